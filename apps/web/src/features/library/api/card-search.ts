import type { CardSearchBody } from "@recall/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { libraryApi, libraryKeys } from "./library-api";

/**
 * Runs a card search for `body`. The previous results stay on screen while a new search runs; a failed
 * search is not retried (each page reports failures in its own way).
 */
export function useCardSearch(kind: "library" | "cards", body: CardSearchBody) {
  return useQuery({
    queryKey: libraryKeys.search(kind, body),
    placeholderData: keepPreviousData,
    retry: false,
    // Searches reflect the latest cards: a repeat of the same criteria asks the server again.
    staleTime: 0,
    queryFn: async () =>
      (await (kind === "library" ? libraryApi.searchLibrary(body) : libraryApi.searchCards(body))).data,
  });
}
