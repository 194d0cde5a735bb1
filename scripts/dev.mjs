// `npm run dev`: the API with reload on :3000 (root .env and data/, pretty logs) and Vite with hot
// reload on :5173 proxying /api. What runs where is in ./dev-plan.mjs.
import { spawn } from "node:child_process";
import { devPlan } from "./dev-plan.mjs";

const plan = devPlan();
const start = (step, stdio) => spawn(step.command, step.args, { cwd: step.cwd, env: step.env, stdio });

const server = start(plan.server, ["inherit", "pipe", "inherit"]);
const logs = start(plan.logs, ["pipe", "inherit", "inherit"]);
server.stdout.pipe(logs.stdin);
const web = start(plan.web, "inherit");

const children = [server, logs, web];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
