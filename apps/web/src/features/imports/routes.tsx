import type { RouteObject } from "react-router";

/** Importing decks, inside the signed-in layout; the page is a lazy chunk. */
export const importRoutes: RouteObject[] = [
  {
    path: "/courses/import",
    lazy: async () => ({ Component: (await import("./pages/import-page")).ImportPage }),
  },
];
