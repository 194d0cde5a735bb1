import type { CardFields, Course, UploadCourseBody } from "@recall/shared";
import type { DatabaseHandle } from "../../src/db/client";
import type { App } from "../../src/lib/http";
import type { SignedUpUser } from "../helpers/factories";

let slugCounter = 0;
export function uniqueSlug(prefix = "course"): string {
  slugCounter += 1;
  return `${prefix}-${slugCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

export function makeCard(overrides: Partial<CardFields> = {}): CardFields {
  return { face: "What is 2 + 2?", back: "Four", topic: "Arithmetic", level: "Beginner", ...overrides };
}

export function makeUpload(overrides: Partial<UploadCourseBody> = {}, cardCount = 3): UploadCourseBody {
  return {
    name: "Test Course",
    slug: uniqueSlug(),
    description: "A course for tests",
    topics: ["Arithmetic"],
    levels: ["Beginner"],
    config: { defaultFrequency: "daily", cardsPerSession: 15 },
    cards: Array.from({ length: cardCount }, (_, i) =>
      makeCard({ face: `Question ${i + 1}?`, back: `Answer ${i + 1}` }),
    ),
    ...overrides,
  };
}

export type Who = SignedUpUser | null;

/** app.inject with the user's bearer token (none for null). */
export function call(
  app: App,
  who: Who,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function uploadAs(app: App, who: SignedUpUser, body: unknown = makeUpload()): Promise<Course> {
  const res = await call(app, who, "POST", "/api/courses/upload", body);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data.course as Course;
}

export async function setPublic(
  app: App,
  who: SignedUpUser,
  courseId: string,
  isPublic = true,
): Promise<void> {
  const res = await call(app, who, "PATCH", `/api/courses/${courseId}`, { isPublic });
  if (res.statusCode !== 200) throw new Error(`patch failed: ${res.statusCode} ${res.body}`);
}

export async function cardIdsOf(app: App, who: SignedUpUser, courseId: string): Promise<string[]> {
  const res = await call(app, who, "GET", `/api/courses/${courseId}/cards?limit=1000`);
  return (res.json().data.cards as { id: string }[]).map((c) => c.id);
}

/** The stored counter next to the real number of rows: they must always be equal. */
export async function counts(database: DatabaseHandle, courseId: string) {
  const { rows } = await database.sql.query<{ stored: number; actual: number }>(
    "select c.card_count as stored, (select count(*)::int from cards where course_id = c.id) as actual from courses c where c.id = $1",
    [courseId],
  );
  return rows[0] ?? null;
}
