// @vitest-environment node
import { describe, expect, it } from "vitest";
import { levelLabel } from "./level-label";

describe("levelLabel", () => {
  it("shows Beginner, Intermediate and Advanced as L1, L2 and L3", () => {
    expect(["Beginner", "Intermediate", "Advanced"].map(levelLabel)).toEqual(["L1", "L2", "L3"]);
    expect(levelLabel("advanced")).toBe("L3");
  });
  it("shows other level text as is", () => expect(levelLabel("Expert")).toBe("Expert"));
});
