import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Start-up against a database that refuses: the server (and the worker) print one line naming
 * DATABASE_URL and the cause, with the password hidden, and exit non-zero; no stack trace. Runs the
 * source through tsx in an empty directory (no .env). Independent of the test database: run once.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const tsx = path.resolve(serverDir, "../../node_modules/.bin/tsx");

function start(script: string, databaseUrl: string): Promise<{ code: number | null; stderr: string }> {
  const cwd = mkdtempSync(path.join(os.tmpdir(), "recall-start-"));
  return new Promise((resolve) => {
    const child = spawn(tsx, [path.join(serverDir, "src", script)], {
      cwd,
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl, LOG_LEVEL: "error" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("exit", (code) => {
      rmSync(cwd, { recursive: true, force: true });
      resolve({ code, stderr });
    });
  });
}

const cases = [
  // A PostgreSQL that refuses the login (or, with none on this port, refuses the connection).
  ["main.ts", "postgres://nouser:wrong@127.0.0.1:5432/test", /refused the login|cannot be reached/],
  ["main.ts", "postgres://x@127.0.0.1:1/test", /cannot be reached: connect ECONNREFUSED 127\.0\.0\.1:1$/],
  ["worker.ts", "postgres://x:wrong@127.0.0.1:1/test", /cannot be reached: connect ECONNREFUSED/],
] as const;

describe.skipIf(process.env.TEST_DB_DRIVER === "postgres")("start-up against a database that refuses", () => {
  for (const [script, url, cause] of cases)
    it(`${script} with ${url}: one line naming DATABASE_URL and the cause, exit 1`, async () => {
      const { code, stderr } = await start(script, url);
      expect(code).toBe(1);
      const lines = stderr.split("\n").filter((l) => l.trim() !== "");
      expect(lines, stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/^Cannot start: the database at DATABASE_URL=postgres:\/\/\S+ /);
      expect(lines[0]).toMatch(cause);
      expect(lines[0]).not.toContain("wrong");
    }, 60_000);
});
