import { describe, expect, it } from "vitest";
import { buildHeatmap } from "./heatmap";

describe("buildHeatmap", () => {
  it("lays 365 days on Sunday-first week columns, padding outside the window", () => {
    // 2024-06-19 is a Wednesday; 2025-06-18 a Wednesday.
    const map = buildHeatmap("2024-06-19", "2025-06-18", []);
    expect(map.weeks.every((w) => w.length === 7)).toBe(true);
    expect(map.weeks[0]?.slice(0, 3)).toEqual([null, null, null]);
    expect(map.weeks[0]?.[3]?.date).toBe("2024-06-19");
    expect(map.weeks.at(-1)?.[3]?.date).toBe("2025-06-18");
    expect(map.weeks.at(-1)?.slice(4)).toEqual([null, null, null]);
    expect(map.weeks.flat().filter(Boolean)).toHaveLength(365);
    expect(map.months.map((m) => m.month)).toHaveLength(13);
    expect(map.monthStarts[0]).toEqual({ month: "2024-06", column: 0 });
    expect(map).toMatchObject({ total: 0, studiedDays: 0, busiest: null });
  });

  it("levels are quarters of the busiest day; months sum their days", () => {
    const map = buildHeatmap("2025-06-01", "2025-07-05", [
      { date: "2025-06-02", reviews: 1 },
      { date: "2025-06-03", reviews: 20 },
      { date: "2025-07-01", reviews: 10 },
    ]);
    const cell = (date: string) => map.weeks.flat().find((c) => c?.date === date);
    expect([cell("2025-06-01")?.level, cell("2025-06-02")?.level, cell("2025-06-03")?.level]).toEqual([
      0, 1, 4,
    ]);
    expect(cell("2025-07-01")?.level).toBe(2);
    expect(map.months).toEqual([
      { month: "2025-06", days: 2, reviews: 21 },
      { month: "2025-07", days: 1, reviews: 10 },
    ]);
    expect(map).toMatchObject({ total: 31, studiedDays: 3, busiest: { date: "2025-06-03", reviews: 20 } });
  });
});
