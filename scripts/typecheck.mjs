// `npm run typecheck`: tsc on each TypeScript project, two at a time (the CI machine has 2 cores and each
// tsc uses one); exits 1 if any project has errors, after printing every project's output.
import { spawn } from "node:child_process";

const projects = ["apps/server", "apps/web", "packages/shared", "e2e"];
const PARALLEL = 2;

/** @param {string} project */
const check = (project) =>
  new Promise((resolve) => {
    const child = spawn("npx", ["tsc", "-p", project], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ project, code, output }));
  });

const queue = [...projects];
let failed = false;
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    while (queue.length > 0) {
      const { project, code, output } = await check(/** @type {string} */ (queue.shift()));
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? "ok" : "errors"}\n${output}`);
      if (code !== 0) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
