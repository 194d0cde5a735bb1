import type { Database, SqlValue } from "sql.js";
import { nextTurn } from "../../../lib/event-loop-turns";
import { loadSqlJs } from "../../../lib/sqlite-wasm";

const ROWS_PER_TURN = 5_000;

export type Row = Record<string, SqlValue>;

/** A read-only view of an SQLite file held in memory; `close` frees its WebAssembly memory. */
export class SqliteFile {
  private constructor(private readonly db: Database) {}

  static async open(bytes: Uint8Array): Promise<SqliteFile> {
    const SQL = await loadSqlJs();
    const file = new SqliteFile(new SQL.Database(bytes));
    try {
      file.forgetUnicaseCollation();
    } catch (err) {
      file.close();
      throw err;
    }
    return file;
  }

  /**
   * Anki's schema 18 declares its name columns `COLLATE unicase`, a collation only Anki registers and
   * sql.js cannot (it has no collation API). SQLite then refuses any plan touching those columns (a
   * WITHOUT ROWID table's every scan does). This copy of the file is ours alone, so the declaration is
   * dropped from the schema text and the schema reloaded (by bumping schema_version); names then compare
   * as plain binary text, which only matters for lookups by name, and the reader does none.
   */
  private forgetUnicaseCollation(): void {
    const [mentions] = this.all("SELECT count(*) AS n FROM sqlite_master WHERE sql LIKE '%collate unicase%'");
    if (!mentions || Number(mentions.n) === 0) return;
    const [schema] = this.all("PRAGMA schema_version");
    this.db.exec("PRAGMA writable_schema = ON");
    for (const spelling of ["COLLATE unicase", "collate unicase", "COLLATE UNICASE"]) {
      this.db.run("UPDATE sqlite_master SET sql = replace(sql, ?, '')", [spelling]);
    }
    this.db.exec(`PRAGMA schema_version = ${Number(schema?.schema_version ?? 0) + 1}`);
    this.db.exec("PRAGMA writable_schema = OFF");
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

  /**
   * Calls `visit` for each row without holding them all (the revlog may have millions), passing a turn of
   * the event loop every `ROWS_PER_TURN` rows so a large collection does not stall other requests.
   */
  async each(sql: string, visit: (row: SqlValue[]) => void): Promise<void> {
    const statement = this.db.prepare(sql);
    try {
      for (let n = 1; statement.step(); n++) {
        visit(statement.get());
        if (n % ROWS_PER_TURN === 0) await nextTurn();
      }
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
