import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Bundles the server as `npm run build` does, into a folder of its own under node_modules/.cache (so
 * that its imports and the migrations folder resolve as from dist/, and parallel runs never share it).
 */
export async function buildServer(): Promise<{ dir: string; remove(): void }> {
  const dir = path.join(
    serverDir,
    "node_modules",
    ".cache",
    `recall-build-${randomBytes(4).toString("hex")}`,
  );
  await promisify(execFile)(process.execPath, ["build.mjs", `--outdir=${dir}`], { cwd: serverDir });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections at host:port within `timeoutMs`. */
export function canConnect(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("error", () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

export interface RunningProcess {
  readonly child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr), for failure messages and log checks. */
  output(): string;
  /** Resolves when the output contains `text`; rejects when the process exits first or after `timeoutMs`. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts `script` of a build (main.js, worker.js) with exactly `env` (plus PATH), in an empty working
 * directory so that no local .env is read.
 */
export function startProcess(buildDir: string, script: string, env: Record<string, string>): RunningProcess {
  const cwd = mkdtempSync(path.join(os.tmpdir(), "recall-process-"));
  const child = spawn(process.execPath, [path.join(buildDir, script)], {
    cwd,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const append = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  exited.then(() => rmSync(cwd, { recursive: true, force: true }));
  return {
    child,
    output: () => output,
    waitForOutput: (text, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`"${text}" not seen in ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        );
        const check = () => {
          if (output.includes(text)) finish();
        };
        const onExit = () =>
          finish(new Error(`${script} exited (${child.exitCode}) before "${text}":\n${output}`));
        function finish(err?: Error) {
          clearTimeout(timer);
          child.stdout?.off("data", check);
          child.stderr?.off("data", check);
          child.off("exit", onExit);
          if (err) reject(err);
          else resolve();
        }
        child.stdout?.on("data", check);
        child.stderr?.on("data", check);
        child.once("exit", onExit);
        check();
      }),
    stop: async (graceMs = 10_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
