import type { RouteObject } from "react-router";
import { paths } from "../../config/paths";

/** Syllabus pages (requirements C2), rendered inside the signed-in layout. */
export const syllabusRoutes: RouteObject[] = [
  {
    path: paths.syllabi,
    lazy: async () => ({ Component: (await import("./pages/syllabus-list-page")).SyllabusListPage }),
  },
  {
    path: "/syllabus/:indexId",
    lazy: async () => ({ Component: (await import("./pages/syllabus-detail-page")).SyllabusDetailPage }),
  },
];
