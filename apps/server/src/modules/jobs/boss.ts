import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../../db/client";

export const BOSS_SCHEMA = "pgboss";
export const GENERATION_QUEUE = "ai-generation";

/**
 * pg-boss on the app's own database connection (PGlite or the PostgreSQL pool), through its `db` adapter.
 * PGlite runs parameterless multi-statement scripts (pg-boss's install and migrations) only through
 * `exec`, which returns no rows; those scripts need none.
 */
export function bossDb(database: DatabaseHandle): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return database.sql.query(text, values);
      try {
        return await database.sql.query(text);
      } catch (err) {
        if (database.driver === "pglite" && /multiple commands/i.test((err as Error).message)) {
          await database.sql.exec(text);
          return { rows: [] };
        }
        throw err;
      }
    },
  };
}

/**
 * The queue of durable generations. A job that throws (its lease is held by a live worker elsewhere)
 * is retried with backoff; one that outlives `expireInSeconds` (a killed worker) is failed by pg-boss and
 * retried. Jobs finish with the generation_jobs row, never by pg-boss state (docs/decisions/ai-jobs.md).
 */
export async function startBoss(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  opts: { supervise: boolean },
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: bossDb(database),
    schema: BOSS_SCHEMA,
    migrate: true,
    supervise: opts.supervise,
    schedule: false,
  });
  boss.on("error", (err) => log.error({ err }, "job queue error"));
  await boss.start();
  await boss.createQueue(GENERATION_QUEUE, {
    name: GENERATION_QUEUE,
    policy: "standard",
    retryLimit: 20,
    retryDelay: 15,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
  });
  return boss;
}
