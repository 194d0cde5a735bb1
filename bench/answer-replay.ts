/**
 * The answer's own SQL, replayed straight through node-postgres (bench/answer-load.ts): for each answer the
 * token lookup, BEGIN, the locked read, the one write and COMMIT, with SQL and parameters from the route's
 * own Drizzle builders, sent by name where the route prepares its statements by name.
 */
import { AnswerBody } from "@recall/shared";
import { fillPlaceholders, type SQL } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../apps/server/src/db/client";
import { TOKEN_LOOKUP_NAME, tokenLookupQuery } from "../apps/server/src/lib/auth";
import { hashToken } from "../apps/server/src/lib/tokens";
import { answerIdOf, planAnswer } from "../apps/server/src/modules/sessions/answer-card.service";
import {
  LOCK_FOR_ANSWER_NAME,
  lockForAnswerQuery,
  recordAnswerStatement,
} from "../apps/server/src/modules/sessions/sessions.repository";
import { percentile, round } from "./lib";

/** One learner's answer as the load sends it: the bearer token and the JSON body. */
export type Pair = { token: string; body: string };

/** `name`: prepared by name, as the route's prepared statements are (parsed and planned once per connection). */
type Statement = { sql: string; params: unknown[]; name?: string };
type Replay = { token: Statement; lock: Statement; write: Statement };

/**
 * The statements the route would run for each answer of `pairs`, with their SQL and parameters from the
 * route's own builders: the token lookup, the locked read and, from what that read returns now (nothing
 * answered yet), the write `planAnswer` decides. Reading here takes no lock (no transaction is open).
 */
export async function buildReplay(db: Database, pairs: Pair[]): Promise<Replay[]> {
  const dialect = (db as unknown as { dialect: { sqlToQuery(sql: SQL): Statement } }).dialect;
  const users = new Map<
    string,
    Awaited<ReturnType<ReturnType<typeof tokenLookupQuery>["execute"]>>[number]["user"]
  >();
  const replays: Replay[] = [];
  const lookupSql = tokenLookupQuery(db).toSQL();
  for (const pair of pairs) {
    const body = AnswerBody.parse(JSON.parse(pair.body));
    const lookupValues = { tokenHash: hashToken(pair.token), now: new Date() };
    let user = users.get(pair.token);
    if (!user) {
      user = (await tokenLookupQuery(db).execute(lookupValues))[0]!.user;
      users.set(pair.token, user);
    }
    const lockQuery = lockForAnswerQuery(db, user.id, body.sessionId, body.cardId, answerIdOf(body));
    const [read] = await lockQuery;
    const { writes } = planAnswer(read!, user, body, new Date());
    replays.push({
      token: {
        name: TOKEN_LOOKUP_NAME,
        sql: lookupSql.sql,
        params: fillPlaceholders(lookupSql.params, lookupValues),
      },
      lock: { name: LOCK_FOR_ANSWER_NAME, ...lockQuery.toSQL() },
      write: dialect.sqlToQuery(recordAnswerStatement(db, writes!)),
    });
  }
  return replays;
}

/** Runs every replay on a pg.Pool of the app's size, CONNECTIONS at a time, as the route's requests would. */
export async function replayLoad(
  url: string,
  replays: Replay[],
  { poolSize, connections }: { poolSize: number; connections: number },
) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const query = (c: pg.Pool | pg.PoolClient, s: Statement) =>
    c.query({ name: s.name, text: s.sql, values: s.params, rowMode: "array" });
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < replays.length) {
        const r = replays[next++]!;
        const t = performance.now();
        try {
          await query(pool, r.token);
          const client = await pool.connect();
          try {
            await client.query("begin");
            await query(client, r.lock);
            await query(client, r.write);
            await client.query("commit");
          } catch (err) {
            await client.query("rollback");
            throw err;
          } finally {
            client.release();
          }
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.end();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: round(latencies.length / seconds, 0),
    p50: round(percentile(sorted, 50), 1),
    p99: round(percentile(sorted, 99), 1),
  };
}
