import type { Course } from "@recall/shared";
import { Badge } from "../../../components/ui/badge";

/** Public/private, 'Shared Course' for someone else's public course, and the active status. */
export function CourseBadges({ course, showStatus = true }: { course: Course; showStatus?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge tone={course.isPublic ? "brand" : "slate"}>{course.isPublic ? "Public" : "Private"}</Badge>
      {!course.isOwner && course.isPublic ? <Badge tone="purple">Shared Course</Badge> : null}
      {showStatus ? (
        <Badge tone={course.isActive ? "green" : "amber"}>{course.isActive ? "Active" : "Inactive"}</Badge>
      ) : null}
    </div>
  );
}
