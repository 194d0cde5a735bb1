import type { RouteObject } from "react-router";
import { paths } from "../../config/paths";

export const dashboardRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: () => import("./pages/dashboard-page").then((m) => ({ Component: m.DashboardPage })),
  },
];
