import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";

// A failed query is logged with its statement and the database's error, never with the values bound to it
// (an email and a password hash ended up in the log). Runs on PGlite and on PostgreSQL.
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: "error" },
    { logStream: { write: (line: string) => lines.push(line) } },
  );
  // Every new user row now fails: a required column the app does not know. PostgreSQL's error detail would
  // otherwise list the whole failing row ("Failing row contains (..., email, hash, ...)").
  await t.database.sql.exec(
    "alter table users add column must_be_set text not null default 'x'; alter table users alter column must_be_set drop default;",
  );
});
afterAll(() => t.close());

describe("failed queries in the log", () => {
  it("name the statement and the error, without the email, the password hash or the failing row", async () => {
    const email = uniqueEmail("leak-check");
    const password = "a secret passphrase";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email, password, displayName: "Private Person" },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(email);

    const logged = lines.join("\n");
    const entry = JSON.parse(lines.find((l) => l.includes('"request failed"')) ?? "{}");
    expect(entry.err?.message, logged).toMatch(/^Failed query: insert into "users"/);
    expect(entry.err.message).toContain("must_be_set");
    expect(entry.err.stack).toMatch(/^\w*Error: Failed query: insert into "users"/);
    for (const secret of [email, password, "Private Person", "$argon2id", "Failing row", "params:"]) {
      expect(logged, secret).not.toContain(secret);
    }
  });
});
