import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client";
import { SYSTEM_EMAIL, seedCoursesDir, seedStarterContent } from "../../src/seed/seed";
import { signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { openTestDatabase } from "../helpers/test-database";
import { call, makeUpload } from "./course-helpers";

// The starter courses (brief: seed on first start of an empty database; idempotent; race-safe).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "true" });
});
afterAll(() => t.close());

async function totals(sql: TestApp["database"]["sql"]) {
  const { rows } = await sql.query<{ users: number; courses: number; cards: number }>(
    "select (select count(*)::int from users) as users, (select count(*)::int from courses) as courses, (select count(*)::int from cards) as cards",
  );
  return rows[0]!;
}

describe("seedStarterContent", () => {
  it("creates ≥4 public, active courses of ≥20 cards owned by the system account, one per JSON file", async () => {
    const files = (await readdir(seedCoursesDir())).filter((f) => f.endsWith(".json"));
    const user = await signUpUser(t.app);
    const res = await call(t.app, user, "GET", "/api/courses/public");
    const courses = res.json().data.courses as { cardCount: number; id: string }[];
    expect(courses).toHaveLength(files.length);
    expect(courses.length).toBeGreaterThanOrEqual(4);
    for (const course of courses) {
      expect(course).toMatchObject({
        isPublic: true,
        isActive: true,
        source: "seed",
        ownerName: "Recall",
        isOwner: false,
      });
      expect(course.cardCount).toBeGreaterThanOrEqual(20);
      const listed = await call(t.app, user, "GET", `/api/courses/${course.id}/cards?limit=1000`);
      expect(listed.json().data.total).toBe(course.cardCount);
    }
  });

  it("the system account is flagged and cannot log in", async () => {
    const { rows } = await t.database.sql.query<{ is_system: boolean; password_hash: string }>(
      "select is_system, password_hash from users where email = $1",
      [SYSTEM_EMAIL],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.is_system).toBe(true);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: SYSTEM_EMAIL, password: rows[0]!.password_hash },
    });
    expect(login.statusCode).toBe(401);
  });

  it("running it again changes nothing", async () => {
    const before = await totals(t.database.sql);
    await seedStarterContent(t.database.db, t.app.log);
    expect(await totals(t.database.sql)).toEqual(before);
  });
});

describe("seedStarterContent on a fresh database", () => {
  let fresh: DatabaseHandle;
  beforeAll(async () => {
    fresh = await openTestDatabase();
  });
  afterAll(() => fresh.close());

  it("an invalid seed file aborts the whole seed, naming the file and the rule", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "recall-seed-"));
    try {
      await writeFile(path.join(dir, "a-good.json"), JSON.stringify(makeUpload()));
      await writeFile(path.join(dir, "b-bad.json"), JSON.stringify({ ...makeUpload(), slug: undefined }));
      await expect(seedStarterContent(fresh.db, t.app.log, dir)).rejects.toThrow(
        'Starter course b-bad.json could not be seeded: Missing "slug" field',
      );
      expect(await totals(fresh.sql)).toEqual({ users: 0, courses: 0, cards: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("two starts at once seed once", async () => {
    // A second connection pool to the same database, as a second process would have (PostgreSQL only).
    const second =
      fresh.driver === "postgres"
        ? await openDatabase({ driver: "postgres", url: await currentUrl(fresh), poolSize: 2 })
        : fresh;
    try {
      await Promise.all([seedStarterContent(fresh.db, t.app.log), seedStarterContent(second.db, t.app.log)]);
    } finally {
      if (second !== fresh) await second.close();
    }
    const { rows } = await fresh.sql.query<{ n: number }>(
      "select count(*)::int as n from users where is_system",
    );
    expect(rows[0]!.n).toBe(1);
    const files = (await readdir(seedCoursesDir())).filter((f) => f.endsWith(".json"));
    expect((await totals(fresh.sql)).courses).toBe(files.length);
  });
});

async function currentUrl(database: DatabaseHandle): Promise<string> {
  const { rows } = await database.sql.query<{ db: string }>("select current_database() as db");
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.db}`;
  return url.toString();
}
