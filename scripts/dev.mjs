// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 proxying /api.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@recall/server"], {
    stdio: "inherit",
    env: { NODE_ENV: "development", ...process.env },
  }),
  spawn("npm", ["run", "dev", "-w", "@recall/web"], { stdio: "inherit", env: process.env }),
];
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
