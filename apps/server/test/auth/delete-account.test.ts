import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardMemory, courses, users } from "../../src/db/schema/index";
import { type AiTestApp, createAiTestApp } from "../ai/support/ai-test-app";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createOwner, createResources, type Resources } from "../platform/input-fuzz-routes";
import { call, expectError, expectFieldError, mailsTo } from "./support";

let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp({ RUN_WORKERS: "false", AI_GENERATE_WAIT_MS: "0" });
}, 120_000);
afterAll(() => t.close());

/**
 * Every column that names a user, found in the live schema (so a table added later is covered without
 * editing this test): `users.id`, and each uuid column called user_id, owner_id or ending in _user_id.
 */
async function userColumns(): Promise<{ table: string; column: string }[]> {
  const res = await t.database.db.execute(sql`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public' and data_type = 'uuid'
      and (column_name in ('user_id', 'owner_id') or column_name like '%\\_user\\_id' or (table_name = 'users' and column_name = 'id'))
    order by 1, 2`);
  return (res as unknown as { rows: { table: string; column: string }[] }).rows;
}

/** The tables (and columns) that still hold a row of `userId`. */
async function rowsOf(userId: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await userColumns()) {
    const res = await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    const n = (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
    if (n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** A learner with something in every part of the app: courses, media, sessions, answers, memory, model, AI work. */
async function richLearner(): Promise<Resources> {
  const owner = await createOwner(t);
  const r = await createResources(t, owner);
  const answer = await call(t.app, {
    method: "POST",
    url: "/api/sessions/answer",
    headers: r.user.auth,
    payload: {
      sessionId: r.sessionId,
      cardId: r.sessionCardId,
      clientAnswerId: "delete-test-1",
      timeTakenMs: 1500,
      mode: "basic",
      correct: true,
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await call(t.app, {
    method: "PATCH",
    url: "/api/me/memory-model",
    headers: r.user.auth,
    payload: { desiredRetention: 0.85 },
  });
  return r;
}

const remove = (who: SignedUpUser, payload: object) =>
  call(t.app, { method: "POST", url: "/api/auth/delete-account", headers: who.auth, payload });

describe("POST /auth/delete-account", () => {
  it("finds the learner's rows in every part of the app before, and none after", async () => {
    const r = await richLearner();
    const before = await rowsOf(r.user.id);
    // The walk can fail: it sees the learner everywhere they have data.
    for (const table of [
      "users.id",
      "auth_tokens.user_id",
      "courses.owner_id",
      "media_files.owner_id",
      "study_sessions.user_id",
      "session_answers.user_id",
      "card_memory.user_id",
      "memory_models.user_id",
      "collections.user_id",
      "course_plans.user_id",
      "syllabi.user_id",
      "materials.user_id",
      "imports.user_id",
      "generation_jobs.user_id",
      "account_tokens.user_id",
    ])
      expect(before, table).toContain(table);

    const res = await remove(r.user, { confirmation: "DELETE", password: r.user.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(r.user.id)).toEqual([]);
    expect(await mailsTo(t.database.db, r.user.email)).toHaveLength(0);
    expectError(
      await call(t.app, { method: "GET", url: "/api/auth/me", headers: r.user.auth }),
      401,
      "UNAUTHORIZED",
    );
    const login = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: r.user.email, password: r.user.password },
    });
    expectError(login, 401, "UNAUTHORIZED");
  }, 120_000);

  it("refuses without the typed confirmation or with a wrong password, and deletes nothing", async () => {
    const u = await signUpUser(t.app);
    expect(
      expectFieldError(await remove(u, { confirmation: "delete", password: u.password }), "confirmation"),
    ).toBe("Type DELETE to confirm");
    const wrong = expectError(
      await remove(u, { confirmation: "DELETE", password: "not it" }),
      400,
      "BAD_REQUEST",
    );
    expect(wrong.fields?.password).toBe("The password is not correct.");
    expect(await rowsOf(u.id)).toContain("users.id");
    expectError(
      await call(t.app, {
        method: "POST",
        url: "/api/auth/delete-account",
        payload: { confirmation: "DELETE", password: "x" },
      }),
      401,
      "UNAUTHORIZED",
    );
  });

  it("a public course another learner studies stays for them, owned by Recall; the rest goes", async () => {
    const r = await richLearner();
    const other = await signUpUser(t.app);
    const [card] = await t.database.db
      .execute(sql`select id from cards where course_id = ${r.courseId} limit 1`)
      .then((res) => (res as unknown as { rows: { id: string }[] }).rows);
    await t.database.db
      .insert(cardMemory)
      .values({ userId: other.id, cardId: card!.id, due: new Date(), stability: 1, difficulty: 5 });

    const preview = await call(t.app, {
      method: "GET",
      url: "/api/auth/delete-account/preview",
      headers: r.user.auth,
    });
    expect(preview.json().data.sharedCourses).toBe(1);
    expect(preview.json().data.courses).toBeGreaterThanOrEqual(2);

    expect((await remove(r.user, { confirmation: "DELETE", password: r.user.password })).statusCode).toBe(
      200,
    );
    expect(await rowsOf(r.user.id)).toEqual([]);
    const [kept] = await t.database.db
      .select({ owner: users.isSystem, name: users.displayName })
      .from(courses)
      .innerJoin(users, eq(users.id, courses.ownerId))
      .where(eq(courses.id, r.courseId));
    expect(kept).toEqual({ owner: true, name: "Recall" });
    expect(await t.database.db.select().from(courses).where(eq(courses.id, r.otherCourseId))).toHaveLength(0);
    expect(await t.database.db.select().from(cardMemory).where(eq(cardMemory.userId, other.id))).toHaveLength(
      1,
    );
    const seen = await call(t.app, { method: "GET", url: `/api/courses/${r.courseId}`, headers: other.auth });
    expect(seen.statusCode).toBe(200);
  }, 120_000);
});
