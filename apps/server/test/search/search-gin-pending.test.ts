import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

// docs/decisions/search.md "Pending index entries": every scan of a GIN index reads its whole pending list,
// so the card indexes cap it at 1 MB (migration 0040) instead of the server's 4 MB. A GIN index added on
// cards later, or one rebuilt without the setting, fails here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the GIN indexes on cards", () => {
  it("all cap their pending list at 1 MB", async () => {
    const res = (await t.database.db.execute(sql`
      select i.relname as name, coalesce(array_to_string(i.reloptions, ','), '') as options
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class c on c.oid = x.indrelid
      join pg_am a on a.oid = i.relam
      where c.relname = 'cards' and a.amname = 'gin'
      order by i.relname`)) as unknown as { rows: { name: string; options: string }[] };
    expect(res.rows.map((r) => r.name)).toEqual([
      "cards_face_trgm_idx",
      "cards_search_vector_idx",
      "cards_shared_face_trgm_idx",
      "cards_shared_search_vector_idx",
      "cards_tag_list_idx",
    ]);
    for (const row of res.rows) expect(row.options, row.name).toContain("gin_pending_list_limit=1024");
  });
});
