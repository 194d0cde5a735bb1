import type { RouteObject } from "react-router";

/** AI course creation; composed before the course routes so "/courses/create" is not read as a course id. */
export const aiCreateRoutes: RouteObject[] = [
  {
    path: "/courses/create",
    lazy: async () => ({ Component: (await import("./pages/ai-create-page")).AiCreatePage }),
  },
];
