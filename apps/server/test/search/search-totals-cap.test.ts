import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCards } from "../../src/modules/search/search.service";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { courseWith, postSearch } from "./search-fixtures";

let t: TestApp;
let u: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  u = await signUpUser(t.app);
  await courseWith(t.app, u, [
    { face: "Alpha kestrel one", back: "b", topic: "Birds", conceptTags: ["raptor"] },
    { face: "Alpha kestrel two", back: "b", topic: "Birds", conceptTags: ["raptor", "small"] },
    { face: "Alpha kestrel three", back: "b", topic: "Birds", level: "Advanced" },
    { face: "Alpha kestrel four", back: "alpha, alpha and alpha", topic: "Falconry", conceptTags: ["small"] },
    { face: "Beta heron", back: "b", topic: "Birds" },
  ]);
});
afterAll(() => t.close());

const search = (criteria: Record<string, unknown>, cap: number) =>
  searchCards(t.database.db, u.id, { limit: 2, ...criteria }, cap);

describe("totals and facets capped (docs/decisions/search-totals.md)", () => {
  it("counts exactly up to the cap", async () => {
    const r = await search({ text: "kestrel" }, 4);
    expect(r.totalCount).toBe(4);
    expect(r.totalIsApproximate).toBe(false);
    expect(r.aggregations.topics).toEqual([
      { value: "Birds", count: 3 },
      { value: "Falconry", count: 1 },
    ]);
    expect(r.aggregations.tags).toEqual([
      { value: "raptor", count: 2 },
      { value: "small", count: 2 },
    ]);
  });

  it("past the cap answers the cap as an approximate total; facets count the cap + 1 cards it looked at", async () => {
    const r = await search({ text: "kestrel" }, 2);
    expect(r.totalIsApproximate).toBe(true);
    expect(r.totalCount).toBe(2);
    expect(r.cards).toHaveLength(2);
    expect(r.aggregations.topics.reduce((n, b) => n + b.count, 0)).toBe(3);
  });

  it("ranks the page over the whole match, not over the capped sample", async () => {
    // Card four holds "alpha" most often, yet it is the last one stored: a page taken from the first
    // cap + 1 matches would miss it.
    const r = await search({ text: "alpha", limit: 1 }, 1);
    expect(r.totalIsApproximate).toBe(true);
    expect(r.cards.map((c) => c.face)).toEqual(["Alpha kestrel four"]);
  });

  it("the routes answer the flag", async () => {
    const res = await postSearch(t.app, u, { text: "kestrel" });
    expect(res.json().data.totalIsApproximate).toBe(false);
    expect(res.json().data.totalCount).toBe(4);
  });
});
