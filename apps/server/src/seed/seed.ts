import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_PREFS } from "@recall/shared";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { users } from "../db/schema/index";
import { findPackageDir } from "../lib/paths";
import { uploadCourse } from "../modules/courses/index";

export const SYSTEM_EMAIL = "system@recall.local";

/** The account that holds the starter courses and the public courses deleted accounts left to others. */
export function systemUserRow() {
  return {
    email: SYSTEM_EMAIL,
    // Not an argon2 hash, so no password can ever match; logIn also refuses system accounts.
    passwordHash: `!unusable:${randomBytes(32).toString("hex")}`,
    displayName: "Recall",
    prefs: DEFAULT_PREFS,
    isSystem: true,
    emailVerifiedAt: new Date(),
  };
}

/**
 * The starter courses are JSON files read at run time from the package folder (not imported), so the
 * same lookup works from src/ (tests, dev) and from the bundled dist/main.js.
 */
export function seedCoursesDir(): string {
  return path.join(findPackageDir("src/seed", "courses"), "courses");
}

async function readSeedCourses(dir: string): Promise<{ file: string; json: unknown }[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      json: JSON.parse(await readFile(path.join(dir, file), "utf8")) as unknown,
    })),
  );
}

/**
 * On first start of an empty database (no system account yet) creates the system account and uploads every
 * starter course as a public, active course through the upload service, so the seed is validated like any
 * upload. Idempotent, and safe when two processes start at once: one transaction, and the unique email
 * makes the second process's insert a no-op (it then does nothing). A bad seed file aborts the whole seed.
 */
export async function seedStarterContent(
  db: Database,
  log: FastifyBaseLogger,
  dir: string = seedCoursesDir(),
): Promise<void> {
  const courses = await readSeedCourses(dir);
  const seeded = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.isSystem, true)).limit(1);
    if (existing) return null;
    const [system] = await tx
      .insert(users)
      .values(systemUserRow())
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!system) {
      // Another process seeded meanwhile (its commit released our insert), or a person holds the address.
      const [holder] = await tx
        .select({ isSystem: users.isSystem })
        .from(users)
        .where(eq(users.email, SYSTEM_EMAIL));
      if (!holder?.isSystem)
        log.warn({ email: SYSTEM_EMAIL }, "starter content not seeded: the email is taken");
      return null;
    }
    let cards = 0;
    for (const { file, json } of courses) {
      try {
        const { cardCount } = await uploadCourse(tx, system.id, json, {
          source: "seed",
          isPublic: true,
          isActive: true,
        });
        cards += cardCount;
      } catch (err) {
        throw new Error(`Starter course ${file} could not be seeded: ${(err as Error).message}`, {
          cause: err,
        });
      }
    }
    return { courses: courses.length, cards };
  });
  if (seeded) log.info(seeded, "seeded the starter courses");
}
