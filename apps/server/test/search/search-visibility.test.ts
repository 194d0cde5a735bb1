import {
  AvailableLevelsResponse,
  AvailableTopicsResponse,
  CardSearchResponse,
  ErrorResponse,
  SimilarCardsResponse,
} from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { cardIdsOf, courseWith, faces, postSearch } from "./search-fixtures";

let t: TestApp;
let me: SignedUpUser;
let other: SignedUpUser;
let mine: string[];
let privateIds: string[];
let publicIds: string[];
let privateCourse: string;

// docs/decisions/search.md: own courses (active or not) and other users' public active courses.
beforeAll(async () => {
  t = await createTestApp();
  me = await signUpUser(t.app);
  other = await signUpUser(t.app);
  const own = await courseWith(t.app, me, [
    { face: "Kepler's first law of planetary motion", back: "Orbits are ellipses", topic: "Astronomy" },
    {
      face: "Kepler's second law",
      back: "Equal areas in equal times",
      topic: "Astronomy",
      level: "Intermediate",
    },
  ]);
  await courseWith(
    t.app,
    me,
    [{ face: "Kepler's third law, shelved", back: "T squared ~ a cubed", topic: "Shelved" }],
    { isActive: false },
  );
  const priv = await courseWith(t.app, other, [
    { face: "Kepler's secret private law", back: "Hidden", topic: "Secrets", level: "Advanced" },
  ]);
  const pub = await courseWith(
    t.app,
    other,
    [{ face: "Kepler and Tycho Brahe", back: "Data and model", topic: "History" }],
    { isPublic: true },
  );
  await courseWith(
    t.app,
    other,
    [{ face: "Kepler's retired public law", back: "Retired", topic: "Retired" }],
    { isPublic: true, isActive: false },
  );
  mine = await cardIdsOf(t.app, me, own);
  privateIds = await cardIdsOf(t.app, other, priv);
  privateCourse = priv;
  publicIds = await cardIdsOf(t.app, other, pub);
});
afterAll(() => t.close());

describe("search shows only cards the user may see (requirements C1: public courses of other users can be viewed)", () => {
  it("finds own cards (inactive courses too) and public active ones, never another user's private or inactive ones", async () => {
    const res = await postSearch(t.app, me, { query: "kepler" });
    const found = CardSearchResponse.parse(res.json()).data;
    expect(found.cards.map((c) => c.face).sort()).toEqual([
      "Kepler and Tycho Brahe",
      "Kepler's first law of planetary motion",
      "Kepler's second law",
      "Kepler's third law, shelved",
    ]);
    expect(found.aggregations.topics.map((x) => x.value)).not.toContain("Secrets");
  });

  it("does not find a private card even by its course id or through the GET search", async () => {
    const byCourse = await postSearch(t.app, me, { courseIds: [privateCourse] });
    expect(CardSearchResponse.parse(byCourse.json()).data.totalCount).toBe(0);
    const byText = await t.app.inject({
      method: "GET",
      url: "/api/ai-content/cards/search?q=secret",
      headers: me.auth,
    });
    expect(byText.json().data.cards.map((c: { id: string }) => c.id)).not.toContain(privateIds[0]);
    const owner = await postSearch(t.app, other, { query: "secret" });
    expect(faces(owner)).toEqual(["Kepler's secret private law"]);
  });

  it("lists available topics and levels over visible cards only", async () => {
    const topics = AvailableTopicsResponse.parse(
      (
        await t.app.inject({ method: "GET", url: "/api/collections/available-topics", headers: me.auth })
      ).json(),
    ).data.topics;
    expect(topics).toEqual([
      { value: "Astronomy", count: 2 },
      { value: "History", count: 1 },
      { value: "Shelved", count: 1 },
    ]);
    const levels = AvailableLevelsResponse.parse(
      (
        await t.app.inject({ method: "GET", url: "/api/collections/available-levels", headers: me.auth })
      ).json(),
    ).data.levels;
    expect(levels).toEqual([
      { value: "Beginner", count: 3 },
      { value: "Intermediate", count: 1 },
    ]);
  });

  it("answers 404 'Collection not found' for a collection filter that is not the user's", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/collections",
      headers: other.auth,
      payload: { name: "Theirs", slug: "theirs" },
    });
    const res = await postSearch(t.app, me, { collectionIds: [created.json().data.collection.id] });
    expect(res.statusCode).toBe(404);
    expect(ErrorResponse.parse(res.json()).error.message).toBe("Collection not found");
  });

  it("filters by the user's own collection", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/collections",
      headers: me.auth,
      payload: { name: "Mine", slug: "mine" },
    });
    const id = created.json().data.collection.id;
    await t.app.inject({
      method: "POST",
      url: `/api/collections/${id}/cards`,
      headers: me.auth,
      payload: { cardIds: [mine[1], publicIds[0]] },
    });
    const res = await postSearch(t.app, me, { collectionIds: [id], query: "kepler" });
    expect(faces(res).sort()).toEqual(["Kepler and Tycho Brahe", "Kepler's second law"]);
  });
});

describe("GET /api/ai-content/cards/:id/similar (requirements C7, default limit 5)", () => {
  const similar = (user: SignedUpUser, id: string, qs = "") =>
    t.app.inject({ method: "GET", url: `/api/ai-content/cards/${id}/similar${qs}`, headers: user.auth });

  it("answers visible cards like this one, most similar first, never the card itself nor a private card", async () => {
    const res = await similar(me, mine[0]!);
    expect(res.statusCode).toBe(200);
    const cards = SimilarCardsResponse.parse(res.json()).data.cards;
    const ids = cards.map((c) => c.id);
    expect(ids).not.toContain(mine[0]);
    expect(ids).not.toContain(privateIds[0]);
    expect(cards[0]!.face).toBe("Kepler's second law");
    expect(cards.length).toBeLessThanOrEqual(5);
    expect(
      SimilarCardsResponse.parse((await similar(me, mine[0]!, "?limit=1")).json()).data.cards,
    ).toHaveLength(1);
  });

  it("is 404 'Card not found' for a card the user cannot see, and 400 for a bad id or limit", async () => {
    const res = await similar(me, privateIds[0]!);
    expect(res.statusCode).toBe(404);
    expect(ErrorResponse.parse(res.json()).error.message).toBe("Card not found");
    expect((await similar(other, privateIds[0]!)).statusCode).toBe(200);
    expect((await similar(me, "not-a-uuid")).statusCode).toBe(400);
    const bad = await similar(me, mine[0]!, "?limit=21");
    expect(bad.statusCode).toBe(400);
    expect(ErrorResponse.parse(bad.json()).error.fields).toHaveProperty("limit");
  });
});
