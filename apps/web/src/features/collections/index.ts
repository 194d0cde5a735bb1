/** The collections feature's public surface for other features (routes live in ./routes). */
export { useAddCardsToCollection, useCreateCollectionFromCourse } from "./api/collection-mutations";
export { useCollections } from "./api/collection-queries";
export { collectionKeys } from "./api/query-keys";
export { DashboardCollections } from "./components/dashboard-collections";
