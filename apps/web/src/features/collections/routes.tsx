import type { RouteObject } from "react-router";
import { paths } from "../../config/paths";

/** Collection pages, rendered inside the signed-in layout. */
export const collectionRoutes: RouteObject[] = [
  {
    path: paths.collections,
    lazy: async () => ({ Component: (await import("./pages/collections-page")).CollectionsPage }),
  },
  {
    path: paths.collectionsCompare,
    lazy: async () => ({
      Component: (await import("./pages/compare-collections-page")).CompareCollectionsPage,
    }),
  },
  {
    path: "/collections/:id",
    lazy: async () => ({ Component: (await import("./pages/collection-detail-page")).CollectionDetailPage }),
  },
];
