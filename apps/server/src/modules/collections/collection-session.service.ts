import type { SessionCandidate } from "@recall/shared";
import type { Database } from "../../db/client";
import { badRequestOn } from "../../lib/errors";
import { openSession, toCandidates } from "../sessions/index";
import { collectionConfig } from "./collection.presenter";
import { collectionsRepository as repo } from "./collections.repository";
import { requireOwnCollection } from "./collections.service";

type CandidateRow = Awaited<ReturnType<typeof repo.sessionCandidates>>[number];

const reviewedAt = (r: CandidateRow) => r.lastReview?.getTime() ?? Number.NEGATIVE_INFINITY;

/**
 * Sequential and random modes choose the cards themselves and hand `openSession` exactly those, in
 * order, as new cards of one topic key: its selection then keeps every card and the order unchanged
 * (topic interleaving has nothing to separate). The topic key is only used for ordering.
 */
function preordered(rows: CandidateRow[]): SessionCandidate[] {
  return rows.map((r, i) => ({ id: r.id, topic: "", position: i, memory: null }));
}

/** Collection order, taking the cards studied least recently (never studied first). */
function sequential(rows: CandidateRow[], planned: number): SessionCandidate[] {
  const chosen = [...rows]
    .sort((a, b) => reviewedAt(a) - reviewedAt(b) || a.position - b.position)
    .slice(0, planned);
  return preordered(chosen.sort((a, b) => a.position - b.position));
}

/** A uniform random draw, in random order (Fisher-Yates). */
function random(rows: CandidateRow[], planned: number, rnd: () => number): SessionCandidate[] {
  const pool = [...rows];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return preordered(pool.slice(0, planned));
}

/**
 * POST /sessions/start-from-collection: a session over the collection's cards the user can still see,
 * planned by the collection's `cardsPerSession` and chosen by its `sessionMode`
 * (docs/decisions/collections.md). Sets the collection's last-studied time.
 */
export async function startCollectionSession(
  db: Database,
  userId: string,
  collectionId: string,
  now = new Date(),
) {
  const collection = await requireOwnCollection(db, userId, collectionId);
  if (!collection.isActive) {
    throw badRequestOn("collectionId", "An inactive collection cannot be studied. Activate it first.");
  }
  const rows = await repo.sessionCandidates(db, userId, collection.id);
  if (rows.length === 0)
    throw badRequestOn(
      "collectionId",
      "This collection has no cards to study yet. Add cards from the Card Library.",
    );
  const { cardsPerSession: planned, sessionMode } = collectionConfig(collection);
  const candidates =
    sessionMode === "sequential"
      ? sequential(rows, planned)
      : sessionMode === "random"
        ? random(rows, planned, Math.random)
        : toCandidates(rows);
  const courseIds = [...new Set(rows.map((r) => r.courseId))];
  return db.transaction(async (tx) => {
    const opened = await openSession(tx, userId, candidates, {
      planned,
      courseIds,
      collectionId: collection.id,
      now,
    });
    await repo.markStudied(tx, collection.id, now);
    return opened;
  });
}
