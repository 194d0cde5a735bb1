/**
 * The answer's own SQL, replayed straight through node-postgres (bench/answer-load.ts): for each answer the
 * token lookup, the read and the guarded write (no transaction, as the route), with SQL and parameters
 * from the route's own Drizzle builders, sent by name as the route prepares them.
 */
import { AnswerBody } from "@recall/shared";
import { fillPlaceholders } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../apps/server/src/db/client";
import { TOKEN_LOOKUP_NAME, tokenLookupQuery } from "../apps/server/src/lib/auth";
import { hashToken } from "../apps/server/src/lib/tokens";
import { answerIdOf, planAnswer } from "../apps/server/src/modules/sessions/answer-card.service";
import {
  READ_FOR_ANSWER_NAME,
  readForAnswer,
  readForAnswerQuery,
  WRITE_ANSWER_NAME,
  writeAnswerQuery,
  writeAnswerValues,
} from "../apps/server/src/modules/sessions/answer-statements";
import { percentile, round } from "./lib";

/** One learner's answer as the load sends it: the bearer token and the JSON body. */
export type Pair = { token: string; body: string };

/** `name`: prepared by name, as the route's prepared statements are (parsed and planned once per connection). */
type Statement = { sql: string; params: unknown[]; name?: string };
type Replay = { token: Statement; read: Statement; write: Statement };

/**
 * The statements the route would run for each answer of `pairs`, with their SQL and parameters from the
 * route's own builders: the token lookup, the read and, from what that read returns now (nothing answered
 * yet), the write `planAnswer` decides. Its guard expects as many answers in the session as come before it
 * in `pairs` (the load sends a session's answers in order), so each write applies on top of the last.
 */
export async function buildReplay(db: Database, pairs: Pair[]): Promise<Replay[]> {
  const answered = new Map<string, number>();
  const users = new Map<
    string,
    Awaited<ReturnType<ReturnType<typeof tokenLookupQuery>["execute"]>>[number]["user"]
  >();
  const replays: Replay[] = [];
  const lookupSql = tokenLookupQuery(db).toSQL();
  const readSql = readForAnswerQuery(db).toSQL();
  const writeSql = writeAnswerQuery(db).toSQL();
  for (const pair of pairs) {
    const body = AnswerBody.parse(JSON.parse(pair.body));
    const lookupValues = { tokenHash: hashToken(pair.token), now: new Date() };
    let user = users.get(pair.token);
    if (!user) {
      user = (await tokenLookupQuery(db).execute(lookupValues))[0]!.user;
      users.set(pair.token, user);
    }
    const readValues = {
      userId: user.id,
      sessionId: body.sessionId,
      cardId: body.cardId,
      clientAnswerId: answerIdOf(body),
    };
    const read = (await readForAnswer(db, readValues))!;
    const expected = answered.get(body.sessionId) ?? 0;
    answered.set(body.sessionId, expected + 1);
    const { writes } = planAnswer(
      { ...read, session: { ...read.session, completedCards: expected } },
      user,
      body,
      new Date(),
    );
    replays.push({
      token: {
        name: TOKEN_LOOKUP_NAME,
        sql: lookupSql.sql,
        params: fillPlaceholders(lookupSql.params, lookupValues),
      },
      read: {
        name: READ_FOR_ANSWER_NAME,
        sql: readSql.sql,
        params: fillPlaceholders(readSql.params, readValues),
      },
      write: {
        name: WRITE_ANSWER_NAME,
        sql: writeSql.sql,
        params: fillPlaceholders(writeSql.params, writeAnswerValues(writes!, expected)),
      },
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
  // Guarded writes that hit no row (the session was not as expected): the route would read again.
  let misses = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < replays.length) {
        const r = replays[next++]!;
        const t = performance.now();
        try {
          await query(pool, r.token);
          await query(pool, r.read);
          const written = await query(pool, r.write);
          if (written.rows[0]?.[0] !== 1) misses++;
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
    misses,
    rps: round(latencies.length / seconds, 0),
    p50: round(percentile(sorted, 50), 1),
    p99: round(percentile(sorted, 99), 1),
  };
}
