import { UNSAFE_TEXT_MESSAGES } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../auth/support";
import { call, makeCard, makeUpload, uploadAs } from "../courses/course-helpers";
import { type SignedUpUser, signUpUser, uniqueEmail } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";

// Text the database cannot hold is refused where it enters, for every route (docs/decisions/input-text.md).
let t: TestApp;
let owner: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
});
afterAll(() => t.close());

const NUL = "a\u0000b";
const LONE = "a\uD800b";

describe("NUL and unpaired surrogates are 400s naming the field", () => {
  it("signup displayName with NUL", async () => {
    const res = await call(t.app, null, "POST", "/api/auth/signup", {
      email: uniqueEmail(),
      password: "correct horse",
      displayName: NUL,
    });
    expect(expectError(res, 400, "VALIDATION_ERROR")).toEqual({
      code: "VALIDATION_ERROR",
      message: `displayName: ${UNSAFE_TEXT_MESSAGES.nul}`,
      fields: { displayName: UNSAFE_TEXT_MESSAGES.nul },
    });
  });

  it("upload: NUL in a card field, a lone surrogate in a card topic, MCQ options and a glossary term", async () => {
    const cards = [
      makeCard(),
      makeCard({ face: NUL }),
      makeCard({ topic: LONE }),
      makeCard({ type: "mcq", options: ["x", "\uDC00"], answerIndex: 0 }),
      makeCard({ glossary: [{ term: LONE, definitionShort: "d" }] }),
    ];
    const res = await call(t.app, owner, "POST", "/api/courses/upload", makeUpload({ cards }));
    expect(expectError(res, 400, "VALIDATION_ERROR").fields).toEqual({
      "cards.1.face": UNSAFE_TEXT_MESSAGES.nul,
      "cards.2.topic": UNSAFE_TEXT_MESSAGES.surrogate,
      "cards.3.options.1": UNSAFE_TEXT_MESSAGES.surrogate,
      "cards.4.glossary.0.term": UNSAFE_TEXT_MESSAGES.surrogate,
    });
  });

  it("a key of a free-form object (sandbox params) with NUL", async () => {
    const card = makeCard({ sandbox: { module: "m", params: { [NUL]: 1 } } });
    const res = await call(t.app, owner, "POST", "/api/courses/manual-card", card);
    expect(expectError(res, 400, "VALIDATION_ERROR").fields).toEqual({
      "sandbox.params": UNSAFE_TEXT_MESSAGES.key,
    });
  });

  it("query strings and path parameters too", async () => {
    const search = await call(
      t.app,
      owner,
      "GET",
      `/api/ai-content/cards/search?q=${encodeURIComponent(NUL)}`,
    );
    expect(expectError(search, 400, "VALIDATION_ERROR").fields).toEqual({ q: UNSAFE_TEXT_MESSAGES.nul });
    const verify = await call(t.app, null, "GET", "/api/auth/verify-email/abc%00def");
    expect(expectError(verify, 400, "VALIDATION_ERROR").fields).toEqual({ token: UNSAFE_TEXT_MESSAGES.nul });
  });

  it("a body that is only a string names the whole body with the documented key (an object was expected)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify("\u0000"),
    });
    expect(expectError(res, 400, "VALIDATION_ERROR").fields).toEqual({ $body: "must be a JSON object" });
  });

  it("JSON nested deeper than 32 levels is a 400 naming where (it was a 500 from about 5,000 levels)", async () => {
    const card = JSON.stringify(makeCard({ sandbox: { module: "m", params: { deep: "DEEP" } } }));
    const payload = card.replace('"DEEP"', `${"[".repeat(50_000)}1${"]".repeat(50_000)}`);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/courses/manual-card",
      headers: { ...owner.auth, "content-type": "application/json" },
      payload,
    });
    const fields = expectError(res, 400, "VALIDATION_ERROR").fields ?? {};
    expect(Object.values(fields)).toEqual(["is nested more than 32 levels deep"]);
    expect(Object.keys(fields)[0]).toMatch(/^sandbox\.params\.deep\.0\.0\./);
    const fine = makeCard({
      sandbox: { module: "m", params: { a: { b: { c: [[["three levels of lists"]]] } } } },
    });
    expect((await call(t.app, owner, "POST", "/api/courses/manual-card", fine)).statusCode).toBe(201);
  });

  it("other control characters and valid emoji are stored as sent", async () => {
    const face = "tab\there \u0001\u001F\u007F 😀";
    const res = await call(t.app, owner, "POST", "/api/courses/manual-card", makeCard({ face }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.card.face).toBe(face);
  });
});

describe("one rule for 400s: fields name the field; unknown keys are refused", () => {
  it("PATCH /courses/{id} refuses unknown keys like every other route, naming them", async () => {
    const course = await uploadAs(t.app, owner);
    const res = await call(t.app, owner, "PATCH", `/api/courses/${course.id}`, {
      name: "Renamed",
      ownerId: owner.id,
      config: { cardsPerSession: 5, speed: 2 },
    });
    expect(expectError(res, 400, "VALIDATION_ERROR").fields).toEqual({
      ownerId: "is not an allowed field",
      "config.speed": "is not an allowed field",
    });
    const unchanged = await call(t.app, owner, "GET", `/api/courses/${course.id}`);
    expect(unchanged.json().data.course.name).toBe(course.name);
  });

  it("a whole-body error uses the documented key $body, never an empty key", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "[1,2]",
    });
    const error = expectError(res, 400, "VALIDATION_ERROR");
    expect(Object.keys(error.fields ?? {})).toEqual(["$body"]);
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(expectError(notJson, 400, "BAD_REQUEST").fields).toEqual({ $body: "is not valid JSON" });
  });

  it("upload: the spec's messages word for word (requirements C5), each naming its field", async () => {
    const cases: [unknown, string, string][] = [
      [makeUpload({ name: "" }), "name", 'Missing "name" field'],
      [makeUpload({ slug: "" }), "slug", 'Missing "slug" field'],
      [{ ...makeUpload(), topics: "x" }, "topics", 'Missing or invalid "topics" field'],
      [{ ...makeUpload(), levels: 1 }, "levels", 'Missing or invalid "levels" field'],
      [{ ...makeUpload(), cards: null }, "cards", 'Missing or invalid "cards" field'],
      [makeUpload({ cards: [] }), "cards", "At least one card is required"],
      [
        makeUpload({ cards: [{ face: "Q" } as never] }),
        "cards.0",
        "Cards must have face, back, topic, and level fields",
      ],
    ];
    for (const [body, field, message] of cases) {
      const error = expectError(
        await call(t.app, owner, "POST", "/api/courses/upload", body),
        400,
        "VALIDATION_ERROR",
      );
      expect(error, field).toEqual({ code: "VALIDATION_ERROR", message, fields: { [field]: message } });
    }
  });

  it("upload slug and config errors name their field", async () => {
    const slug = await call(t.app, owner, "POST", "/api/courses/upload", makeUpload({ slug: "Bad Slug" }));
    expect(Object.keys(expectError(slug, 400, "VALIDATION_ERROR").fields ?? {})).toEqual(["slug"]);
    const config = await call(
      t.app,
      owner,
      "POST",
      "/api/courses/upload",
      makeUpload({ config: { defaultFrequency: "daily", cardsPerSession: 1000 } }),
    );
    expect(expectError(config, 400, "VALIDATION_ERROR").fields).toEqual({
      "config.cardsPerSession": "must be at most 100",
    });
  });

  it("MCQ option rules name options or answerIndex (manual card, upload)", async () => {
    const manual = await call(
      t.app,
      owner,
      "POST",
      "/api/courses/manual-card",
      makeCard({ type: "mcq", options: ["only", " "], answerIndex: 0 }),
    );
    expect(expectError(manual, 400, "VALIDATION_ERROR")).toEqual({
      code: "VALIDATION_ERROR",
      message: "options: A multiple-choice card needs at least 2 options",
      fields: { options: "A multiple-choice card needs at least 2 options" },
    });
    const upload = await call(
      t.app,
      owner,
      "POST",
      "/api/courses/upload",
      makeUpload({ cards: [makeCard(), makeCard({ type: "mcq", options: ["a", "b"], answerIndex: 4 })] }),
    );
    expect(expectError(upload, 400, "VALIDATION_ERROR")).toMatchObject({
      message: "Card 2: answerIndex: must be between 0 and 1 (the card has 2 options)",
      fields: { "cards.1.answerIndex": "must be between 0 and 1 (the card has 2 options)" },
    });
  });

  it("a 400 about what a field points to names that field (card not in the session, same course)", async () => {
    const course = await uploadAs(t.app, owner);
    const other = await uploadAs(t.app, owner);
    const cards = await call(t.app, owner, "GET", `/api/courses/${course.id}/cards`);
    const cardId = cards.json().data.cards[0].id as string;
    const same = await call(t.app, owner, "POST", `/api/courses/${course.id}/cards/${cardId}/move`, {
      targetCourseId: course.id,
    });
    expect(Object.keys(expectError(same, 400, "BAD_REQUEST").fields ?? {})).toEqual(["targetCourseId"]);
    const started = await call(t.app, owner, "POST", "/api/sessions/start", { courseIds: [other.id] });
    expect(started.statusCode, started.body).toBe(201);
    const answer = await call(t.app, owner, "POST", "/api/sessions/answer", {
      sessionId: started.json().data.session.id,
      cardId,
      correct: true,
      timeTakenMs: 1000,
    });
    expect(Object.keys(expectError(answer, 400, "BAD_REQUEST").fields ?? {})).toEqual(["cardId"]);
  });
});
