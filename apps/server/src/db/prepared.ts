import type { Database } from "./client";

/**
 * A statement built once per database with placeholders and prepared under `name`: PostgreSQL parses and
 * plans it once per connection, and Drizzle does not build it again per request. For the statements every
 * request of a hot route runs (the token lookup, an answer's read and write). Returns the getter of
 * `db`'s prepared statement, made on first use.
 */
export function preparedPerDatabase<P>(name: string, build: (db: Database) => { prepare(name: string): P }) {
  const prepared = new WeakMap<Database, P>();
  return (db: Database): P => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      prepared.set(db, statement);
    }
    return statement;
  };
}
