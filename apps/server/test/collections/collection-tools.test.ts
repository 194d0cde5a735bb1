import {
  CollectionResponse,
  CollectionStatsResponse,
  CompareCollectionsResponse,
  ErrorResponse,
} from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { addCards, call, cardIdsOf, courseWith, newCollection, RANDOM_UUID } from "./collection-fixtures";

let t: TestApp;
let u: SignedUpUser;
let other: SignedUpUser;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  u = await signUpUser(t.app);
  other = await signUpUser(t.app);
  const course = await courseWith(t.app, u, [
    { face: "Q1", back: "A", topic: "Art", deepDive: { title: "D", content: "c" } },
    {
      face: "Q2",
      back: "A",
      topic: "Art",
      level: "Advanced",
      conceptExplainer: { title: "E", content: "c" },
    },
    {
      face: "Q3",
      back: "A",
      topic: "Music",
      deepDive: { title: "D", content: "c" },
      conceptExplainer: { title: "E", content: "c" },
    },
    { face: "Q4", back: "A", topic: "Poetry", level: "Intermediate" },
  ]);
  ids = await cardIdsOf(t.app, u, course);
});
afterAll(() => t.close());

const error = (res: { json(): unknown }) => ErrorResponse.parse(res.json()).error;
const cardsOf = async (user: SignedUpUser, id: string) =>
  (await call(t.app, user, "GET", `/collections/${id}/cards`))
    .json()
    .data.cards.map((c: { id: string }) => c.id);

describe("POST /api/collections/:id/duplicate (requirements C2 Duplicate; requirements C7 {newName, newSlug, includeCards})", () => {
  it("copies name, colour, config and the cards in order by default", async () => {
    const id = await newCollection(t.app, u, {
      color: "#10B981",
      description: "Orig",
      config: { sessionMode: "sequential" },
    });
    await addCards(t.app, u, id, [ids[2]!, ids[0]!]);
    const res = await call(t.app, u, "POST", `/collections/${id}/duplicate`, {
      newName: "Copy of it",
      newSlug: "copy-of-it",
    });
    expect(res.statusCode).toBe(201);
    const copy = CollectionResponse.parse(res.json()).data.collection;
    expect(copy).toMatchObject({
      name: "Copy of it",
      slug: "copy-of-it",
      color: "#10B981",
      description: "Orig",
      stats: { totalCards: 2 },
      config: { sessionMode: "sequential" },
    });
    expect(copy.id).not.toBe(id);
    expect(await cardsOf(u, copy.id)).toEqual([ids[2], ids[0]]);
  });

  it("copies no cards with includeCards false, and derives the slug from the name when none is sent", async () => {
    const id = await newCollection(t.app, u);
    await addCards(t.app, u, id, [ids[1]!]);
    const res = await call(t.app, u, "POST", `/collections/${id}/duplicate`, {
      newName: "Empty Copy!",
      includeCards: false,
    });
    expect(res.json().data.collection).toMatchObject({ slug: "empty-copy", stats: { totalCards: 0 } });
  });

  it("answers 400 for a blank name, 409 for a taken slug, 404 for another user's collection", async () => {
    const id = await newCollection(t.app, u, { slug: "dup-source" });
    const blank = await call(t.app, u, "POST", `/collections/${id}/duplicate`, { newName: " " });
    expect(blank.statusCode).toBe(400);
    expect(error(blank)).toMatchObject({
      message: "Please enter both name and slug",
      fields: { newName: "is required" },
    });
    const badSlug = await call(t.app, u, "POST", `/collections/${id}/duplicate`, {
      newName: "X",
      newSlug: "Bad Slug",
      includeCards: "yes",
    });
    expect(Object.keys(error(badSlug).fields ?? {}).sort()).toEqual(["includeCards", "newSlug"]);
    const taken = await call(t.app, u, "POST", `/collections/${id}/duplicate`, {
      newName: "Dup",
      newSlug: "dup-source",
    });
    expect(taken.statusCode).toBe(409);
    const theirs = await call(t.app, other, "POST", `/collections/${id}/duplicate`, { newName: "Mine" });
    expect(theirs.statusCode).toBe(404);
    expect(error(theirs).message).toBe("Collection not found");
  });
});

describe("GET /api/collections/compare/:idA/:idB (requirements C7)", () => {
  it("answers the cards in both, only in A, only in B, and the topic overlap", async () => {
    const a = await newCollection(t.app, u);
    const b = await newCollection(t.app, u);
    await addCards(t.app, u, a, [ids[0]!, ids[1]!, ids[2]!]);
    await addCards(t.app, u, b, [ids[2]!, ids[3]!]);
    const res = await call(t.app, u, "GET", `/collections/compare/${a}/${b}`);
    expect(CompareCollectionsResponse.parse(res.json()).data).toEqual({
      inBoth: [ids[2]],
      onlyInA: [ids[0], ids[1]],
      onlyInB: [ids[3]],
      topicOverlap: { shared: ["Music"], onlyA: ["Art"], onlyB: ["Poetry"] },
    });
  });

  it("is 404 when either collection is another user's, 400 for a malformed id", async () => {
    const mine = await newCollection(t.app, u);
    const theirs = await newCollection(t.app, other);
    for (const url of [`/collections/compare/${mine}/${theirs}`, `/collections/compare/${theirs}/${mine}`]) {
      const res = await call(t.app, u, "GET", url);
      expect(res.statusCode).toBe(404);
      expect(error(res).message).toBe("Collection not found");
    }
    const bad = await call(t.app, u, "GET", `/collections/compare/${mine}/nope`);
    expect(bad.statusCode).toBe(400);
    expect(error(bad).fields).toHaveProperty("idB");
  });
});

describe("GET /api/collections/:id/stats (requirements C3 Collection statistics; requirements C2 statistics panel)", () => {
  it("counts cards by topic and level, deep dives and concept explainers", async () => {
    const id = await newCollection(t.app, u);
    await addCards(t.app, u, id, ids);
    const res = await call(t.app, u, "GET", `/collections/${id}/stats`);
    expect(CollectionStatsResponse.parse(res.json()).data).toEqual({
      totalCards: 4,
      cardsByTopic: { Art: 2, Music: 1, Poetry: 1 },
      cardsByLevel: { Beginner: 2, Advanced: 1, Intermediate: 1 },
      hasDeepDive: 2,
      hasConceptExplainer: 2,
    });
    expect((await call(t.app, other, "GET", `/collections/${id}/stats`)).statusCode).toBe(404);
  });
});

describe("POST /api/collections/from-course/:courseId (requirements C7)", () => {
  it("makes a collection of a readable course's cards, slug from the course name with a suffix when taken", async () => {
    const course = await courseWith(
      t.app,
      other,
      [
        { face: "P1", back: "B" },
        { face: "P2", back: "B" },
      ],
      { isPublic: true, name: "Baroque Music" },
    );
    const first = await call(t.app, u, "POST", `/collections/from-course/${course}`);
    expect(first.statusCode).toBe(201);
    const made = CollectionResponse.parse(first.json()).data.collection;
    expect(made).toMatchObject({ name: "Baroque Music", slug: "baroque-music", stats: { totalCards: 2 } });
    expect(await cardsOf(u, made.id)).toEqual(await cardIdsOf(t.app, other, course));
    const second = await call(t.app, u, "POST", `/collections/from-course/${course}`);
    expect(second.json().data.collection.slug).toBe("baroque-music-2");
    const third = await call(t.app, u, "POST", `/collections/from-course/${course}`);
    expect(third.json().data.collection.slug).toBe("baroque-music-3");
  });

  it("10 concurrent calls all succeed with distinct slugs (the server picks the slug)", async () => {
    const course = await courseWith(t.app, other, [{ face: "C1", back: "B" }], {
      isPublic: true,
      name: "Concurrent Canon",
    });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, u, "POST", `/collections/from-course/${course}`)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const slugs = responses.map((r) => CollectionResponse.parse(r.json()).data.collection.slug);
    expect(new Set(slugs).size).toBe(10);
    expect(slugs).toContain("concurrent-canon");
    expect(slugs).toContain("concurrent-canon-10");
  });

  it("is 404 'Course not found' for another user's private course or a missing one", async () => {
    const priv = await courseWith(t.app, other, [{ face: "S", back: "B" }]);
    for (const id of [priv, RANDOM_UUID]) {
      const res = await call(t.app, u, "POST", `/collections/from-course/${id}`);
      expect(res.statusCode).toBe(404);
      expect(error(res).message).toBe("Course not found");
    }
  });
});
