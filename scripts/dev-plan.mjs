// What `npm run dev` starts, kept apart from starting it so scripts/dev-plan.test.mjs can check it.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";

/** The repository root: where `.env` and `data/` live, as for `npm start`. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The JavaScript entry of a package's command, resolved from the workspace that depends on it. */
function binOf(pkg, workspace) {
  const require = createRequire(path.join(repoRoot, workspace, "package.json"));
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, "utf8"));
  return path.join(path.dirname(manifestPath), typeof bin === "string" ? bin : bin[pkg]);
}

/**
 * @typedef {{ command: string, args: string[], cwd: string, env: Record<string, string | undefined> }} Step
 * @param {{ root?: string, env?: Record<string, string | undefined> }} [options]
 * @returns {{ server: Step, logs: Step, web: Step, apiPort: string }}
 *
 * - server: the API with reload (tsx watch), run from `root` so it reads `root/.env` and keeps its
 *   PGlite files in `root/data`, exactly like `npm start`;
 * - logs: pino-pretty, which the server's JSON log lines are piped through (a dev dependency only);
 * - web: Vite with hot reload, proxying /api to the API's port (PORT from the environment or `.env`).
 */
export function devPlan({ root = repoRoot, env = process.env } = {}) {
  const envFile = path.join(root, ".env");
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, "utf8")) : {};
  const apiPort = env.PORT || fromFile.PORT || "3000";
  const node = process.execPath;
  return {
    apiPort,
    server: {
      command: node,
      args: [
        binOf("tsx", "apps/server"),
        "watch",
        "--clear-screen=false",
        "--tsconfig",
        path.join(repoRoot, "apps/server/tsconfig.json"),
        path.join(repoRoot, "apps/server/src/main.ts"),
      ],
      cwd: root,
      env: { NODE_ENV: "development", ...env },
    },
    logs: {
      command: node,
      args: [
        binOf("pino-pretty", "apps/server"),
        "--translateTime",
        "SYS:HH:MM:ss",
        "--ignore",
        "pid,hostname",
      ],
      cwd: root,
      env: { ...env },
    },
    web: {
      command: node,
      args: [binOf("vite", "apps/web")],
      cwd: path.join(repoRoot, "apps/web"),
      env: { ...env, API_PORT: apiPort },
    },
  };
}
