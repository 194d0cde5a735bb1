import { COLLECTION_LIMITS, type CollectionCardsQuery, type CollectionStats } from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError, badRequestOn } from "../../lib/errors";
import { presentCollectionCard } from "./collection.presenter";
import { collectionsRepository as repo } from "./collections.repository";
import { requireOwnCollection } from "./collections.service";

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * Adds cards the user may see (docs/decisions/collections.md), appended in the given order. Idempotent:
 * cards already in are skipped and not counted. A card the user cannot see is 404 naming it.
 */
export async function addCardsToCollection(db: Database, userId: string, id: string, cardIds: string[]) {
  const ids = unique(cardIds);
  return db.transaction(async (tx) => {
    await requireOwnCollection(tx, userId, id, { lock: true });
    const visible = new Set(await repo.visibleCardIds(tx, userId, ids));
    const missing = ids.filter((c) => !visible.has(c));
    if (missing.length) {
      const fields = Object.fromEntries(
        missing.map((c) => [`cardIds.${cardIds.indexOf(c)}`, "Card not found"]),
      );
      const more = missing.length > 1 ? ` (and ${missing.length - 1} more)` : "";
      throw new AppError("NOT_FOUND", `Card not found: ${missing[0]}${more}`, fields);
    }
    const added = await repo.addCards(tx, id, ids, await repo.nextPosition(tx, id));
    if (added > 0 && (await repo.storedCount(tx, id)) > COLLECTION_LIMITS.maxCards) {
      throw badRequestOn(
        "cardIds",
        `A collection can hold at most ${COLLECTION_LIMITS.maxCards.toLocaleString("en")} cards.`,
      );
    }
    return { added, totalCards: await repo.visibleCount(tx, userId, id) };
  });
}

/** Removes the cards; idempotent: cards not in the collection are ignored and not counted. */
export async function removeCardsFromCollection(db: Database, userId: string, id: string, cardIds: string[]) {
  await requireOwnCollection(db, userId, id);
  const removed = await repo.removeCards(db, id, unique(cardIds));
  return { removed, totalCards: await repo.visibleCount(db, userId, id) };
}

export async function listCollectionCards(
  db: Database,
  userId: string,
  id: string,
  query: z.output<typeof CollectionCardsQuery>,
) {
  await requireOwnCollection(db, userId, id);
  const [rows, total] = await Promise.all([
    repo.listVisibleCards(db, userId, id, query),
    repo.visibleCount(db, userId, id),
  ]);
  return { cards: rows.map(presentCollectionCard), total };
}

/**
 * The listed cards take the first places in the given order, the others follow in their current order.
 * An id twice, or an id not in the collection, is 400 naming it.
 */
export async function reorderCollection(db: Database, userId: string, id: string, cardIds: string[]) {
  return db.transaction(async (tx) => {
    await requireOwnCollection(tx, userId, id, { lock: true });
    const stored = await repo.storedCardIds(tx, id);
    const inCollection = new Set(stored);
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    cardIds.forEach((c, i) => {
      if (seen.has(c)) fields[`cardIds.${i}`] = "is listed twice";
      else if (!inCollection.has(c)) fields[`cardIds.${i}`] = "is not in this collection";
      seen.add(c);
    });
    if (Object.keys(fields).length) {
      const message = Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join("; ");
      throw new AppError("VALIDATION_ERROR", message, fields);
    }
    const order = [...cardIds, ...stored.filter((c) => !seen.has(c))];
    await repo.setPositions(tx, id, order);
    const visible = new Set(await repo.visibleCardIds(tx, userId, order));
    return { cardIds: order.filter((c) => visible.has(c)) };
  });
}

/** Card ids in both, only in A, only in B (each in its collection's order), and the topics on each side. */
export async function compareCollections(db: Database, userId: string, idA: string, idB: string) {
  await requireOwnCollection(db, userId, idA);
  await requireOwnCollection(db, userId, idB);
  const [a, b] = await Promise.all([
    repo.visibleCardFacts(db, userId, idA),
    repo.visibleCardFacts(db, userId, idB),
  ]);
  const idsA = new Set(a.map((c) => c.id));
  const idsB = new Set(b.map((c) => c.id));
  const topicsA = new Set(a.map((c) => c.topic));
  const topicsB = new Set(b.map((c) => c.topic));
  const sorted = (s: Iterable<string>) => [...s].sort((x, y) => x.localeCompare(y));
  return {
    inBoth: a.filter((c) => idsB.has(c.id)).map((c) => c.id),
    onlyInA: a.filter((c) => !idsB.has(c.id)).map((c) => c.id),
    onlyInB: b.filter((c) => !idsA.has(c.id)).map((c) => c.id),
    topicOverlap: {
      shared: sorted([...topicsA].filter((t) => topicsB.has(t))),
      onlyA: sorted([...topicsA].filter((t) => !topicsB.has(t))),
      onlyB: sorted([...topicsB].filter((t) => !topicsA.has(t))),
    },
  };
}

/** requirements C3 "Collection statistics" over the cards the user can see; topics most cards first. */
export async function getCollectionStats(db: Database, userId: string, id: string): Promise<CollectionStats> {
  await requireOwnCollection(db, userId, id);
  const facts = await repo.visibleCardFacts(db, userId, id);
  const countBy = (key: "topic" | "level") => {
    const counts = new Map<string, number>();
    for (const f of facts) counts.set(f[key], (counts.get(f[key]) ?? 0) + 1);
    // fromEntries defines own properties, so a topic named "__proto__" is a plain key.
    return Object.fromEntries([...counts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])));
  };
  return {
    totalCards: facts.length,
    cardsByTopic: countBy("topic"),
    cardsByLevel: countBy("level"),
    hasDeepDive: facts.filter((f) => f.deepDive).length,
    hasConceptExplainer: facts.filter((f) => f.conceptExplainer).length,
  };
}
