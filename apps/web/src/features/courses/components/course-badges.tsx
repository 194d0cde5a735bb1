import type { Course } from "@recall/shared";
import { Badge } from "../../../components/ui/badge";
import { useCoursesText } from "../i18n";

/** Public/private, 'Shared Course' for someone else's public course, and the active status. */
export function CourseBadges({ course, showStatus = true }: { course: Course; showStatus?: boolean }) {
  const { t } = useCoursesText();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge tone={course.isPublic ? "brand" : "slate"}>
        {course.isPublic ? t("badges.public") : t("badges.private")}
      </Badge>
      {!course.isOwner && course.isPublic ? <Badge tone="purple">{t("badges.shared")}</Badge> : null}
      {showStatus ? (
        <Badge tone={course.isActive ? "green" : "amber"}>
          {course.isActive ? t("common.active") : t("common.inactive")}
        </Badge>
      ) : null}
    </div>
  );
}
