import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, counts, makeCard, makeUpload, setPublic, uniqueSlug, uploadAs } from "./course-helpers";

let t: TestApp;
let alice: SignedUpUser;
let bob: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([
    signUpUser(t.app, { displayName: "Alice" }),
    signUpUser(t.app, { displayName: "Bob" }),
  ]);
});
afterAll(() => t.close());

const ids = (res: { json(): { data: { courses: { id: string }[] } } }) =>
  res.json().data.courses.map((c) => c.id);

describe("GET /courses and GET /courses/public (requirements C7)", () => {
  let own: string[];
  let bobPublic: string;
  let bobPrivate: string;
  beforeAll(async () => {
    const first = await uploadAs(t.app, alice, makeUpload({ name: "First" }));
    const second = await uploadAs(t.app, alice, makeUpload({ name: "Second" }));
    await call(t.app, alice, "PATCH", `/api/courses/${second.id}`, { isActive: false, isPublic: true });
    own = [second.id, first.id];
    bobPublic = (await uploadAs(t.app, bob)).id;
    await setPublic(t.app, bob, bobPublic);
    bobPrivate = (await uploadAs(t.app, bob)).id;
  });

  it("lists only the user's own courses, newest first", async () => {
    const res = await call(t.app, alice, "GET", "/api/courses");
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(own);
    expect(res.json().data.courses.every((c: { isOwner: boolean }) => c.isOwner)).toBe(true);
  });

  it("filters by isActive and isPublic given as text", async () => {
    expect(ids(await call(t.app, alice, "GET", "/api/courses?isActive=true"))).toEqual([own[1]]);
    expect(ids(await call(t.app, alice, "GET", "/api/courses?isActive=false"))).toEqual([own[0]]);
    expect(ids(await call(t.app, alice, "GET", "/api/courses?isPublic=true"))).toEqual([own[0]]);
    expect((await call(t.app, alice, "GET", "/api/courses?isActive=maybe")).statusCode).toBe(400);
  });

  it("includePublic=true adds other users' public courses, never their private ones", async () => {
    const res = await call(t.app, alice, "GET", "/api/courses?includePublic=true");
    expect(ids(res)).toEqual([bobPublic, ...own]);
    expect(ids(res)).not.toContain(bobPrivate);
    const shared = res.json().data.courses[0];
    expect(shared).toMatchObject({ isOwner: false, ownerName: "Bob", ownerId: bob.id });
  });

  it("GET /courses/public lists public courses of everyone, the viewer's own included", async () => {
    const res = await call(t.app, alice, "GET", "/api/courses/public");
    expect(ids(res)).toEqual([bobPublic, own[0]]);
    expect(ids(await call(t.app, alice, "GET", "/api/courses/public?isActive=true"))).toEqual([bobPublic]);
  });
});

describe("GET /courses/:id: the course presenter", () => {
  it("answers {data: {course}} with exactly the public fields (no email, no password hash)", async () => {
    const course = await uploadAs(t.app, alice);
    await setPublic(t.app, alice, course.id);
    const res = await call(t.app, bob, "GET", `/api/courses/${course.id}`);
    const got = res.json().data.course;
    expect(Object.keys(got).sort()).toEqual(
      [
        "cardCount",
        "config",
        "createdAt",
        "description",
        "id",
        "isActive",
        "isOwner",
        "isPublic",
        "levels",
        "name",
        "ownerId",
        "ownerName",
        "slug",
        "source",
        "topics",
        "updatedAt",
      ].sort(),
    );
    expect(got).toMatchObject({ isOwner: false, ownerName: "Alice", cardCount: 3 });
    expect(res.body).not.toContain(alice.email);
  });
});

describe("PATCH /courses/:id (owner only)", () => {
  it("changes isActive, isPublic, name, description and merges config", async () => {
    const course = await uploadAs(t.app, alice);
    const res = await call(t.app, alice, "PATCH", `/api/courses/${course.id}`, {
      isActive: false,
      isPublic: true,
      name: "Renamed",
      description: "New text",
      config: { cardsPerSession: 25 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.course).toMatchObject({
      isActive: false,
      isPublic: true,
      name: "Renamed",
      description: "New text",
      config: { defaultFrequency: "daily", cardsPerSession: 25 },
    });
    const again = await call(t.app, alice, "GET", `/api/courses/${course.id}`);
    expect(again.json().data.course.name).toBe("Renamed");
  });

  it("rejects a blank name and a wrong type with field messages", async () => {
    const course = await uploadAs(t.app, alice);
    const blank = await call(t.app, alice, "PATCH", `/api/courses/${course.id}`, { name: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe("name: is required");
    const wrong = await call(t.app, alice, "PATCH", `/api/courses/${course.id}`, { isPublic: "yes" });
    expect(wrong.json().error.message).toBe("isPublic: must be true or false");
  });
});

describe("DELETE /courses/:id (requirements C4: deleting removes all its cards)", () => {
  it("answers {data: {deletedCards}} and removes the course and every card", async () => {
    const course = await uploadAs(t.app, alice, makeUpload({}, 7));
    const res = await call(t.app, alice, "DELETE", `/api/courses/${course.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { deletedCards: 7 } });
    expect((await call(t.app, alice, "GET", `/api/courses/${course.id}`)).statusCode).toBe(404);
    const { rows } = await t.database.sql.query<{ n: number }>(
      "select count(*)::int as n from cards where course_id = $1",
      [course.id],
    );
    expect(rows[0]!.n).toBe(0);
    expect(await counts(t.database, course.id)).toBeNull();
  });
});

const richCards = [
  makeCard({
    face: "Which planet is largest?",
    back: "Jupiter",
    topic: "Planets",
    level: "Intermediate",
    type: "mcq",
    frequency: "weekly",
    options: ["Mars", "Jupiter", "Venus", "Earth"],
    answerIndex: 1,
    explanationRight: "Yes: Jupiter.",
    explanationWrong: "Jupiter is the largest.",
    conceptExplainer: { title: "Gas giants", content: "Big and gassy." },
    deepDive: {
      title: "Jupiter",
      content: "More than 300 Earths of mass.",
      artworks: [
        { title: "Jupiter", searchKeywords: "jupiter painting", artist: "A", year: 1900, description: "d" },
      ],
    },
    artworks: [{ title: "Starry Night", searchKeywords: "van gogh starry night" }],
    relatedConcepts: [{ title: "Saturn", teaser: "Rings", cardIds: [] }],
    conceptTags: ["planets", "solar-system"],
    difficultyScore: 4,
    glossary: [
      {
        term: "gas giant",
        definitionShort: "A big planet of gas",
        contextTags: ["astro"],
        layersFoundIn: ["back"],
      },
    ],
    minReadTime: 12,
    sandbox: { module: "orbit", params: { speed: 2 }, scenarioByOption: ["a", "b", "c", "d"] },
  }),
  makeCard({
    type: "cloze",
    face: "The Sun is a ____.",
    back: "star",
    acceptableAnswers: ["star", "a star"],
  }),
  makeCard({ topic: "Moons", level: "Advanced" }),
];

describe("GET /courses/:id/export", () => {
  it("answers the course as upload JSON with a download name, cards in position order", async () => {
    const course = await uploadAs(t.app, alice, makeUpload({ cards: richCards }));
    const res = await call(t.app, alice, "GET", `/api/courses/${course.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${course.slug}.json"`);
    const exported = res.json();
    expect(Object.keys(exported).sort()).toEqual([
      "cards",
      "config",
      "description",
      "levels",
      "name",
      "slug",
      "topics",
    ]);
    expect(exported.cards.map((c: { face: string }) => c.face)).toEqual(richCards.map((c) => c.face));
    expect(exported.cards[0]).toEqual({
      ...richCards[0],
      relatedConcepts: [{ title: "Saturn", teaser: "Rings", cardIds: [] }],
    });
  });

  it("export → upload (new slug) → export round-trips every field", async () => {
    const course = await uploadAs(t.app, alice, makeUpload({ cards: richCards, topics: ["Planets"] }));
    const first = (await call(t.app, alice, "GET", `/api/courses/${course.id}/export`)).json();
    const slug = uniqueSlug("copy");
    const copy = await uploadAs(t.app, alice, { ...first, slug });
    const second = (await call(t.app, alice, "GET", `/api/courses/${copy.id}/export`)).json();
    expect(second.slug).toBe(slug);
    expect({ ...second, slug: undefined }).toEqual({ ...first, slug: undefined });
    expect(first.topics).toEqual(["Planets", "Arithmetic", "Moons"]);
  });
});
