import type { FastifyBaseLogger } from "fastify";

/**
 * Work a request starts but does not wait for, so that its answer time cannot depend on that work
 * (e.g. whether an account exists). Failures are logged, never thrown at the caller; `settled()`
 * lets shutdown (and tests) wait until everything started has finished.
 */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (err: unknown) => log.error({ err }, `background task failed: ${label}`),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The app's background tasks (see BackgroundTasks); closing the app waits for them. */
    background: BackgroundTasks;
  }
}
