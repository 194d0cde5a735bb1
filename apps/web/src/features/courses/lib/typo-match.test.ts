// @vitest-environment node
import { describe, expect, it } from "vitest";
import { matchesWithTypo, withinOneEdit, wordsOf } from "./typo-match";

describe("withinOneEdit", () => {
  it.each([
    ["planet", "planet", true],
    ["planet", "planot", true],
    ["planet", "plant", true],
    ["plant", "planet", true],
    ["planet", "lpanet", true],
    ["planet", "palnte", false],
    ["planet", "plan", false],
    ["planet", "plaent", true],
    ["planet", "pxanxt", false],
  ])("%s / %s: %s", (a, b, ok) => expect(withinOneEdit(a, b)).toBe(ok));
});

describe("matchesWithTypo", () => {
  it("needs five letters or more, and works in any script", () => {
    expect(matchesWithTypo("stras", wordsOf("What powers stars?"))).toBe(true);
    expect(matchesWithTypo("star", wordsOf("What powers stras?"))).toBe(false);
    expect(matchesWithTypo("ядроо", wordsOf("Что такое ядро атома?"))).toBe(true);
    expect(matchesWithTypo("ядpo", wordsOf("Что такое ядро атома?"))).toBe(false);
    expect(matchesWithTypo("атомаа", wordsOf("Что такое ядро атома?"))).toBe(true);
  });
});
