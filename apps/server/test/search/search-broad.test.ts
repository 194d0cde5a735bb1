import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client";
import { searchCards } from "../../src/modules/search/search.service";
import {
  BROAD_WORD_SHARE,
  isBroad,
  setSearchSettings,
  WORD_STATISTICS_TTL_MS,
  type WordStatistics,
  wordStatistics,
} from "../../src/modules/search/search-settings";
import { parseQuery } from "../../src/modules/search/search-text";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { courseWith } from "./search-fixtures";

// docs/decisions/search.md "Broad matches": a word the planner statistics find in many cards also filters
// by the list of visible course ids, and past the cap the page ranks the counted sample plus face matches.
let t: TestApp;
let me: SignedUpUser;
let other: SignedUpUser;
let ownCourse: string;
let privateCourse: string;
let stats: WordStatistics;

const filler = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({
    face: `${prefix} item ${i}`,
    back: `heron note ${i}`,
    topic: "Birds",
  }));

beforeAll(async () => {
  t = await createTestApp();
  me = await signUpUser(t.app);
  other = await signUpUser(t.app);
  // "heron" is in every card's back; in the face of one card only, stored last.
  ownCourse = await courseWith(t.app, me, [
    ...filler(30, "Own"),
    { face: "The grey heron", back: "heron, heron", topic: "Birds" },
  ]);
  privateCourse = await courseWith(t.app, other, filler(30, "Secret"));
  await courseWith(t.app, other, filler(30, "Shared"), { isPublic: true });
  // "osprey": in 3 of 94 cards (3%), between the two drivers' thresholds.
  await courseWith(
    t.app,
    other,
    [1, 2, 3].map((i) => ({ face: `Osprey ${i}`, back: "fish", topic: "Raptors" })),
  );
  await t.database.db.execute(sql`analyze cards`);
  stats = await wordStatistics(t.database.db);
});
afterAll(() => t.close());

describe("broad text matches (docs/decisions/search.md)", () => {
  it("reads the visible course ids for a word the statistics call common, with the one visibility rule", async () => {
    const db = t.database.db;
    const ids = await db.transaction((tx) =>
      setSearchSettings(tx as unknown as Database, me.id, isBroad(stats, parseQuery("heron"))),
    );
    expect(ids).not.toBeNull();
    expect(ids).toContain(ownCourse);
    expect(ids).not.toContain(privateCourse);
    expect(ids).toHaveLength(2);
    // The rarest word decides: "zebra" is in no card.
    const rare = await db.transaction((tx) =>
      setSearchSettings(tx as unknown as Database, me.id, isBroad(stats, parseQuery("heron zebra"))),
    );
    expect(rare).toBeNull();
  });

  it("sets the threshold per driver: a word in 3% of cards is broad on PostgreSQL, not on PGlite", async () => {
    const ids = await t.database.db.transaction((tx) =>
      setSearchSettings(tx as unknown as Database, me.id, isBroad(stats, parseQuery("osprey"))),
    );
    const share = 3 / 94;
    expect(share).toBeGreaterThan(BROAD_WORD_SHARE.postgres);
    expect(share).toBeLessThan(BROAD_WORD_SHARE.pglite);
    if (t.database.driver === "postgres") expect(ids).toHaveLength(2);
    else expect(ids).toBeNull();
  });

  it("reads the statistics once per minute per database, and says which driver runs", async () => {
    expect(stats.shares.get("heron")).toBeGreaterThan(0.9);
    expect(stats.pglite).toBe(t.database.driver === "pglite");
    // The library's size, as ANALYZE counted it: the typo pass's plan reads it (search-typo-own-cards.test.ts).
    expect(stats.cards).toBe(94);
    const db = t.database.db;
    const now = Date.now();
    const first = wordStatistics(db, now);
    expect(wordStatistics(db, now + 1)).toBe(first);
    const later = wordStatistics(db, now + WORD_STATISTICS_TTL_MS + 1);
    expect(later).not.toBe(first);
    expect((await later).shares.get("heron")).toBe(stats.shares.get("heron"));
    // Prefix: the last word counts every common lexeme it starts ("hero" → "heron").
    expect(isBroad(stats, parseQuery("hero"))).toBe(true);
    expect(isBroad(stats, parseQuery("hero zebra"))).toBe(false);
    expect(isBroad(stats, null)).toBe(false);
  });

  it("never shows another user's private card, and past the cap still ranks the face match first", async () => {
    const r = await searchCards(t.database.db, me.id, { text: "heron", limit: 100 }, 5);
    expect(r.totalIsApproximate).toBe(true);
    expect(r.cards[0]!.face).toBe("The grey heron");
    expect(r.cards.some((c) => c.face.startsWith("Secret"))).toBe(false);
    const all = await searchCards(t.database.db, me.id, { text: "heron", limit: 100 });
    expect(all.totalCount).toBe(61);
    expect(all.cards.some((c) => c.face.startsWith("Secret"))).toBe(false);
  });
});
