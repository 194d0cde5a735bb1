import path from "node:path";
import pg from "pg";
import type { Config } from "../config";
import { type DatabaseHandle, openDatabase } from "./client";

/** Start-up could not open the configured database; `message` is the one line for the operator. */
export class DatabaseStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseStartError";
  }
}

/** How long start-up waits for the first connection (an unreachable host otherwise waits for TCP's own timeout). */
const CONNECT_TIMEOUT_MS = 10_000;

/** The URL with its password hidden, for messages. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}

/** The database's or the socket's reason, in words, for the start-up line. */
function describeCause(err: unknown): string {
  const first = err instanceof AggregateError && err.errors.length > 0 ? err.errors[0] : err;
  const { code, message } = (first ?? {}) as { code?: unknown; message?: unknown };
  const said = typeof message === "string" && message ? (message.split("\n")[0] ?? message) : String(first);
  switch (code) {
    case "28P01":
    case "28000":
      return `refused the login: ${said}`;
    case "3D000":
      return `has no such database: ${said}`;
    case "53300":
    case "57P03":
      return `refuses new connections: ${said}`;
    case "ECONNREFUSED":
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
    case "ETIMEDOUT":
      return `cannot be reached: ${said}`;
  }
  if (/timeout/i.test(said)) return `cannot be reached: no answer within ${CONNECT_TIMEOUT_MS / 1000} s`;
  return `could not be opened: ${said}`;
}

/**
 * Opens and migrates the configured database (DATABASE_URL's PostgreSQL, else PGlite in DATA_DIR). A
 * database that refuses (wrong password, too many connections, unreachable host) is a DatabaseStartError
 * whose message is one line naming DATABASE_URL and the cause: the server and the worker print it and exit
 * non-zero, instead of an unhandled stack trace.
 */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const url = config.DATABASE_URL;
  const where = url
    ? `the database at DATABASE_URL=${redactDatabaseUrl(url)}`
    : `the PGlite database in DATA_DIR=${config.DATA_DIR}`;
  let database: DatabaseHandle | undefined;
  try {
    if (url) {
      // One bounded connection first: the pool itself would wait for an unreachable host without limit.
      const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      probe.on("error", () => {});
      try {
        await probe.connect();
      } finally {
        await probe.end().catch(() => {});
      }
    }
    database = await openDatabase(
      url ? { driver: "postgres", url } : { driver: "pglite", dataDir: path.join(config.DATA_DIR, "pglite") },
    );
    await database.migrate();
    return database;
  } catch (err) {
    await database?.close().catch(() => {});
    throw new DatabaseStartError(`Cannot start: ${where} ${describeCause(err)}`, { cause: err });
  }
}
