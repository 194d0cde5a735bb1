import { hostname } from "node:os";

/** The worker ids of the runners alive in this process (several in tests; one in a server or worker). */
const aliveHere = new Set<string>();

/** A new worker id, `host:pid:random`, registered as alive in this process until `forget`. */
export function newWorkerId(): string {
  const id = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  aliveHere.add(id);
  return id;
}

export function forgetWorker(id: string): void {
  aliveHere.delete(id);
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Whether the worker holding a lease is certainly dead, without waiting for its lease to expire: it ran on
 * this host, and its process is gone, or its process id is this process's own (a restarted container
 * reuses PID 1) while none of this process's runners has its id. A worker on another host is never judged
 * here: its lease expires instead.
 */
export function isDeadWorker(id: string | null): boolean {
  if (!id) return false;
  const [host, pidText] = id.split(":");
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return !aliveHere.has(id);
  return !processRuns(pid);
}
