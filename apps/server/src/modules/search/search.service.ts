import {
  type LibraryCard,
  SEARCH_LIMITS,
  type SearchAggregations,
  type SearchCriteria,
  type ValueCount,
} from "@recall/shared";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { presentLibraryCard } from "./search.presenter";
import { BROAD_FACE_CANDIDATES, searchRepository as repo } from "./search.repository";
import { parseQuery, similarityWords } from "./search-text";
import { SIMILAR_CANDIDATES_PER_WORD, similarCardsRepository as similar } from "./similar-cards.repository";

export interface SearchResult {
  cards: LibraryCard[];
  totalCount: number;
  totalIsApproximate: boolean;
  aggregations: SearchAggregations;
}

/**
 * The one card search behind every search call (requirements C2 Card Search, Card Library; requirements C7). Only cards the
 * user may see (their own courses, and public active ones); text matches words (prefix, weighted full
 * text); when that matches nothing, faces with a similar word (trigram) count instead.
 * Ranked with an exact phrase in the face first. `totalCount` and the aggregations cover every
 * matching card, not only the page, exactly up to `totalCap` matches, approximately past it. A collection filter naming a collection
 * that is not the user's is 404 "Collection not found".
 */
export async function searchCards(
  db: Database,
  userId: string,
  criteria: SearchCriteria,
  totalCap: number = SEARCH_LIMITS.totalCap,
  faceCandidates: number = BROAD_FACE_CANDIDATES,
): Promise<SearchResult> {
  const { text, limit, skip = 0, ...filters } = criteria;
  if (filters.collectionIds?.length) {
    const wanted = [...new Set(filters.collectionIds)];
    const own = await repo.ownCollectionIds(db, userId, wanted);
    if (own.length !== wanted.length) throw notFound("Collection");
  }
  const q = parseQuery(text);
  // Typo tolerance inside: when the words match nothing, faces with a similar word count instead.
  const page = await repo.searchPage(db, userId, filters, q, { limit, skip }, totalCap, faceCandidates);
  const rows = await repo.cardsWithCourse(db, page.ids);
  return {
    cards: rows.map(presentLibraryCard),
    totalCount: page.total,
    totalIsApproximate: page.totalIsApproximate,
    aggregations: page.aggregations,
  };
}

/**
 * Cards like this one: visible cards sharing its characteristic (not common) words of face and back, most
 * similar first, never itself; 404 "Card not found" when the user cannot see it.
 */
export async function findSimilarCards(
  db: Database,
  userId: string,
  cardId: string,
  limit: number,
  candidatesPerWord: number = SIMILAR_CANDIDATES_PER_WORD,
) {
  const source = await similar.visibleCard(db, userId, cardId);
  if (!source) throw notFound("Card");
  const words = similarityWords([source.card.face, source.card.back], await similar.commonLexemes(db));
  if (words.length === 0) return [];
  const ids = await similar.similarIds(db, userId, source.card, words, limit, candidatesPerWord);
  return (await repo.cardsWithCourse(db, ids)).map(presentLibraryCard);
}

/** Topics of every card the user can see, with counts, most cards first. */
export const availableTopics = (db: Database, userId: string): Promise<ValueCount[]> =>
  repo.countVisibleBy(db, userId, "topic");

/** Levels of every card the user can see, with counts, Beginner to Advanced. */
export const availableLevels = (db: Database, userId: string): Promise<ValueCount[]> =>
  repo.countVisibleBy(db, userId, "level");

/** Face similarity (pg_trgm, 0..1) from which a new card counts as close to a stored one. */
export const CLOSE_CARD_SIMILARITY = 0.5;

/**
 * Cards of the course that a new card's question reads like (at most `limit`, closest first): what a
 * generated card's duplicate warning names. The caller has already checked access to the course.
 */
export const findCloseCardsInCourse = (db: Database, courseId: string, face: string, limit = 3) =>
  similar.closeFacesInCourse(db, courseId, face.slice(0, 2000), CLOSE_CARD_SIMILARITY, limit);
