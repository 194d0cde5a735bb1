import type { RouteObject } from "react-router";
import { paths } from "../../config/paths";

/** Settings → Account, rendered inside the signed-in layout. */
export const settingsRoutes: RouteObject[] = [
  {
    path: paths.accountSettings,
    lazy: async () => ({ Component: (await import("./pages/account-settings-page")).AccountSettingsPage }),
  },
];
