import { AI_MESSAGES } from "@recall/shared";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { aiGenerations, type GenerationKind, users } from "../../db/schema/index";
import { AppError } from "../../lib/errors";
import { requireVerifiedEmail } from "./guidelines";

/**
 * The monthly AI budget (docs/decisions/ai-budget.md). Every call reserves its maximum cost first, under a
 * per-user advisory lock, and settles with the real cost afterwards, so concurrent requests can never
 * spend past the budget. The month is the calendar month in UTC.
 */

export function monthWindow(now = new Date()): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

export interface MonthlySpend {
  /** Settled cost of finished calls (failed calls included: their tokens were used). */
  settledMicros: number;
  /** Reservations of calls still in flight. */
  reservedMicros: number;
  /** Successful AI calls this month. */
  generations: number;
}

/**
 * Sums this month's ledger of a user. A reservation older than `staleAfterMs` belongs to a call that cannot
 * still be running (a killed process); it no longer blocks the budget and the sweep marks it failed.
 */
export async function monthlySpend(
  db: Database,
  userId: string,
  staleAfterMs: number,
): Promise<MonthlySpend> {
  const { start, end } = monthWindow();
  const staleBefore = new Date(Date.now() - staleAfterMs);
  const g = aiGenerations;
  const [row] = await db
    .select({
      settled: sql<string>`coalesce(sum(case when ${g.status} <> 'reserved' then ${g.costMicros} else 0 end), 0)`,
      reserved: sql<string>`coalesce(sum(case when ${g.status} = 'reserved' and ${g.createdAt} >= ${staleBefore.toISOString()} then ${g.reservedMicros} else 0 end), 0)`,
      generations: sql<string>`count(*) filter (where ${g.status} = 'succeeded')`,
    })
    .from(g)
    .where(and(eq(g.userId, userId), gte(g.createdAt, start), lt(g.createdAt, end)));
  return {
    settledMicros: Number(row?.settled ?? 0),
    reservedMicros: Number(row?.reserved ?? 0),
    generations: Number(row?.generations ?? 0),
  };
}

export interface Reservation {
  userId: string;
  kind: GenerationKind;
  provider: string;
  model: string;
  jobId?: string | null;
  maxMicros: number;
}

/**
 * Reserves `maxMicros` for one call, or throws BUDGET_EXCEEDED (or EMAIL_NOT_VERIFIED: every model call
 * passes here, so this is the one gate no AI route can miss). Returns the ledger row id.
 */
export async function reserveCall(
  db: Database,
  r: Reservation,
  budgetMicros: number,
  staleAfterMs: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    // One user's reservations queue behind each other; other users are not blocked.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${r.userId}))`);
    const [owner] = await tx
      .select({ emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, r.userId));
    requireVerifiedEmail({ emailVerifiedAt: owner?.emailVerifiedAt ?? null });
    const spend = await monthlySpend(tx, r.userId, staleAfterMs);
    if (spend.settledMicros + spend.reservedMicros + r.maxMicros > budgetMicros) {
      throw new AppError("BUDGET_EXCEEDED", AI_MESSAGES.budgetExceeded);
    }
    const [row] = await tx
      .insert(aiGenerations)
      .values({
        userId: r.userId,
        kind: r.kind,
        provider: r.provider,
        model: r.model,
        jobId: r.jobId ?? null,
        status: "reserved",
        reservedMicros: r.maxMicros,
      })
      .returning({ id: aiGenerations.id });
    return row!.id;
  });
}

export interface Settlement {
  status: "succeeded" | "failed";
  inputTokens: number;
  outputTokens: number;
  costMicros: number;
  durationMs: number;
  error?: string | null;
  /** The provider reported no usage: the tokens are the app's estimate (characters / 4). */
  usageEstimated?: boolean;
}

/** Replaces the reservation by the real cost (0 when the call failed before the model answered). */
export async function settleCall(db: Database, id: string, s: Settlement): Promise<void> {
  await db
    .update(aiGenerations)
    .set({
      status: s.status,
      inputTokens: s.inputTokens,
      outputTokens: s.outputTokens,
      costMicros: s.costMicros,
      usageEstimated: s.usageEstimated ?? false,
      durationMs: Math.round(s.durationMs),
      error: s.error ? s.error.slice(0, 2000) : null,
      settledAt: new Date(),
    })
    .where(eq(aiGenerations.id, id));
}

/** Marks reservations left by a killed process as failed (they already stopped counting after `staleAfterMs`). */
export async function releaseStaleReservations(db: Database, staleAfterMs: number): Promise<number> {
  const rows = await db
    .update(aiGenerations)
    .set({ status: "failed", error: "abandoned: the process stopped during the call", settledAt: new Date() })
    .where(
      and(
        eq(aiGenerations.status, "reserved"),
        lt(aiGenerations.createdAt, new Date(Date.now() - staleAfterMs)),
      ),
    )
    .returning({ id: aiGenerations.id });
  return rows.length;
}

/** Total settled cost of a job's calls. */
export async function jobCostMicros(db: Database, jobId: string): Promise<{ micros: number; calls: number }> {
  const [row] = await db
    .select({
      micros: sql<string>`coalesce(sum(${aiGenerations.costMicros}), 0)`,
      calls: sql<string>`count(*)`,
    })
    .from(aiGenerations)
    .where(eq(aiGenerations.jobId, jobId));
  return { micros: Number(row?.micros ?? 0), calls: Number(row?.calls ?? 0) };
}
