/** EXPLAIN (ANALYZE, BUFFERS) of the search statement of one bench query, planned as `searchPage` plans it. */
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../apps/server/src/db/client";
import { searchStatement } from "../apps/server/src/modules/search/search.repository";
import {
  isBroad,
  ownCardCount,
  setSearchSettings,
  typoTestsOwnCardsByRow,
  wordStatistics,
} from "../apps/server/src/modules/search/search-settings";
import { parseQuery } from "../apps/server/src/modules/search/search-text";
import type { Query } from "./search-queries";

/**
 * The plan of `q`'s exact statement, or of its typo pass (`fuzzy`), as text. `settings` ("name=value") are
 * applied first with `set local`, so a plan can be seen under other planner settings.
 */
export async function explainSearch(
  handle: DatabaseHandle,
  q: Query,
  { fuzzy = false, settings = [] }: { fuzzy?: boolean; settings?: string[] } = {},
): Promise<string> {
  const parsed = parseQuery(q.criteria.text);
  const { text: _text, limit, skip = 0, ...filters } = q.criteria;
  const stats = await wordStatistics(handle.db);
  return handle.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    for (const setting of settings) await tx.execute(sql.raw(`set local ${setting}`));
    const visibleCourseIds = await setSearchSettings(tx, q.userId, isBroad(stats, parsed));
    const ownCards = fuzzy ? await ownCardCount(tx, q.userId) : Number.POSITIVE_INFINITY;
    const plan = { visibleCourseIds, typoOwnCardsByRow: typoTestsOwnCardsByRow(stats, ownCards) };
    const statement = searchStatement(q.userId, filters, parsed, { limit, skip }, fuzzy, undefined, plan);
    const res = await tx.execute(sql`explain (analyze, buffers) ${statement}`);
    return (res as unknown as { rows: Record<string, string>[] }).rows
      .map((r) => Object.values(r)[0])
      .join("\n");
  });
}
