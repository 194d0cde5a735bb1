import { AiCardSearchResponse, CardSearchResponse, ErrorResponse } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseQuery } from "../../src/modules/search/search-text";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { courseWith, faces, postSearch } from "./search-fixtures";

let t: TestApp;
let u: SignedUpUser;
let courseA: string;
let courseB: string;

beforeAll(async () => {
  t = await createTestApp();
  u = await signUpUser(t.app);
  courseA = await courseWith(t.app, u, [
    {
      face: "Which organelle runs photosynthesis in plant cells?",
      back: "The chloroplast",
      topic: "Biology",
      level: "Intermediate",
      conceptTags: ["cells", "plants"],
      difficultyScore: 6,
    },
    {
      face: "What is photosynthesis?",
      back: "Turning light into sugar",
      topic: "Biology",
      conceptTags: ["plants"],
      difficultyScore: 2,
      deepDive: { title: "Light", content: "More" },
    },
    {
      face: "Name the powerhouse of the cell",
      back: "Mitochondria make ATP, unlike photosynthesis",
      topic: "Biology",
      level: "Advanced",
      conceptTags: ["cells"],
      difficultyScore: 8,
    },
    {
      face: "Why are leaves green?",
      back: "Chlorophyll reflects green light",
      topic: "Botany",
      explanationRight: "Photosynthesis absorbs red and blue",
      type: "mcq",
      options: ["Chlorophyll", "Water"],
      answerIndex: 0,
    },
  ]);
  courseB = await courseWith(t.app, u, [
    {
      face: "What is the capital of France?",
      back: "Paris",
      topic: "Geography",
      conceptTags: ["europe"],
      difficultyScore: 2,
    },
    {
      face: "What is the capital of Italy?",
      back: "Rome",
      topic: "Geography",
      level: "Intermediate",
      conceptTags: ["europe"],
      difficultyScore: 3,
    },
    { face: "Photosynthesis in one word?", back: "Light food", topic: "Biology", conceptTags: ["plants"] },
  ]);
});
afterAll(() => t.close());

describe("text relevance (requirements C2 Card Search: query text; requirements C7 cards/search)", () => {
  it("ranks a card whose face holds the exact phrase first, then face matches above back and explanations", async () => {
    const res = await postSearch(t.app, u, { query: "What is photosynthesis" });
    expect(res.statusCode).toBe(200);
    expect(faces(res)[0]).toBe("What is photosynthesis?");

    const word = faces(await postSearch(t.app, u, { query: "photosynthesis" }));
    expect(word).toHaveLength(5);
    // Faces (weight A) before the back (B) before an explanation (D).
    expect(word.slice(3)).toEqual(["Name the powerhouse of the cell", "Why are leaves green?"]);
  });

  it("still finds the card with a one-letter typo (trigram similarity)", async () => {
    expect(faces(await postSearch(t.app, u, { query: "photosynthesys" }))).toContain(
      "What is photosynthesis?",
    );
    expect(faces(await postSearch(t.app, u, { query: "capitol of france" }))[0]).toBe(
      "What is the capital of France?",
    );
  });

  it("matches word prefixes and ignores punctuation, quotes and tsquery syntax in the text", async () => {
    expect(faces(await postSearch(t.app, u, { query: "photosynth" }))).toContain("What is photosynthesis?");
    for (const query of ["capital & !(france", "'capital':* | paris", "capital\\ of: france)"]) {
      const res = await postSearch(t.app, u, { query });
      expect(res.statusCode).toBe(200);
      expect(faces(res)[0]).toBe("What is the capital of France?");
    }
    const blank = await postSearch(t.app, u, { query: "?!", courseIds: [courseB] });
    expect(CardSearchResponse.parse(blank.json()).data.totalCount).toBe(3);
  });

  it("expands the last word as a prefix from four letters only; a shorter one matches whole words", async () => {
    // docs/decisions/search.md "Prefix from four letters". Its own user, so the other tests' counts hold.
    const v = await signUpUser(t.app);
    await courseWith(t.app, v, [
      { face: "Where does the sun rise?", back: "East", topic: "Sky" },
      { face: "Why do sunflowers turn?", back: "To the light", topic: "Sky" },
    ]);
    const total = async (query: string) =>
      CardSearchResponse.parse((await postSearch(t.app, v, { query })).json()).data.totalCount;
    expect(faces(await postSearch(t.app, v, { query: "sun" }))).toEqual(["Where does the sun rise?"]);
    expect(faces(await postSearch(t.app, v, { query: "sunf" }))).toEqual(["Why do sunflowers turn?"]);
    // "sunf" is a prefix, "sun" is not: a four-letter query counts the longer word, a three-letter one does not.
    expect(await total("sunf")).toBe(1);
    // Only the last word is a prefix; a short earlier word is whole, as it always was.
    expect(faces(await postSearch(t.app, v, { query: "do sunf" }))).toEqual(["Why do sunflowers turn?"]);
    expect(parseQuery("cap")).toMatchObject({ tsquery: "'cap'", prefix: null });
    expect(parseQuery("the Capi")).toMatchObject({ tsquery: "'the' & 'Capi':*", prefix: "capi" });
  });

  it("accepts `text` as another name of `query` (library search) and answers total = totalCount", async () => {
    const res = await postSearch(t.app, u, { text: "capital" }, "/api/collections/search-cards");
    const body = CardSearchResponse.parse(res.json());
    expect(body.data.cards.map((c) => c.face).sort()).toEqual([
      "What is the capital of France?",
      "What is the capital of Italy?",
    ]);
    expect(body.data.total).toBe(2);
    expect(body.data.totalCount).toBe(2);
    expect(body.data.cards[0]!.courseName).toMatch(/^Course /);
  });
});

describe("filters (requirements C2 Card Search: courses, topics, levels, types, has-deep-dive)", () => {
  it("combines different filters with AND and the values of one filter with OR", async () => {
    const topicOnly = await postSearch(t.app, u, { topics: ["Biology"] });
    expect(topicOnly.json().data.totalCount).toBe(4);
    const both = await postSearch(t.app, u, { topics: ["Biology", "Botany"], levels: ["Beginner"] });
    expect(faces(both).sort()).toEqual([
      "Photosynthesis in one word?",
      "What is photosynthesis?",
      "Why are leaves green?",
    ]);
    const narrowed = await postSearch(t.app, u, {
      query: "photosynthesis",
      courseIds: [courseA],
      levels: ["Beginner"],
      types: ["basic"],
    });
    expect(faces(narrowed)).toEqual(["What is photosynthesis?"]);
    expect(faces(await postSearch(t.app, u, { hasDeepDive: true }))).toEqual(["What is photosynthesis?"]);
    expect(
      (await postSearch(t.app, u, { hasDeepDive: false, courseIds: [courseA] })).json().data.totalCount,
    ).toBe(3);
    expect(faces(await postSearch(t.app, u, { types: ["mcq"] }))).toEqual(["Why are leaves green?"]);
  });

  it("filters by concept tags (any of them) and by a difficulty range", async () => {
    const tagged = await postSearch(t.app, u, { tags: ["cells"], difficulty: { min: 7 } });
    expect(faces(tagged)).toEqual(["Name the powerhouse of the cell"]);
    const range = await postSearch(t.app, u, { difficulty: { min: 2, max: 3 } });
    expect(range.json().data.totalCount).toBe(3);
  });

  it("computes aggregations over the whole filtered set, not the page", async () => {
    const res = await postSearch(t.app, u, { query: "photosynthesis", limit: 1 });
    const body = CardSearchResponse.parse(res.json());
    expect(body.data.cards).toHaveLength(1);
    expect(body.data.totalCount).toBe(5);
    expect(body.data.aggregations.topics).toEqual([
      { value: "Biology", count: 4 },
      { value: "Botany", count: 1 },
    ]);
    expect(body.data.aggregations.levels).toEqual([
      { value: "Beginner", count: 3 },
      { value: "Intermediate", count: 1 },
      { value: "Advanced", count: 1 },
    ]);
    expect(body.data.aggregations.tags).toEqual([
      { value: "plants", count: 3 },
      { value: "cells", count: 2 },
    ]);
  });

  it("pages with limit and skip in a stable order", async () => {
    const all = faces(await postSearch(t.app, u, { limit: 10 }));
    expect(all).toHaveLength(7);
    const page2 = faces(await postSearch(t.app, u, { limit: 3, skip: 3 }));
    expect(page2).toEqual(all.slice(3, 6));
  });

  it("without text, orders the page by course name, then position, courses of one name together", async () => {
    // The library's page is read course by course in name order (search.repository.ts `coursesByName`).
    const v = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    await courseWith(
      t.app,
      v,
      [
        { face: "B1", back: "x" },
        { face: "B2", back: "x" },
      ],
      { name: "Beta" },
    );
    await courseWith(
      t.app,
      v,
      [
        { face: "A1", back: "x" },
        { face: "A2", back: "x" },
      ],
      { name: "Alpha" },
    );
    await courseWith(t.app, other, [{ face: "A3", back: "x" }], { name: "Alpha", isPublic: true });
    await courseWith(t.app, other, [{ face: "P1", back: "x" }], { name: "Private" });
    const all = faces(await postSearch(t.app, v, { limit: 10 }));
    // Two courses named Alpha: position first, so their first cards come before their second ones.
    expect(all.slice(0, 3).sort()).toEqual(["A1", "A2", "A3"].sort());
    expect(all[2]).toBe("A2");
    expect(all.slice(3)).toEqual(["B1", "B2"]);
    expect(faces(await postSearch(t.app, v, { limit: 2, skip: 3 }))).toEqual(["B1", "B2"]);
  });

  it("rejects bad criteria with 400 naming the fields", async () => {
    const res = await postSearch(t.app, u, {
      query: 5,
      limit: 501,
      levels: "Beginner",
      difficulty: { min: 0 },
      courseIds: ["x"],
      sort: 1,
    });
    expect(res.statusCode).toBe(400);
    const fields = ErrorResponse.parse(res.json()).error.fields ?? {};
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(["query", "limit", "levels", "difficulty.min", "courseIds.0", "sort"]),
    );
  });
});

describe("GET /api/ai-content/cards/search (requirements C7: comma-joined lists, difficulty JSON, limit 50)", () => {
  const get = (qs: string) =>
    t.app.inject({ method: "GET", url: `/api/ai-content/cards/search?${qs}`, headers: u.auth });

  it("reads q or query, comma-joined lists and a JSON difficulty", async () => {
    const diff = encodeURIComponent(JSON.stringify({ min: 1, max: 3 }));
    const res = await get(
      `q=capital&topics=Geography,History&levels=Beginner,Intermediate&tags=europe&difficulty=${diff}`,
    );
    const body = AiCardSearchResponse.parse(res.json());
    expect(body.data.totalCount).toBe(2);
    expect(body.data.aggregations.levels.map((l) => l.value)).toEqual(["Beginner", "Intermediate"]);
    expect(AiCardSearchResponse.parse((await get("query=powerhouse")).json()).data.cards).toHaveLength(1);
  });

  it("limits to 50 and rejects more, or a difficulty that is not JSON, with 400", async () => {
    expect((await get("limit=50")).statusCode).toBe(200);
    const res = await get("limit=51&difficulty=hard");
    expect(res.statusCode).toBe(400);
    expect(Object.keys(ErrorResponse.parse(res.json()).error.fields ?? {})).toEqual(
      expect.arrayContaining(["limit", "difficulty"]),
    );
  });

  it("requires a signed-in user", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/ai-content/cards/search?q=x" })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: "POST", url: "/api/cards/search", payload: {} })).statusCode).toBe(
      401,
    );
  });
});
