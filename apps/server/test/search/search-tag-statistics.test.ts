import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anyTag } from "../../src/modules/search/search-sql";
import { signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { courseWith } from "./search-fixtures";

// docs/decisions/search.md "Tags": the tag filter tests `card_tag_list(concept_tags)` (migration 0039),
// an array expression whose GIN index gets per-tag statistics from ANALYZE. The planner then knows how
// many cards a tag passes and intersects a common tag with the word index; the JSON column's `?|` had no
// statistics and was assumed to pass a handful of cards whatever the tag.
let t: TestApp;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute(query)) as unknown as { rows: T[] };

beforeAll(async () => {
  t = await createTestApp();
  const u = await signUpUser(t.app);
  const courseId = await courseWith(t.app, u, [{ face: "First", back: "b", conceptTags: ["rare"] }]);
  // 2,000 more cards with three tags each, nearly every card a different combination, each "t" tag on 10
  // of them (0.5%): below what statistics of whole tag lists can see, like the bench's 600 tags on
  // 0.25% of its cards each.
  await t.database.db.execute(sql`insert into cards (course_id, position, face, back, topic, level, type, concept_tags)
    select ${courseId}::uuid, i, 'Card ' || i, 'b', 'General', 'Beginner', 'basic', jsonb_build_array('t' || (i % 200), 'u' || (i % 37), 'v' || (i % 53))
    from generate_series(1, 2000) as i`);
  await t.database.db.execute(sql`analyze cards`);
});
afterAll(() => t.close());

/** The planner's estimate of the cards holding any of `tags`. */
async function estimate(tags: string[]): Promise<number> {
  const plan = await rows<Record<string, unknown>>(
    sql`explain (format json) select 1 from cards where ${anyTag(tags)}`,
  );
  const json = Object.values(plan.rows[0]!)[0];
  const parsed = (typeof json === "string" ? JSON.parse(json) : json) as { Plan: { "Plan Rows": number } }[];
  return parsed[0]!.Plan["Plan Rows"];
}

describe("tag statistics", () => {
  it("the planner estimates a tag's cards from its statistics", async () => {
    // "t7" is on 10 cards, "rare" on 1; without per-tag statistics every tag got the same guess (1% of
    // the cards here, 20).
    const t7 = await estimate(["t7"]);
    expect(t7).toBeGreaterThanOrEqual(5);
    expect(t7).toBeLessThanOrEqual(15);
    expect(await estimate(["t7", "t8"])).toBeGreaterThanOrEqual(10);
    // "u5" is on 54 cards (every 37th).
    expect(await estimate(["u5"])).toBeGreaterThanOrEqual(40);
    expect(await estimate(["rare"])).toBeLessThan(5);
  });

  it("card_tag_list keeps string elements only, and holds nothing for a value that is not an array", async () => {
    const list = async (json: string) =>
      (await rows<{ tags: string[] }>(sql`select card_tag_list(${json}::jsonb) as tags`)).rows[0]!.tags;
    expect(await list('["a", "b::c", "say \\"hi\\"", "", "NULL"]')).toEqual([
      "a",
      "b::c",
      'say "hi"',
      "",
      "NULL",
    ]);
    expect(await list('[1, true, null, ["x"], {"y": 1}, "z"]')).toEqual(["z"]);
    expect(await list('{"a": "b"}')).toEqual([]);
    expect(await list('"a"')).toEqual([]);
    expect(await list("[]")).toEqual([]);
  });
});
