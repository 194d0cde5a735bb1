import type { RouteObject } from "react-router";
import { paths } from "../../config/paths";

/** The card library and the card search page, rendered inside the signed-in layout. */
export const libraryRoutes: RouteObject[] = [
  {
    path: paths.cardLibrary,
    lazy: async () => ({ Component: (await import("./pages/card-library-page")).CardLibraryPage }),
  },
  {
    path: paths.cardSearch,
    lazy: async () => ({ Component: (await import("./pages/card-search-page")).CardSearchPage }),
  },
];
