import type { RouteObject } from "react-router";
import { paths } from "../../config/paths";

/** /analytics, rendered inside the signed-in layout. Lazy: recharts loads with this page only. */
export const analyticsRoutes: RouteObject[] = [
  {
    path: paths.analytics,
    lazy: async () => ({ Component: (await import("./pages/analytics-page")).AnalyticsPage }),
  },
];
