import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { aiGenerations } from "../../src/db/schema/index";
import { type AiTestApp, aiUser, brief, createAiTestApp, generate, inject } from "./support/ai-test-app";

/**
 * 20 generations at once for one user whose budget covers only a few: every call reserves its maximum
 * cost under the user's lock, so the month's settled + reserved total never passes the budget.
 */
const BUDGET_USD = 0.06;
let t: AiTestApp;
beforeAll(async () => {
  t = await createAiTestApp(
    { AI_MONTHLY_BUDGET_USD: String(BUDGET_USD), AI_CONCURRENCY: "8" },
    { latencyMs: 100 },
  );
});
afterAll(() => t.close());

it("20 concurrent generations at the budget's edge never overspend", async () => {
  const user = await aiUser(t.app);
  const totals = async () => {
    const [row] = await t.database.db
      .select({
        settled: sql<string>`coalesce(sum(case when status <> 'reserved' then cost_micros else 0 end), 0)`,
        reserved: sql<string>`coalesce(sum(case when status = 'reserved' then reserved_micros else 0 end), 0)`,
      })
      .from(aiGenerations)
      .where(eq(aiGenerations.userId, user.id));
    return Number(row!.settled) + Number(row!.reserved);
  };
  // Sample the ledger while the generations run: it must hold at every moment, not only at the end.
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await totals());
      await new Promise((r) => setTimeout(r, 20));
    }
  })();

  const responses = await Promise.all(
    Array.from({ length: 20 }, () => generate(t.app, user, brief({ cardCount: 10 }))),
  );
  sampling = false;
  await sampler;

  const statuses = responses.map((r) => r.statusCode);
  expect(statuses.filter((s) => s !== 200 && s !== 402)).toEqual([]);
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
  expect(statuses.filter((s) => s === 402).length).toBeGreaterThan(0);
  for (const res of responses.filter((r) => r.statusCode === 402)) {
    expect(res.json().error.message).toBe(
      "You have exceeded your monthly AI budget. It will reset next month.",
    );
  }

  const budgetMicros = BUDGET_USD * 1_000_000;
  expect(peak).toBeLessThanOrEqual(budgetMicros);
  expect(await totals()).toBeLessThanOrEqual(budgetMicros);
  const open = await t.database.db.select().from(aiGenerations).where(eq(aiGenerations.status, "reserved"));
  expect(open).toHaveLength(0);
  const usage = (await inject(t.app, user, "GET", "/api/ai-content/usage")).json().data;
  expect(usage.totalSpent).toBeLessThanOrEqual(BUDGET_USD);
  expect(usage.remaining).toBeCloseTo(BUDGET_USD - usage.totalSpent, 6);

  // What is left is then fought over by 20 chat turns at once (8 calls in flight): same invariant.
  const turns = await Promise.all(
    Array.from({ length: 20 }, () =>
      inject(t.app, user, "POST", "/api/ai-content/discovery", { message: "Teach me chemistry" }),
    ),
  );
  expect(turns.every((r) => r.statusCode === 200 || r.statusCode === 402)).toBe(true);
  expect(turns.some((r) => r.statusCode === 402)).toBe(true);
  expect(await totals()).toBeLessThanOrEqual(budgetMicros);
}, 180_000);
