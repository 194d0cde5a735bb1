import type { RouteObject } from "react-router";

/**
 * Course routes, rendered inside the signed-in layout. Static segments ("upload", "editor",
 * "manual-card") are listed first; React Router also ranks them above ":id". Any other non-id
 * segment (e.g. "create" until the AI issue routes it) reaches the course page, which treats
 * non-UUID ids as "Course not found" without calling the API.
 */
export const courseRoutes: RouteObject[] = [
  { path: "/courses", lazy: async () => ({ Component: (await import("./pages/courses-page")).CoursesPage }) },
  {
    path: "/courses/upload",
    lazy: async () => ({ Component: (await import("./pages/upload-course-page")).UploadCoursePage }),
  },
  {
    path: "/courses/editor",
    lazy: async () => ({ Component: (await import("./pages/course-editor-page")).CourseEditorPage }),
  },
  {
    path: "/courses/manual-card",
    lazy: async () => ({ Component: (await import("./pages/manual-card-page")).ManualCardPage }),
  },
  {
    path: "/courses/:id",
    lazy: async () => ({ Component: (await import("./pages/course-cards-page")).CourseCardsPage }),
  },
  {
    path: "/courses/:id/cards",
    lazy: async () => ({ Component: (await import("./pages/course-cards-page")).CourseCardsPage }),
  },
  {
    path: "/courses/:id/edit",
    lazy: async () => ({ Component: (await import("./pages/course-edit-page")).CourseEditPage }),
  },
];
