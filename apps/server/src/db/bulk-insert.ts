import { getTableColumns, getTableName, is, SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/**
 * Inserts many rows with one bind parameter per statement: the rows travel as one JSON array that
 * `jsonb_populate_recordset` turns into table rows. Drizzle's `insert().values(rows)` builds a statement
 * of ~30 parameters per card at ~0.2 ms per card of CPU on the event loop, which made a 5,000-card
 * upload block the server; a JSON.stringify of the same rows is a small fraction of that.
 *
 * Same meaning as `insert().values(rows)`: a field left undefined takes the column's default (a value
 * default here; an SQL default such as `gen_random_uuid()` or `now()` in the statement), null is NULL.
 * Generated columns are left to the database. Keys are the schema's camelCase field names; columns are
 * their snake_case names (the database's `casing`).
 */
export async function insertRowsAsJson<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = writableColumns(table);
  const json = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const { key, name, column } of columns) {
      let value = (row as Record<string, unknown>)[key];
      if (value === undefined && column.hasDefault && !is(column.default, SQL)) value = column.default;
      if (value === undefined && column.defaultFn) value = column.defaultFn();
      if (value !== undefined) out[name] = value instanceof Date ? value.toISOString() : value;
    }
    return out;
  });
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const values = sql.join(
    columns.map(({ name, column }) =>
      column.hasDefault && is(column.default, SQL)
        ? sql`coalesce(r.${sql.identifier(name)}, ${column.default})`
        : sql`r.${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${values}
      from jsonb_populate_recordset(null::${sql.identifier(getTableName(table))}, ${JSON.stringify(json)}::jsonb) as r`,
  );
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function writableColumns(table: PgTable) {
  return Object.entries(getTableColumns(table) as Record<string, PgColumn>)
    .filter(
      ([, column]) => !column.generated && !(column as { generatedIdentity?: unknown }).generatedIdentity,
    )
    .map(([key, column]) => ({ key, name: column.keyAsName ? snakeCase(key) : column.name, column }));
}
