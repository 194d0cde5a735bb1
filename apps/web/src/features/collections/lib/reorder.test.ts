import { describe, expect, it } from "vitest";
import { moveId, reorderPrefix } from "./reorder";

describe("moveId", () => {
  it("moves an id down and up", () => {
    expect(moveId(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveId(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
  });

  it("keeps the list at its ends", () => {
    expect(moveId(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveId(["a", "b"], 1, 5)).toEqual(["a", "b"]);
  });
});

describe("reorderPrefix", () => {
  it("sends the ids up to the last place that changed", () => {
    const before = ["a", "b", "c", "d", "e"];
    expect(reorderPrefix(before, moveId(before, 1, 2))).toEqual(["a", "c", "b"]);
    expect(reorderPrefix(before, moveId(before, 4, 0))).toEqual(["e", "a", "b", "c", "d"]);
  });

  it("sends nothing when nothing moved", () => {
    expect(reorderPrefix(["a", "b"], ["a", "b"])).toEqual([]);
  });
});
