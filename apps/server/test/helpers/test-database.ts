import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase, type PgliteStart } from "../../src/db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB_DRIVER=postgres) a new
 * database on the TEST_DATABASE_URL server, dropped on close, so parallel runs never collide.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_DRIVER !== "postgres") {
    const handle = await openDatabase({ driver: "pglite", start: await migratedPglite() });
    // Applies nothing (the template has every migration) unless a migration was added since it was made.
    await handle.migrate();
    return handle;
  }
  const handle = await openEmptyTestDatabase();
  await handle.migrate();
  return handle;
}

let template: Promise<PgliteStart> | undefined;
/** Node's WebAssembly global (the server's TypeScript library has its types but not the value). */
const webAssembly = (
  globalThis as unknown as { WebAssembly: { compile(b: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

/**
 * A migrated PGlite data directory and the compiled WebAssembly module, made once per test worker (files
 * share a worker's modules: vitest.config.ts `isolate: false`). A new PGlite otherwise compiles its module,
 * runs initdb and applies every migration: 3-8 s per test file on a 2-core machine, against ~1 s to start
 * from the copy.
 */
function migratedPglite(): Promise<PgliteStart> {
  template ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const [wasm, data] = await Promise.all([
      readFile(path.join(dist, "pglite.wasm")),
      readFile(path.join(dist, "pglite.data")),
    ]);
    const pgliteWasmModule = await webAssembly.compile(wasm);
    const fsBundle = new Blob([data]);
    const source = await openDatabase({ driver: "pglite", start: { pgliteWasmModule, fsBundle } });
    await source.migrate();
    const loadDataDir = await source.dumpDataDir!();
    await source.close();
    return { loadDataDir, pgliteWasmModule, fsBundle };
  })();
  return template;
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
