import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { devPlan, repoRoot } from "./dev-plan.mjs";

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Stops a child and waits for it, so the next one (the log reader) is not written to after it went. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const started = [];
const dirs = [];
afterEach(async () => {
  for (const child of started.splice(0)) await stop(child);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("runs the API from the repository root, like npm start, with pretty logs", () => {
    const plan = devPlan({ env: { PATH: process.env.PATH } });
    expect(plan.server.cwd).toBe(repoRoot);
    expect(plan.server.args.at(-1)).toBe(path.join(repoRoot, "apps/server/src/main.ts"));
    expect(plan.server.env.NODE_ENV).toBe("development");
    expect(plan.logs.args[0]).toMatch(/pino-pretty/);
    expect(plan.web.cwd).toBe(path.join(repoRoot, "apps/web"));
  });

  it("points Vite's /api proxy at the PORT of the root .env", () => {
    const root = mkdtempSync(path.join(tmpdir(), "recall-dev-"));
    dirs.push(root);
    writeFileSync(path.join(root, ".env"), "PORT=4999\n");
    expect(devPlan({ root, env: {} }).web.env.API_PORT).toBe("4999");
    expect(devPlan({ root, env: { PORT: "5001" } }).web.env.API_PORT).toBe("5001");
  });

  it("reads .env and writes data/ in the directory it runs from, and logs readable lines", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "recall-dev-"));
    dirs.push(root);
    const port = await freePort();
    writeFileSync(path.join(root, ".env"), `PORT=${port}\nHOST=127.0.0.1\nSEED_STARTER_CONTENT=false\n`);
    const { server, logs } = devPlan({ root, env: { PATH: process.env.PATH } });
    const api = spawn(server.command, server.args, { cwd: server.cwd, env: server.env });
    const pretty = spawn(logs.command, logs.args, { cwd: logs.cwd, env: logs.env });
    started.push(api, pretty);
    api.stdout.pipe(pretty.stdin);
    pretty.stdin.on("error", () => undefined); // the API's last lines after pino-pretty stopped
    let output = "";
    let errors = "";
    pretty.stdout.on("data", (chunk) => {
      output += chunk;
    });
    api.stderr.on("data", (chunk) => {
      errors += chunk;
    });

    await expect
      .poll(() => output, { timeout: 90_000, interval: 250 })
      .toContain(`Recall is ready at http://localhost:${port}`);
    expect(errors).not.toMatch(/Invalid configuration/);
    expect(existsSync(path.join(root, "data", "pglite"))).toBe(true);
    // pino-pretty's "[HH:MM:ss] INFO: message", not raw JSON lines.
    expect(output).toMatch(/\[\d\d:\d\d:\d\d\] INFO: Recall is ready/);
    expect(output).not.toMatch(/^\{"level"/m);
  }, 120_000);
});
