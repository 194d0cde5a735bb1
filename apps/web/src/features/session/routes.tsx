import type { RouteObject } from "react-router";
import { paths } from "../../config/paths";

/** Study session pages, rendered inside the signed-in layout. "start" is static, so it ranks above ":id". */
export const sessionRoutes: RouteObject[] = [
  {
    path: paths.sessionStart,
    lazy: async () => ({ Component: (await import("./pages/session-start-page")).SessionStartPage }),
  },
  {
    path: "/session/:id",
    lazy: async () => ({ Component: (await import("./pages/session-page")).SessionPage }),
  },
];
