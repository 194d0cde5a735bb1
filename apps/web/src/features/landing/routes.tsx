import type { RouteObject } from "react-router";
import { paths } from "../../config/paths";

/** The landing page loads lazily, so it is its own chunk and signed-in pages do not carry it. */
export const landingRoutes: RouteObject[] = [
  {
    path: paths.home,
    lazy: async () => {
      const { LandingPage } = await import("./pages/landing-page");
      return { Component: LandingPage };
    },
  },
];
