import { and, type Column, eq, getTableColumns, is, Param, SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { cardMemory, cards, memoryModels, sessionAnswers, studySessions } from "../../db/schema/index";

/**
 * The two statements of an answer (optimistic concurrency): a read without a lock and a
 * write guarded by what was read. Both are built once per database with placeholders and prepared by name,
 * with `preparedPerDatabase`, as the token lookup is: building a statement with Drizzle per request was about a quarter of Node's time on
 * the answer path, and PostgreSQL parses and plans a named statement once per connection.
 * bench/answer-replay.ts replays exactly these statements.
 */

/** What one answer writes: the card's memory, the session's counters, the answer. */
export type AnswerWrites = {
  memory: typeof cardMemory.$inferInsert;
  sessionId: string;
  session: Pick<
    typeof studySessions.$inferInsert,
    "completedCards" | "correct" | "incorrect" | "streak" | "streakMax" | "neuroState" | "lastActivityAt"
  >;
  answer: typeof sessionAnswers.$inferInsert;
};

export const READ_FOR_ANSWER_NAME = "answer_read";
export const WRITE_ANSWER_NAME = "answer_write";

/**
 * Everything an answer reads, in one round trip and outside any transaction: the session, the card, this
 * user's memory of it, the memory model, and an earlier answer for the same card or with the same client id
 * (a resubmission). Nothing is locked: the write re-checks the session it read (see `writeAnswerQuery`).
 */
export function readForAnswerQuery(db: Database) {
  const cardId = sql.placeholder("cardId");
  const userId = sql.placeholder("userId");
  const prior = db
    .select({ correct: sessionAnswers.correct, engineResponse: sessionAnswers.engineResponse })
    .from(sessionAnswers)
    .where(
      and(
        eq(sessionAnswers.sessionId, sql.placeholder("sessionId")),
        sql`(${sessionAnswers.cardId} = ${cardId} or ${sessionAnswers.clientAnswerId} = ${sql.placeholder("clientAnswerId")})`,
      ),
    )
    .limit(1)
    .as("prior");
  return db
    .select({
      // Only what an answer uses: a card's explainers, deep dive, glossary and search vector (kilobytes of
      // JSON and text on a generated course) and the session's card list are never read or parsed.
      session: {
        id: studySessions.id,
        status: studySessions.status,
        completedCards: studySessions.completedCards,
        correct: studySessions.correct,
        incorrect: studySessions.incorrect,
        streak: studySessions.streak,
        streakMax: studySessions.streakMax,
        neuroState: studySessions.neuroState,
        lastActivityAt: studySessions.lastActivityAt,
        totalCards: sql<number>`jsonb_array_length(${studySessions.cardIds})`.mapWith(Number),
        hasCard: sql<boolean>`${studySessions.cardIds} @> jsonb_build_array(${cardId}::text)`,
      },
      card: {
        id: cards.id,
        courseId: cards.courseId,
        type: cards.type,
        back: cards.back,
        topic: cards.topic,
        level: cards.level,
        options: cards.options,
        answerIndex: cards.answerIndex,
        acceptableAnswers: cards.acceptableAnswers,
        wordCount: cards.wordCount,
        minReadTime: cards.minReadTime,
      },
      memory: cardMemory,
      // Top-level fields: Drizzle would turn a nested object from a left join into null when its first
      // field (no fitted weights) is null.
      modelWeights: memoryModels.weights,
      modelRetention: memoryModels.desiredRetention,
      prior: { correct: prior.correct, engineResponse: prior.engineResponse },
    })
    .from(studySessions)
    .leftJoin(cards, eq(cards.id, cardId))
    .leftJoin(cardMemory, and(eq(cardMemory.userId, userId), eq(cardMemory.cardId, cardId)))
    .leftJoin(memoryModels, eq(memoryModels.userId, userId))
    .leftJoinLateral(prior, sql`true`)
    .where(and(eq(studySessions.id, sql.placeholder("sessionId")), eq(studySessions.userId, userId)))
    .limit(1);
}

export type AnswerReadValues = { userId: string; sessionId: string; cardId: string; clientAnswerId: string };

/**
 * A placeholder encoded as `column` encodes its values. Drizzle's own encoding of a placeholder does not
 * skip null (a null timestamp would throw), hence the wrapper.
 */
const bound = (name: string, column: Column) =>
  new Param(sql.placeholder(name), {
    mapToDriverValue: (value: unknown) => (value == null ? null : column.mapToDriverValue(value)),
  });

const SESSION_KEYS = [
  "completedCards",
  "correct",
  "incorrect",
  "streak",
  "streakMax",
  "neuroState",
  "lastActivityAt",
] as const;
const MEMORY_COLUMNS: Record<string, Column> = getTableColumns(cardMemory);
const ANSWER_COLUMNS: Record<string, Column> = getTableColumns(sessionAnswers);
/** Every column an insert sets from a placeholder (the others are given as SQL in `selectList`). */
const MEMORY_KEYS = Object.keys(MEMORY_COLUMNS).filter((k) => k !== "updatedAt");
const ANSWER_KEYS = Object.keys(ANSWER_COLUMNS).filter((k) => k !== "id");

/**
 * `select $1::type, … from session_update` for an insert of every column of `table`, in the table's column
 * order (Drizzle's insert … select lists them all): a placeholder `prefix + key` per column, cast to the
 * column's type (PostgreSQL would take an untyped parameter in a select list for text), or `fixed[key]`.
 * A column whose default is SQL (`now()`, `gen_random_uuid()`) falls back to it when its value is null, as
 * an insert that leaves the column out would: a column added later with such a default keeps working.
 */
function selectList(table: PgTable, prefix: string, fixed: Record<string, SQL>, from: SQL): SQL {
  const items = Object.entries(getTableColumns(table)).map(([key, column]) => {
    if (fixed[key]) return fixed[key];
    const value = sql`${bound(prefix + key, column)}::${sql.raw(column.getSQLType())}`;
    return is(column.default, SQL) ? sql`coalesce(${value}, ${column.default})` : value;
  });
  return sql`select ${sql.join(items, sql`, `)} from ${from}`;
}

/**
 * Everything an answer writes, in ONE statement, applied only if the session is still as it was read:
 * the session update is guarded by the completed count read and by the status, and the memory upsert and
 * the answer insert select from its `returning`, so they write nothing when it hits no row. Under READ
 * COMMITTED a concurrent answer that committed first changed the count, and PostgreSQL re-checks the WHERE
 * on the row's new version: the loser writes nothing and is told so (`updated` 0), rereads and replans.
 */
export function writeAnswerQuery(db: Database) {
  const columns = getTableColumns(studySessions);
  const set = Object.fromEntries(SESSION_KEYS.map((k) => [k, sql`${bound(`s_${k}`, columns[k])}`]));
  const sessionUpdate = db.$with("session_update", { id: studySessions.id }).as(
    db
      .update(studySessions)
      .set(set)
      .where(
        and(
          eq(studySessions.id, sql.placeholder("sessionId")),
          eq(studySessions.completedCards, sql.placeholder("expectedCompleted")),
          eq(studySessions.status, "active"),
        ),
      )
      .returning({ id: studySessions.id })
      .getSQL(),
  );
  const from = sql`${sessionUpdate}`;
  const memoryUpsert = db
    .insert(cardMemory)
    .select(selectList(cardMemory, "m_", { updatedAt: sql`now()` }, from))
    .onConflictDoUpdate({
      target: [cardMemory.userId, cardMemory.cardId],
      set: {
        ...Object.fromEntries(
          MEMORY_KEYS.filter((k) => k !== "userId" && k !== "cardId").map((k) => [
            k,
            sql`${bound(`m_${k}`, MEMORY_COLUMNS[k]!)}`,
          ]),
        ),
        updatedAt: sql`now()`,
      },
    });
  // No conflict is expected behind the guard (an answer with this client id changed the count); the clause
  // stays as a last guard, as it was under the session lock.
  const answerInsert = db
    .insert(sessionAnswers)
    .select(selectList(sessionAnswers, "a_", { id: sql`gen_random_uuid()` }, from))
    .onConflictDoNothing();
  // getSQL(): a builder itself would be wrapped in parentheses, which a data-modifying CTE refuses.
  return db
    .with(
      sessionUpdate,
      db.$with("memory_upsert", {}).as(memoryUpsert.getSQL()),
      db.$with("answer_insert", {}).as(answerInsert.getSQL()),
    )
    .select({ updated: sql<number>`count(*)::int` })
    .from(sessionUpdate);
}

/** A column's JavaScript default (`.default(0)`), for a write that leaves it out as an insert would; null
 * for an SQL default, which the statement applies itself (`selectList`). */
function orDefault(column: Column, value: unknown): unknown {
  if (value !== undefined) return value;
  return column.default !== undefined && !is(column.default, SQL) ? column.default : null;
}

/** The placeholder values of `writeAnswerQuery` for `writes`, applied only if the session's count is `expectedCompleted`. */
export function writeAnswerValues(writes: AnswerWrites, expectedCompleted: number): Record<string, unknown> {
  const values: Record<string, unknown> = { sessionId: writes.sessionId, expectedCompleted };
  for (const k of SESSION_KEYS) values[`s_${k}`] = writes.session[k];
  for (const k of MEMORY_KEYS)
    values[`m_${k}`] = orDefault(MEMORY_COLUMNS[k]!, (writes.memory as Record<string, unknown>)[k]);
  for (const k of ANSWER_KEYS)
    values[`a_${k}`] = orDefault(ANSWER_COLUMNS[k]!, (writes.answer as Record<string, unknown>)[k]);
  return values;
}

const preparedRead = preparedPerDatabase(READ_FOR_ANSWER_NAME, readForAnswerQuery);
const preparedWrite = preparedPerDatabase(WRITE_ANSWER_NAME, writeAnswerQuery);

/** The answer's read, prepared on `db`'s pool on first use. */
export async function readForAnswer(db: Database, values: AnswerReadValues) {
  return (await preparedRead(db).execute(values))[0] ?? null;
}

/** Applies `writes` if the session still has `expectedCompleted` answers; false when it did not (nothing written). */
export async function writeAnswer(db: Database, writes: AnswerWrites, expectedCompleted: number) {
  const [row] = await preparedWrite(db).execute(writeAnswerValues(writes, expectedCompleted));
  return (row?.updated ?? 0) > 0;
}
