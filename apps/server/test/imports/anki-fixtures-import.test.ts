import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cards, importedReviews } from "../../src/db/schema/index";
import { readAnkiPackage } from "../../src/modules/imports/anki";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { fixtureCards } from "./support/anki-shown-cards";
import { importToEnd as importThroughJob } from "./support/import-to-end";

/**
 * "the preview's counts always equal what the import creates", through the path a learner takes
 * (upload → preview → start → job → report) on real packages, and each Anki card keeps its own reviews.
 * A collection whose Back fields are empty used to preview its cards and then fail the job with
 * "No cards were found in this file", losing the history.
 */
let t: TestApp;
let owner: SignedUpUser;
const fixture = (name: string) => path.join(import.meta.dirname, "fixtures", name);

beforeAll(async () => {
  t = await createTestApp({}, { startJobs: true });
  owner = await signUpUser(t.app);
});
afterAll(() => t.close());

const importToEnd = (file: string) => importThroughJob(t, owner, file, readFileSync(fixture(file)));

describe.each([
  // Back fields left empty (AnkiMorphs' studied collections, with review history).
  ["anki-morphs-some-studied-lemmas.colpkg", 11],
  ["anki-morphs-lemma-extra-fields.colpkg", 11],
  // 19 custom note types, several templates, multi-field and typed cloze, reviews.
  ["ankidroid-templates.apkg", 144],
])("%s", (file, expectedCards) => {
  it("the preview's cards and reviews are what the job stores, each card with its own reviews", async () => {
    const { preview, state } = await importToEnd(file);
    expect(state.state, state.error).toBe("completed");
    const previewCards = preview.courses.reduce((n: number, c: { cards: number }) => n + c.cards, 0);
    expect(previewCards).toBe(expectedCards);
    expect(state.report.cards).toBe(previewCards);
    expect(state.report.reviews).toBe(preview.reviews);
    expect(state.report.adjusted).toEqual(preview.adjusted);
    // Nothing skipped in the job beyond what the preview listed.
    expect(state.report.skipped).toEqual(preview.skipped);

    // Each stored card, in the plan's order, holds the review count of its own Anki card.
    const plan = await readAnkiPackage(new Uint8Array(readFileSync(fixture(file))));
    const answers = new Map((await fixtureCards(fixture(file))).map((c) => [c.id, c.answers]));
    for (const [i, course] of state.report.courses.entries()) {
      const stored = (await t.database.db.select().from(cards).where(eq(cards.courseId, course.id))).sort(
        (a, b) => a.position - b.position,
      );
      const planned = plan.courses[i]!.cards;
      expect(stored.map((c) => c.face)).toEqual(planned.map((c) => c.face));
      const rows = await t.database.db
        .select({ cardId: importedReviews.cardId })
        .from(importedReviews)
        .where(
          and(
            eq(importedReviews.userId, owner.id),
            inArray(
              importedReviews.cardId,
              stored.map((c) => c.id),
            ),
          ),
        );
      for (const [n, card] of stored.entries()) {
        const own = rows.filter((r) => r.cardId === card.id).length;
        expect(own, planned[n]!.sourceId).toBe(answers.get(planned[n]!.sourceId));
      }
    }
  });
});
