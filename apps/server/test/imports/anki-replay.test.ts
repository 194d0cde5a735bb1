import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardMemory, cards, importedReviews } from "../../src/db/schema/index";
import { readAnkiPackage } from "../../src/modules/imports/anki";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { fixtureCards, fixtureSchedules } from "./support/anki-shown-cards";
import { importToEnd } from "./support/import-to-end";

/**
 * A faithful replay: after importing a real collection with history, each card's state
 * agrees with Anki's card type, its lapses equal Anki's, a review card is due within a day of Anki's due
 * day, and every answer of the log is kept as the card's review. Anki's side is read straight from the
 * fixture's `cards` rows (support/anki-shown-cards.ts), not through the reader.
 */
let t: TestApp;
let owner: SignedUpUser;
const fixture = (name: string) => path.join(import.meta.dirname, "fixtures", name);
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({}, { startJobs: true });
  owner = await signUpUser(t.app);
});
afterAll(() => t.close());

/** Each stored card with its Anki card id, its stored memory and its stored reviews. */
async function storedCards(file: string, courseIds: string[]) {
  const plan = await readAnkiPackage(new Uint8Array(readFileSync(fixture(file))));
  const out = [];
  for (const [i, courseId] of courseIds.entries()) {
    const rows = (await t.database.db.select().from(cards).where(eq(cards.courseId, courseId))).sort(
      (a, b) => a.position - b.position,
    );
    const planned = plan.courses[i]!.cards;
    const ids = rows.map((r) => r.id);
    const memory = await t.database.db
      .select()
      .from(cardMemory)
      .where(and(eq(cardMemory.userId, owner.id), inArray(cardMemory.cardId, ids)));
    const reviews = await t.database.db
      .select()
      .from(importedReviews)
      .where(and(eq(importedReviews.userId, owner.id), inArray(importedReviews.cardId, ids)));
    for (const [n, row] of rows.entries())
      out.push({
        id: row.id,
        ankiId: planned[n]!.sourceId,
        memory: memory.find((m) => m.cardId === row.id) ?? null,
        reviews: reviews.filter((r) => r.cardId === row.id),
      });
  }
  return out;
}

describe.each([
  // file, cards Anki has in review (their due day is checked)
  ["anki-morphs-some-studied-lemmas.colpkg", 0],
  ["anki-morphs-lemma-extra-fields.colpkg", 0],
  ["anki-morphs-card-handling.colpkg", 3],
  ["ankipandas-few-basic-cards.colpkg", 3],
  ["ankidroid-templates.apkg", 0],
  ["srs-converter-mixed-legacy-2.apkg", 10],
])("%s", (file, reviewCards) => {
  it("each card's state agrees with Anki's, lapses are equal, review cards are due on Anki's day, reviews are kept", async () => {
    const { state } = await importToEnd(t, owner, file, readFileSync(fixture(file)));
    expect(state.state, state.error).toBe("completed");
    const anki = await fixtureSchedules(fixture(file));
    const answers = new Map((await fixtureCards(fixture(file))).map((c) => [c.id, c.answers]));
    const stored = await storedCards(
      file,
      state.report.courses.map((c: { id: string }) => c.id),
    );
    expect(stored.length).toBeGreaterThan(0);
    let agree = 0;
    let dueChecked = 0;
    for (const card of stored) {
      const own = anki.get(card.ankiId)!;
      if ((card.memory?.state ?? 0) === own.type) agree++;
      expect(card.memory?.lapses ?? 0, `lapses of ${card.ankiId}`).toBe(own.lapses);
      if (own.type === 2) {
        dueChecked++;
        const apart = Math.abs(card.memory!.due.getTime() - own.due!.getTime());
        expect(apart, `due of ${card.ankiId}`).toBeLessThanOrEqual(DAY);
      }
      // Every answer of the card's log is one of its stored reviews.
      expect(card.reviews.length, `reviews of ${card.ankiId}`).toBe(answers.get(card.ankiId));
    }
    expect(agree / stored.length).toBeGreaterThanOrEqual(0.95);
    expect(dueChecked).toBe(reviewCards);
  });
});
