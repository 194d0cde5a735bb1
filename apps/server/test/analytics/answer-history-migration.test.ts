import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, migrationsFolder } from "../../src/db/client";
import { openEmptyTestDatabase } from "../helpers/test-database";

/** The migrations in journal order, each as its SQL text. */
function migrations() {
  const folder = migrationsFolder();
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) => ({
    tag: e.tag,
    sql: readFileSync(path.join(folder, `${e.tag}.sql`), "utf8"),
  }));
}

const run = async (db: DatabaseHandle, text: string) => {
  for (const statement of text.split("--> statement-breakpoint"))
    if (statement.trim()) await db.sql.exec(statement);
};

let db: DatabaseHandle;
beforeAll(async () => {
  db = await openEmptyTestDatabase();
});
afterAll(() => db.close());

describe("the answer-history backfill migration", () => {
  it("gives answers recorded before it their card's course, topic, level, earlier reviews and next due", async () => {
    const all = migrations();
    const backfill = all.findIndex((m) => m.tag.endsWith("_answer_history_backfill"));
    expect(backfill).toBeGreaterThan(0);
    for (const m of all.slice(0, backfill)) await run(db, m.sql);

    const q = db.sql.query.bind(db.sql);
    const [user] = (
      await q<{ id: string }>(
        `insert into users (email, password_hash, prefs) values ('old@example.com', 'x', '{}') returning id`,
      )
    ).rows;
    const [course] = (
      await q<{ id: string }>(
        `insert into courses (owner_id, name, slug, config) values ($1, 'Old', 'old', '{}') returning id`,
        [user!.id],
      )
    ).rows;
    const card = async (face: string, topic: string, level: string) =>
      (
        await q<{ id: string }>(
          `insert into cards (course_id, position, face, back, topic, level) values ($1, 0, $2, 'b', $3, $4) returning id`,
          [course!.id, face, topic, level],
        )
      ).rows[0]!.id;
    const a = await card("a", "Topic A", "Beginner");
    const b = await card("b", "Topic B", "Advanced");
    const [session] = (
      await q<{ id: string }>(
        `insert into study_sessions (user_id, planned_cards, card_ids, neuro_state) values ($1, 5, '[]', '{}') returning id`,
        [user!.id],
      )
    ).rows;
    const answer = (cardId: string, at: string, nextReviewAt: string | null) =>
      q(
        `insert into session_answers (session_id, user_id, card_id, client_answer_id, correct, time_taken_ms, grade, engine_response, created_at)
         values ($1, $2, $3, $4, true, 1000, 3, $5::jsonb, $6)`,
        [
          session!.id,
          user!.id,
          cardId,
          `${cardId}-${at}`,
          JSON.stringify(nextReviewAt ? { data: { nextReviewAt } } : {}),
          at,
        ],
      );
    await answer(a, "2025-01-01T10:00:00Z", "2025-01-01T10:10:00.000Z");
    await answer(b, "2025-01-02T10:00:00Z", null);
    await answer(a, "2025-01-03T10:00:00Z", "2025-01-05T10:00:00.000Z");
    await answer(a, "2025-01-06T10:00:00Z", "2025-01-16T10:00:00.000Z");

    for (const m of all.slice(backfill)) await run(db, m.sql);

    const rows = (
      await q<{
        card_id: string;
        course_id: string;
        topic: string;
        level: string;
        reps_before: number;
        due: string | null;
      }>(
        `select card_id, course_id, topic, level, reps_before,
           to_char(due_after at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as due
         from session_answers order by created_at`,
      )
    ).rows;
    expect(rows).toEqual([
      {
        card_id: a,
        course_id: course!.id,
        topic: "Topic A",
        level: "Beginner",
        reps_before: 0,
        due: "2025-01-01T10:10",
      },
      { card_id: b, course_id: course!.id, topic: "Topic B", level: "Advanced", reps_before: 0, due: null },
      {
        card_id: a,
        course_id: course!.id,
        topic: "Topic A",
        level: "Beginner",
        reps_before: 1,
        due: "2025-01-05T10:00",
      },
      {
        card_id: a,
        course_id: course!.id,
        topic: "Topic A",
        level: "Beginner",
        reps_before: 2,
        due: "2025-01-16T10:00",
      },
    ]);
    const required = (
      await q<{ column_name: string; is_nullable: string }>(
        `select column_name, is_nullable from information_schema.columns
         where table_name = 'session_answers' and column_name in ('course_id', 'topic', 'level') order by column_name`,
      )
    ).rows;
    expect(required.every((c) => c.is_nullable === "NO")).toBe(true);
    // The rollup migration counts the answers that were already there.
    const levels = (
      await q<{ level: string; answers: number; correct: number; time_ms: string }>(
        "select level, answers, correct, time_ms::text from answer_course_levels order by level",
      )
    ).rows;
    expect(levels).toEqual([
      { level: "Advanced", answers: 1, correct: 1, time_ms: "1000" },
      { level: "Beginner", answers: 3, correct: 3, time_ms: "3000" },
    ]);
    const quarters = (
      await q<{ n: number; answers: number; reviews: number }>(
        "select count(*)::int as n, sum(answers)::int as answers, sum(reviews)::int as reviews from answer_quarter_hours",
      )
    ).rows;
    expect(quarters).toEqual([{ n: 4, answers: 4, reviews: 2 }]);
  });
});
