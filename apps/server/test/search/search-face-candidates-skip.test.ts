import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client";
import { searchStatement } from "../../src/modules/search/search.repository";
import { searchCards } from "../../src/modules/search/search.service";
import { setSearchSettings } from "../../src/modules/search/search-settings";
import { parseQuery } from "../../src/modules/search/search-text";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { courseWith } from "./search-fixtures";

// docs/decisions/search.md "Face candidates only when the sample lacks them": past the cap the face
// candidates are read only while the counted shared matches hold fewer face matches than a page's worth.
// The counted sample and the candidates read the shared library in the same order, so with enough face
// matches counted the candidates would all be counted cards: the page is the same either way, and only
// the plan shows whether the candidates' scan ran.
let t: TestApp;
let reader: SignedUpUser;

const backOnly = (n: number, word: string) =>
  Array.from({ length: n }, (_, i) => ({ face: `Card ${i}`, back: `${word} ${i}` }));

beforeAll(async () => {
  t = await createTestApp();
  reader = await signUpUser(t.app);
  const owner = await signUpUser(t.app);
  // "heron": two face matches first, so a sample of cap + 1 = 5 counted cards holds both.
  await courseWith(
    t.app,
    owner,
    [{ face: "Grey heron", back: "b" }, { face: "Heron nest", back: "b" }, ...backOnly(6, "heron")],
    { isPublic: true },
  );
  // "egret": the face match comes after the counted sample.
  await courseWith(t.app, owner, [...backOnly(6, "egret"), { face: "Little egret", back: "b" }], {
    isPublic: true,
  });
});
afterAll(() => t.close());

type PlanNode = {
  "Relation Name"?: string;
  "Actual Loops"?: number;
  "Subplan Name"?: string;
  Plans?: PlanNode[];
};

/** The loops of every scan of `cards` inside the `extra` CTE (the face candidates) of a search for `word`. */
async function faceCandidateScanLoops(word: string): Promise<number[]> {
  const statement = searchStatement(
    reader.id,
    {},
    parseQuery(word),
    { limit: 2, skip: 0 },
    false,
    4,
    { visibleCourseIds: null, typoOwnCardsByRow: false },
    2,
  );
  const plan = await t.database.db.transaction(async (tx) => {
    await setSearchSettings(tx as unknown as Database, reader.id, false);
    const res = (await tx.execute(sql`explain (analyze, format json) ${statement}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const json = Object.values(res.rows[0]!)[0];
    return ((typeof json === "string" ? JSON.parse(json) : json) as { Plan: PlanNode }[])[0]!.Plan;
  });
  const find = (node: PlanNode, name: string): PlanNode | undefined =>
    node["Subplan Name"] === name ? node : node.Plans?.map((p) => find(p, name)).find(Boolean);
  const loops = (node: PlanNode): number[] => [
    ...(node["Relation Name"] === "cards" ? [node["Actual Loops"] ?? 0] : []),
    ...(node.Plans ?? []).flatMap(loops),
  ];
  const extra = find(plan, "CTE extra");
  if (!extra) throw new Error("no face candidates in the plan");
  return loops(extra);
}

describe("face candidates past the cap", () => {
  it("are not read when the counted shared matches already hold a page of face matches", async () => {
    const loops = await faceCandidateScanLoops("heron");
    expect(loops.length).toBeGreaterThan(0);
    expect(loops.every((n) => n === 0)).toBe(true);
  });

  it("are read when the counted matches hold fewer, and the late face match ranks first", async () => {
    expect((await faceCandidateScanLoops("egret")).some((n) => n > 0)).toBe(true);
    const r = await searchCards(t.database.db, reader.id, { text: "egret", limit: 2 }, 4, 2);
    expect(r.totalIsApproximate).toBe(true);
    expect(r.cards[0]?.face).toBe("Little egret");
  });
});
