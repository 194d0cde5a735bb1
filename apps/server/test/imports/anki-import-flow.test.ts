import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardMemory, cards, courses, importedReviews } from "../../src/db/schema/index";
import { loadSqlJs } from "../../src/lib/sqlite-wasm";
import { uploadExportCourse } from "../exports/export-fixtures";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { importToEnd as importThroughJob } from "./support/import-to-end";

/**
 * Import, Anki packages through the whole path a user takes: upload → preview → start → the
 * durable job → report; the revlog replayed through FSRS into the importer's card memory. And the round
 * trip "export → import keeps every field" with our own .apkg.
 */
let t: TestApp;
let owner: SignedUpUser;
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name));

beforeAll(async () => {
  t = await createTestApp({}, { startJobs: true });
  owner = await signUpUser(t.app);
});
afterAll(() => t.close());

const importToEnd = (filename: string, body: Buffer | Uint8Array) =>
  importThroughJob(t, owner, filename, body);

/** Cards whose text the HTML and markdown converters do not give back as written, in a course named Default. */
const EDGE_COURSE = {
  name: "Default",
  description: "Edge cases",
  topics: ["Default", "Stars"],
  levels: ["Beginner", "Intermediate"],
  cards: [
    {
      topic: "Default",
      level: "Intermediate",
      face: "2 * 3 = 6, snake_case, [x] and a \\ backslash",
      back: "<b>kept as text</b> &amp;",
      conceptTags: ["under_score", "two words"],
    },
    {
      topic: "Stars",
      level: "Beginner",
      type: "cloze",
      face: "The stars fact 2 is ____.",
      back: "Polaris",
      acceptableAnswers: ["Polaris", "North Star"],
      explanationRight: "It is *bright*.",
      deepDive: {
        title: "Navigation",
        content: "Sailors steer by it.",
        artworks: [{ title: "The Starry Night", searchKeywords: "van gogh starry night" }],
      },
    },
    { topic: "Stars", level: "Beginner", type: "cloze", face: "A cloze without a blank", back: "a}}b::c" },
    {
      topic: "Stars",
      level: "Intermediate",
      type: "mcq",
      face: "Which star is the brightest at night?",
      back: "Sirius, in Canis Major",
      options: ["Vega", "Sirius", "Polaris"],
      answerIndex: 1,
      explanationRight: "Yes.",
      explanationWrong: "No: *Sirius*.",
      conceptExplainer: { title: "Magnitude", content: "Lower is brighter." },
      conceptTags: ["stars"],
    },
  ],
};

/** The attributes of a course's cards an export keeps, in course order. */
const readCards = async (courseId: string) =>
  (await t.database.db.select().from(cards).where(eq(cards.courseId, courseId)))
    .sort((a, b) => a.position - b.position)
    .map((c) => ({
      type: c.type,
      face: c.face,
      back: c.back,
      options: c.options,
      answerIndex: c.answerIndex,
      acceptableAnswers: c.acceptableAnswers,
      explanationRight: c.explanationRight,
      explanationWrong: c.explanationWrong,
      conceptExplainer: c.conceptExplainer,
      deepDive: c.deepDive,
      topic: c.topic,
      level: c.level,
      conceptTags: c.conceptTags,
    }));

const readCourse = async (courseId: string) => {
  const [row] = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
  return { name: row!.name, description: row!.description, topics: row!.topics, levels: row!.levels };
};

async function exportAndImport(sourceId: string, filename: string) {
  const apkg = await t.app.inject({
    method: "GET",
    url: `/api/courses/${sourceId}/export.apkg`,
    headers: owner.auth,
  });
  expect(apkg.statusCode).toBe(200);
  const { state } = await importToEnd(filename, apkg.rawPayload);
  expect(state.state, JSON.stringify(state)).toBe("completed");
  expect(state.report.courses).toHaveLength(1);
  return { importedId: state.report.courses[0].id as string, apkg: apkg.rawPayload };
}

describe("Anki package import, end to end", () => {
  it("imports a real Anki export with its review history, skipping what it says it skips", async () => {
    const { preview, state } = await importToEnd("mixed.apkg", fixture("srs-converter-mixed-legacy-2.apkg"));
    expect(JSON.stringify(preview)).toContain("Image Occlusion");
    expect(state.state).toBe("completed");
    expect(state.report).toMatchObject({ cards: 10, reviews: 20 });
    const courseId = state.report.courses[0].id as string;
    const stored = await t.database.db.select().from(cards).where(eq(cards.courseId, courseId));
    expect(stored).toHaveLength(10);
    expect(stored.filter((c) => c.type === "cloze").length).toBeGreaterThan(0);
    const ids = stored.map((c) => c.id);
    const reviews = await t.database.db
      .select()
      .from(importedReviews)
      .where(and(eq(importedReviews.userId, owner.id), inArray(importedReviews.cardId, ids)));
    expect(reviews).toHaveLength(20);
    // The first session brings back what is really due: reviewed cards carry FSRS memory from the revlog.
    const memory = await t.database.db
      .select()
      .from(cardMemory)
      .where(and(eq(cardMemory.userId, owner.id), inArray(cardMemory.cardId, ids)));
    const reviewedCards = new Set(reviews.map((r) => r.cardId));
    expect(memory.map((m) => m.cardId).sort()).toEqual([...reviewedCards].sort());
    for (const m of memory) {
      const own = reviews.filter((r) => r.cardId === m.cardId);
      expect(m.reps).toBe(own.length);
      expect(m.lastReview?.getTime()).toBe(Math.max(...own.map((r) => r.reviewedAt.getTime())));
      expect(m.due.getTime()).toBeGreaterThan(m.lastReview!.getTime());
    }
  });

  it("round trip: a course exported as .apkg and imported again keeps face, back, type, topic and tags", async () => {
    const sourceId = await uploadExportCourse(t.app, owner, "round-trip");
    const { importedId } = await exportAndImport(sourceId, "round-trip.apkg");
    // Every attribute comes back as it was: options and answer, cloze answers, explanations, concept
    // explainer, deep dive, level, and tags with their spaces (Anki tags hold underscores).
    expect(await readCards(importedId)).toEqual(await readCards(sourceId));
    expect(await readCourse(importedId)).toEqual({
      ...(await readCourse(sourceId)),
      description: expect.any(String),
    });
  });

  it("round trip: text the markdown converters would change, blanks of any length, and a course named Default", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/courses/upload",
      headers: owner.auth,
      payload: { ...EDGE_COURSE, slug: "round-trip-edges" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sourceId = res.json().data.course.id as string;
    const { importedId, apkg } = await exportAndImport(sourceId, "edges.apkg");
    expect(await readCards(importedId)).toEqual(await readCards(sourceId));
    const course = await readCourse(importedId);
    expect(course).toMatchObject({
      name: "Default",
      topics: ["Default", "Stars"],
      levels: ["Beginner", "Intermediate"],
    });
    // One level per course and topic, no doubled names: the topic named like the course is its deck.
    const files = unzipSync(apkg);
    const SQL = await loadSqlJs();
    const db = new SQL.Database(files["collection.anki2"]);
    const decks = JSON.parse(String(db.exec("select decks from col")[0]!.values[0]![0])) as Record<
      string,
      { name: string }
    >;
    db.close();
    expect(
      Object.values(decks)
        .map((d) => d.name)
        .sort(),
    ).toEqual(["Default", "Default::Stars"]);
  });

  it("import → export → import is stable: the second import holds the same cards as the first", async () => {
    const first = await importToEnd("mixed-again.apkg", fixture("srs-converter-mixed-legacy-2.apkg"));
    const firstId = first.state.report.courses[0].id as string;
    const apkg = await t.app.inject({
      method: "GET",
      url: `/api/courses/${firstId}/export.apkg`,
      headers: owner.auth,
    });
    const second = await importToEnd("mixed-exported.apkg", apkg.rawPayload);
    expect(second.state.state).toBe("completed");
    const read = async (courseId: string) =>
      (await t.database.db.select().from(cards).where(eq(cards.courseId, courseId)))
        .sort((a, b) => a.position - b.position)
        .map((c) => ({ face: c.face, back: c.back, type: c.type, topic: c.topic, tags: c.conceptTags }));
    expect(await read(second.state.report.courses[0].id)).toEqual(await read(firstId));
  });
});
