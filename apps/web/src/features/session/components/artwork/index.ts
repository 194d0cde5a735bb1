export { ArtworkDialog, type ArtworkDialogProps } from "./artwork-dialog";
export {
  ARTWORK_CLOSE_DELAY_MS,
  ARTWORK_SEARCH_SITES,
  type ArtworkSearchSite,
  openArtworkSearch,
} from "./artwork-search";
