import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, counts, makeCard, makeUpload, uniqueSlug } from "./course-helpers";

let t: TestApp;
let owner: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
});
afterAll(() => t.close());

const upload = (body: unknown) => call(t.app, owner, "POST", "/api/courses/upload", body);

describe("POST /courses/upload: the checks of requirements C5, in order, with their messages", () => {
  const valid = makeUpload();
  const cases: [string, unknown, string][] = [
    ["1 name required", { ...valid, name: undefined }, 'Missing "name" field'],
    ["1 name blank", { ...valid, name: "   " }, 'Missing "name" field'],
    ["1 a non-object body", [1, 2], 'Missing "name" field'],
    ["2 slug required", { ...valid, slug: undefined }, 'Missing "slug" field'],
    ["3 topics must be an array", { ...valid, topics: "Arithmetic" }, 'Missing or invalid "topics" field'],
    ["4 levels must be an array", { ...valid, levels: undefined }, 'Missing or invalid "levels" field'],
    ["5 cards must be an array", { ...valid, cards: {} }, 'Missing or invalid "cards" field'],
    ["6 at least one card", { ...valid, cards: [] }, "At least one card is required"],
    [
      "7 the first card has face, back, topic and level",
      { ...valid, cards: [{ face: "Q", back: "A", topic: "T" }] },
      "Cards must have face, back, topic, and level fields",
    ],
    // Order: the earliest failing rule wins.
    [
      "order: missing name and cards reports the name",
      { slug: "x", topics: [], levels: [] },
      'Missing "name" field',
    ],
    [
      "order: missing slug and topics reports the slug",
      { name: "N", levels: [], cards: [] },
      'Missing "slug" field',
    ],
    [
      "order: bad levels and empty cards reports levels",
      { ...valid, levels: "B", cards: [] },
      'Missing or invalid "levels" field',
    ],
  ];
  it.each(cases)("%s", async (_rule, body, message) => {
    const res = await upload(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it("server: every card is checked with the full CardFields schema, naming its 1-based position", async () => {
    const cards = [makeCard(), makeCard(), makeCard({ type: "mcq", options: "A,B" as unknown as string[] })];
    const res = await upload(makeUpload({ cards }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Card 3: options: /);
    expect(res.json().error.fields).toMatchObject({ "cards.2.options": expect.any(String) });
  });

  it("server: a later card missing its level names that card", async () => {
    const res = await upload(
      makeUpload({ cards: [makeCard(), { face: "Q", back: "A", topic: "T" } as never] }),
    );
    expect(res.json().error.message).toBe("Card 2: level: Level is required");
  });

  it("server: level must be Beginner, Intermediate or Advanced", async () => {
    const res = await upload(makeUpload({ cards: [makeCard({ level: "Expert" as never })] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Card 1: level: must be Beginner, Intermediate or Advanced");
  });

  it("server: an mcq with answerIndex out of range is 400 with the card's position", async () => {
    const mcq = makeCard({ type: "mcq", options: ["A", "B", "C"], answerIndex: 3 });
    const res = await upload(makeUpload({ cards: [makeCard(), mcq] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      "Card 2: answerIndex: must be between 0 and 2 (the card has 3 options)",
    );
  });

  it("server: at most 5,000 cards (5,001 is 400 with a clear message)", async () => {
    const res = await upload(makeUpload({}, 5_001));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      "A course can have at most 5,000 cards; this one has 5,001. Split it into several courses.",
    );
  });

  it("server: exactly 5,000 cards are accepted and counted", async () => {
    const res = await upload(makeUpload({}, 5_000));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.cardCount).toBe(5_000);
    expect(await counts(t.database, res.json().data.course.id)).toEqual({ stored: 5_000, actual: 5_000 });
  }, 120_000);

  it("a body over the 5 MB limit is 413", async () => {
    const big = makeUpload({ description: "x".repeat(5 * 1024 * 1024) });
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("malformed JSON is 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/courses/upload",
      headers: { ...owner.auth, "content-type": "application/json" },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("BAD_REQUEST");
  });
});

describe("POST /courses/upload: success and normalisation", () => {
  it("answers 201 {data: {course, cardCount}} with the course owned by the uploader", async () => {
    const body = makeUpload();
    const res = await upload(body);
    expect(res.statusCode).toBe(201);
    const { course, cardCount } = res.json().data;
    expect(cardCount).toBe(3);
    expect(course).toMatchObject({
      name: "Test Course",
      slug: body.slug,
      ownerId: owner.id,
      isOwner: true,
      ownerName: "Test User",
      cardCount: 3,
      isActive: true,
      isPublic: false,
      source: "upload",
    });
  });

  it("a slug already used by the same owner is 409 with the spec'd message; other owners may reuse it", async () => {
    const slug = uniqueSlug();
    expect((await upload(makeUpload({ slug }))).statusCode).toBe(201);
    const again = await upload(makeUpload({ slug }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `You already have a course with the slug "${slug}". Choose another slug.`,
    );
    const other = await signUpUser(t.app);
    expect((await call(t.app, other, "POST", "/api/courses/upload", makeUpload({ slug }))).statusCode).toBe(
      201,
    );
  });

  it("normalises cards: defaults, type rules, word count, minReadTime 5", async () => {
    const cards = [
      makeCard({
        face: "one two three",
        back: "four five",
        options: ["x", "y"],
        answerIndex: 0,
        acceptableAnswers: ["z"],
      }),
      makeCard({ type: "mcq", options: ["A", "", "B", "C"], answerIndex: 2, acceptableAnswers: ["no"] }),
      makeCard({ type: "cloze", acceptableAnswers: ["four", " ", "4"], options: ["x"], minReadTime: 9 }),
    ];
    const res = await upload(makeUpload({ cards, topics: [], levels: [] }));
    expect(res.statusCode).toBe(201);
    const id = res.json().data.course.id;
    const list = (await call(t.app, owner, "GET", `/api/courses/${id}/cards`)).json().data.cards;
    expect(list[0]).toMatchObject({ type: "basic", frequency: "daily", options: null, answerIndex: null });
    expect(list[0]).toMatchObject({ acceptableAnswers: null, wordCount: 5, minReadTime: 5, position: 0 });
    expect(list[1]).toMatchObject({
      type: "mcq",
      options: ["A", "B", "C"],
      answerIndex: 1,
      acceptableAnswers: null,
    });
    expect(list[2]).toMatchObject({
      type: "cloze",
      acceptableAnswers: ["four", "4"],
      options: null,
      minReadTime: 9,
    });
  });

  it("empty course topics/levels default to the distinct values of the cards", async () => {
    const cards = [
      makeCard({ topic: "B", level: "Advanced" }),
      makeCard({ topic: "A" }),
      makeCard({ topic: "B" }),
    ];
    const res = await upload(makeUpload({ cards, topics: [], levels: [] }));
    expect(res.json().data.course.topics).toEqual(["B", "A"]);
    expect(res.json().data.course.levels).toEqual(["Advanced", "Beginner"]);
  });
});
