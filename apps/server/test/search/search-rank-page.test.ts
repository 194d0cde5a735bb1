import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCards } from "../../src/modules/search/search.service";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { courseWith } from "./search-fixtures";

// docs/decisions/search.md "Rank where the page needs it": a card with the phrase in its face outranks every
// other, so the statement ranks only those while they fill the page up to its end, and every match once the
// page reaches past them. Either way every page is the same slice of one ranking.
let t: TestApp;
let me: SignedUpUser;

const faceMatches = [1, 3, 2, 4].map((n) => ({ face: `Grey heron ${n}`, back: "heron ".repeat(n) }));
// The word, several times, only in the back: a high text rank, below every face match all the same.
const backMatches = [5, 1, 4, 2, 6, 3].map((n) => ({ face: `Wader ${n}`, back: "heron ".repeat(n) }));
// "herons" matches the query as a prefix ("heron" is the last word) but not as a whole word in the face.
const prefixOnly = { face: "Herons flock together", back: "In colonies" };

beforeAll(async () => {
  t = await createTestApp();
  me = await signUpUser(t.app);
  await courseWith(t.app, me, [...backMatches, prefixOnly, ...faceMatches]);
});
afterAll(() => t.close());

const page = async (skip: number, limit: number) =>
  (await searchCards(t.database.db, me.id, { text: "heron", skip, limit })).cards.map((c) => c.face);

describe("the page of a ranked search", () => {
  it("puts every card with the phrase in its face first", async () => {
    const all = await page(0, 50);
    expect(all).toHaveLength(11);
    expect(all.slice(0, 4).sort()).toEqual(faceMatches.map((c) => c.face).sort());
    expect(all.slice(4)).toContain(prefixOnly.face);
  });

  it("gives, for every skip and limit, the same slice of one ranking", async () => {
    const all = await page(0, 50);
    for (const limit of [1, 2, 3, 4, 5, 11])
      for (let skip = 0; skip <= 11; skip++)
        expect(await page(skip, limit)).toEqual(all.slice(skip, skip + limit));
  });
});
