import { SEARCH_LIMITS } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client";
import { searchStatement } from "../../src/modules/search/search.repository";
import { searchCards } from "../../src/modules/search/search.service";
import {
  libraryAllowsOwnCardsByRow,
  OWN_SHARE_TESTED_BY_ROW,
  ownCardCount,
  setSearchSettings,
  typoTestsOwnCardsByRow,
} from "../../src/modules/search/search-settings";
import { parseQuery } from "../../src/modules/search/search-text";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { courseWith } from "./search-fixtures";

// docs/decisions/search.md "Typos and the own courses": the typo pass tests a learner's own cards one by one
// when they are few for the library, and reads the trigram index otherwise. Which way is a plan; the
// matches are the same either way.
let t: TestApp;
let me: SignedUpUser;
let other: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  me = await signUpUser(t.app);
  other = await signUpUser(t.app);
  await courseWith(t.app, me, [
    { face: "Where does photosynthesis happen?", back: "Chloroplasts" },
    { face: "Another card of mine", back: "x" },
  ]);
  await courseWith(t.app, me, [{ face: "Photosynthesis in my inactive course", back: "Leaves" }], {
    isActive: false,
  });
  await courseWith(t.app, other, [{ face: "Secret photosynthesis notes", back: "Private" }]);
  await courseWith(t.app, other, [{ face: "Shared photosynthesis quiz", back: "Public" }], {
    isPublic: true,
  });
  await courseWith(t.app, other, [{ face: "Retired photosynthesis deck", back: "Off" }], {
    isPublic: true,
    isActive: false,
  });
});
afterAll(() => t.close());

/** The typo pass as one statement, with the own cards tested one by one or through the index. */
async function typoPass(typoOwnCardsByRow: boolean) {
  return t.database.db.transaction(async (tx) => {
    await setSearchSettings(tx as unknown as Database, me.id, false);
    const statement = searchStatement(
      me.id,
      {},
      parseQuery("photosyntesis"),
      { limit: 50, skip: 0 },
      true,
      SEARCH_LIMITS.totalCap,
      { visibleCourseIds: null, typoOwnCardsByRow },
    );
    const rows = (await tx.execute(statement)) as unknown as { rows: { total: number; ids: string[] }[] };
    return rows.rows[0]!;
  });
}

describe("typos and the learner's own cards", () => {
  it("counts the cards of the learner's own courses, active or not, and no one else's", async () => {
    const db = t.database.db as unknown as Database;
    expect(await ownCardCount(db, me.id)).toBe(3);
    expect(await ownCardCount(db, other.id)).toBe(3);
  });

  it("finds the same cards whether the own cards are tested one by one or through the index", async () => {
    const byRow = await typoPass(true);
    const byIndex = await typoPass(false);
    expect(byRow.total).toBe(3);
    expect(byIndex).toEqual(byRow);
    const faces = (await searchCards(t.database.db, me.id, { text: "photosyntesis", limit: 50 })).cards
      .map((c) => c.face)
      .sort();
    expect(faces).toEqual([
      "Photosynthesis in my inactive course",
      "Shared photosynthesis quiz",
      "Where does photosynthesis happen?",
    ]);
  });

  it("tests the own cards one by one when they are at most a thousandth of the library's cards", () => {
    const stats = (cards: number) => ({ shares: new Map<string, number>(), pglite: false, cards });
    expect(OWN_SHARE_TESTED_BY_ROW).toBe(0.001);
    expect(typoTestsOwnCardsByRow(stats(1_000_000), 400)).toBe(true);
    expect(typoTestsOwnCardsByRow(stats(1_000_000), 1_000)).toBe(true);
    expect(typoTestsOwnCardsByRow(stats(1_000_000), 1_001)).toBe(false);
    expect(typoTestsOwnCardsByRow(stats(200_000), 400)).toBe(false);
    // Before the first ANALYZE the library's size is unknown (0): the index, as before, and a library under
    // 1,000 cards does not read the own cards' count at all.
    expect(typoTestsOwnCardsByRow(stats(0), 3)).toBe(false);
    expect(libraryAllowsOwnCardsByRow(stats(999))).toBe(false);
    expect(libraryAllowsOwnCardsByRow(stats(1_000))).toBe(true);
  });
});
