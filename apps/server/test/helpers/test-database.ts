import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../src/db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB_DRIVER=postgres) a new
 * database on the TEST_DATABASE_URL server, dropped on close, so parallel runs never collide.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const handle = await openEmptyTestDatabase();
  await handle.migrate();
  return handle;
}

/** The same fresh database without migrations (tests of a migration apply them one by one). */
export async function openEmptyTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_DRIVER !== "postgres") return openDatabase({ driver: "pglite" });
  const created = await createPostgresTestDatabase();
  const handle = await openDatabase({ driver: "postgres", url: created.url, poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/**
 * A new, empty database on the TEST_DATABASE_URL server, for tests that hand its URL to other processes;
 * `drop` removes it (closing every connection still open on it).
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL");
  const name = `recall_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
