import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import initSqlJs, { type Database, type SqlJsStatic, type SqlValue } from "sql.js";

let sqlJs: Promise<SqlJsStatic> | null = null;

/**
 * sql.js (SQLite compiled to WebAssembly), loaded once. The wasm file is found through Node's resolution
 * of the sql.js package itself, so the same code works from `src/` under tsx or vitest and from the
 * bundled `dist/` (where sql.js stays an external dependency).
 */
function loadSqlJs(): Promise<SqlJsStatic> {
  if (!sqlJs) {
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(path.dirname(require.resolve("sql.js")), "sql-wasm.wasm");
    sqlJs = readFile(wasmPath).then((wasm) => {
      const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer;
      return initSqlJs({ wasmBinary });
    });
    sqlJs.catch(() => {
      sqlJs = null;
    });
  }
  return sqlJs;
}

export type Row = Record<string, SqlValue>;

/** A read-only view of an SQLite file held in memory; `close` frees its WebAssembly memory. */
export class SqliteFile {
  private constructor(private readonly db: Database) {}

  static async open(bytes: Uint8Array): Promise<SqliteFile> {
    const SQL = await loadSqlJs();
    return new SqliteFile(new SQL.Database(bytes));
  }

  /** Every row of `sql`, as objects keyed by column name. */
  all(sql: string, params: SqlValue[] = []): Row[] {
    const statement = this.db.prepare(sql, params);
    const rows: Row[] = [];
    try {
      while (statement.step()) rows.push(statement.getAsObject());
    } finally {
      statement.free();
    }
    return rows;
  }

  /** Calls `visit` for each row without holding them all (the revlog may have millions). */
  each(sql: string, visit: (row: SqlValue[]) => void): void {
    const statement = this.db.prepare(sql);
    try {
      while (statement.step()) visit(statement.get());
    } finally {
      statement.free();
    }
  }

  tableNames(): Set<string> {
    return new Set(
      this.all("SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => String(r.name)),
    );
  }

  close(): void {
    this.db.close();
  }
}
