/** requirements S2: the artwork dialog closes 300 ms after a search opens. */
export const ARTWORK_CLOSE_DELAY_MS = 300;

export interface ArtworkSearchSite {
  id: "google-images" | "wikimedia-commons";
  label: string;
  url: (keywords: string) => string;
}

/** requirements S2: "an image search on two search sites in a new tab". */
export const ARTWORK_SEARCH_SITES: readonly ArtworkSearchSite[] = [
  {
    id: "google-images",
    label: "Google Images",
    url: (q) => `https://www.google.com/search?tbm=isch&q=${encodeURIComponent(q)}`,
  },
  {
    id: "wikimedia-commons",
    label: "Wikimedia Commons",
    url: (q) => `https://commons.wikimedia.org/w/index.php?search=${encodeURIComponent(q)}`,
  },
];

/** Opens a search in a new tab with no opener reference back to this window. */
export function openArtworkSearch(site: ArtworkSearchSite, keywords: string): void {
  window.open(site.url(keywords.trim()), "_blank", "noopener,noreferrer");
}
