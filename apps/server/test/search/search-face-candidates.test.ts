import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCards } from "../../src/modules/search/search.service";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { courseWith } from "./search-fixtures";

// docs/decisions/search.md "Face candidates past the cap": past the cap the page ranks the counted matches
// plus a page's worth of matches with every word in the face. The learner's own courses are read first;
// once a shared card is among the counted ones, every own match was counted, so the face candidates skip
// the own courses. Either way the face matches rank first.
let t: TestApp;
let me: SignedUpUser;
let other: SignedUpUser;

const backOnly = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({ face: `${prefix} ${i}`, back: `ibis ${i}` }));

beforeAll(async () => {
  t = await createTestApp();
  me = await signUpUser(t.app);
  other = await signUpUser(t.app);
  // Own: two back matches, then the face match, all counted before any shared card.
  await courseWith(t.app, me, [...backOnly(2, "Mine"), { face: "My sacred ibis", back: "ibis, ibis" }]);
  // Shared: ten back matches, then a face match the counted sample (cap 4) never reaches.
  await courseWith(t.app, other, [...backOnly(10, "Shared"), { face: "Shared glossy ibis", back: "ibis" }], {
    isPublic: true,
  });
  // Another user's own-course twin of the shared face match: never visible to me.
  await courseWith(t.app, other, [{ face: "Secret ibis", back: "ibis" }]);
});
afterAll(() => t.close());

const page = async (user: SignedUpUser, cap: number) =>
  (await searchCards(t.database.db, user.id, { text: "ibis", limit: 2 }, cap)).cards.map((c) => c.face);

describe("face candidates past the cap", () => {
  it("ranks the own face match (counted) and the shared one (a candidate) first", async () => {
    const r = await searchCards(t.database.db, me.id, { text: "ibis", limit: 2 }, 4);
    expect(r.totalIsApproximate).toBe(true);
    expect(r.cards.map((c) => c.face).sort()).toEqual(["My sacred ibis", "Shared glossy ibis"]);
  });

  it("still reads the own courses' face matches when the own matches alone pass the cap", async () => {
    // Cap 1: the counted sample is the first two own cards, without the face match; the own face
    // candidates are read because no shared card was counted.
    expect(await page(me, 1)).toContain("My sacred ibis");
  });

  it("never offers another user's private face match", async () => {
    for (const cap of [1, 2, 4, 1000]) expect(await page(me, cap)).not.toContain("Secret ibis");
    expect(await page(other, 4)).toContain("Secret ibis");
  });
});
