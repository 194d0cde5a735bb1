import type { RouteObject } from "react-router";

/**
 * Progressive creation and the course plan page (requirements C2); paths `paths.courseCreateProgressive` and
 * `paths.coursePlan`. Composed before the course routes so "/courses/create/progressive" is not a course.
 */
export const coursePlanRoutes: RouteObject[] = [
  {
    path: "/courses/create/progressive",
    lazy: async () => ({
      Component: (await import("./pages/progressive-create-page")).ProgressiveCreatePage,
    }),
  },
  {
    path: "/course-plan/:planId",
    lazy: async () => ({ Component: (await import("./pages/course-plan-page")).CoursePlanPage }),
  },
];
