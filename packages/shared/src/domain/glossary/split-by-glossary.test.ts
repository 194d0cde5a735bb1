import { describe, expect, it } from "vitest";
import { seededRandom } from "../session/seeded-random";
import { splitByGlossary } from "./split-by-glossary";

describe("splitByGlossary", () => {
  it("cuts text into plain and term segments in order", () => {
    expect(splitByGlossary("An atom and an ion.", ["ion", "atom"])).toEqual([
      { text: "An " },
      { text: "atom", term: "atom", index: 1 },
      { text: " and an " },
      { text: "ion", term: "ion", index: 0 },
      { text: "." },
    ]);
  });

  it("leaves out empty plain pieces at the edges and between adjacent terms", () => {
    expect(splitByGlossary("atom ion", ["atom", "ion"])).toEqual([
      { text: "atom", term: "atom", index: 0 },
      { text: " " },
      { text: "ion", term: "ion", index: 1 },
    ]);
  });

  it("returns the text as one segment when nothing matches, and nothing for empty text", () => {
    expect(splitByGlossary("plain", ["atom"])).toEqual([{ text: "plain" }]);
    expect(splitByGlossary("", ["atom"])).toEqual([]);
  });

  it("property: segments join back to the original text", () => {
    const random = seededRandom(5);
    const words = ["atom", "Atom", "ion", "atomic", "ion-pair", "ü", "  ", "\n"];
    for (let run = 0; run < 200; run++) {
      const text = Array.from(
        { length: Math.floor(random() * 10) },
        () => words[Math.floor(random() * words.length)],
      ).join(" ");
      const segments = splitByGlossary(text, ["atom", "ion", "ion pair"]);
      expect(segments.map((s) => s.text).join("")).toBe(text);
      expect(segments.every((s) => s.text.length > 0)).toBe(true);
    }
  });
});
