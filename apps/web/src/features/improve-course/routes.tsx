import type { RouteObject } from "react-router";

/** Improve Course (requirements C2), rendered inside the signed-in layout; the path is `paths.courseImprove`. */
export const improveCourseRoutes: RouteObject[] = [
  {
    path: "/courses/:id/improve",
    lazy: async () => ({ Component: (await import("./pages/improve-course-page")).ImproveCoursePage }),
  },
];
