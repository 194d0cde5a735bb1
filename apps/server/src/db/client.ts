import { mkdirSync } from "node:fs";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { findPackageDir } from "../lib/paths";
import * as schema from "./schema/index";

export type Schema = typeof schema;
/** One type for both drivers: services never know which database runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** What pg-boss and raw tooling need: parameterised SQL, and multi-statement scripts. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements (PGlite only accepts those through `exec`). */
  exec(text: string): Promise<void>;
}

export interface DatabaseHandle {
  db: Database;
  sql: SqlRunner;
  driver: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** PGlite only: the data directory as a tarball (what `start.loadDataDir` takes). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { driver: "postgres"; url: string; poolSize?: number }
  /**
   * `dataDir` undefined means in memory (tests). `start`: an in-memory database begins as a copy of a
   * dumped data directory, on an already compiled WebAssembly module (the test suite's migrated template:
   * seconds per test file instead of an initdb and every migration).
   */
  | { driver: "pglite"; dataDir?: string; start?: PgliteStart };

export type PgliteStart = Pick<PGliteOptions, "loadDataDir" | "pgliteWasmModule" | "fsBundle">;

const casing = "snake_case" as const;

export function migrationsFolder(): string {
  return findPackageDir("drizzle", "meta/_journal.json");
}

/** Any constant: the advisory lock that makes processes starting together migrate one at a time. */
const MIGRATION_LOCK = 727_274_001;

/**
 * Several server and worker processes may start together on one database (docs/decisions/multi-process.md):
 * without the lock two of them would apply the same new migration, and one would fail on it. Under it,
 * the later ones find the migrations applied and do nothing.
 */
async function migrateExclusively(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg(client, { casing }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client error (e.g. the server restarting) must not crash the process.
    pool.on("error", () => {});
    const db = drizzleNodePg(pool, { schema, casing }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      sql: {
        query: async <T>(text: string, values?: unknown[]) => {
          const res = await pool.query(text, values as unknown[]);
          return { rows: res.rows as T[] };
        },
        exec: async (text) => {
          await pool.query(text);
        },
      },
      migrate: () => migrateExclusively(pool),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? "memory://", {
    extensions: { pg_trgm },
    ...options.start,
  });
  const db = drizzlePglite(client, { schema, casing }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    sql: {
      query: async <T>(text: string, values?: unknown[]) => {
        const res = await client.query<T>(text, values as unknown[]);
        return { rows: res.rows };
      },
      exec: async (text) => {
        await client.exec(text);
      },
    },
    migrate: () => migratePglite(drizzlePglite(client, { casing }), { migrationsFolder: migrationsFolder() }),
    dumpDataDir: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}
