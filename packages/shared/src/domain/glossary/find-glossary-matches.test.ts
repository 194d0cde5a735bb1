import { describe, expect, it } from "vitest";
import { seededRandom } from "../session/seeded-random";
import { findGlossaryMatches } from "./find-glossary-matches";

const spans = (text: string, terms: string[]) =>
  findGlossaryMatches(text, terms).map((m) => text.slice(m.start, m.end));

describe("findGlossaryMatches", () => {
  it("requirements S3: matches whole words only", () => {
    expect(spans("The cell divides; cellular cells excell.", ["cell"])).toEqual(["cell"]);
    expect(spans("cell", ["cell"])).toEqual(["cell"]);
    expect(spans("a cell's wall", ["cell"])).toEqual(["cell"]);
    expect(spans("cell2 and 2cell", ["cell"])).toEqual([]);
  });

  it("requirements S3: is case-insensitive and reports the listed term", () => {
    const [m] = findGlossaryMatches("About DNA and dna.", ["Dna"]);
    expect(m).toEqual({ start: 6, end: 9, term: "Dna", index: 0 });
    expect(spans("About DNA and dna.", ["Dna"])).toEqual(["DNA", "dna"]);
  });

  it("requirements S3: longest term first, without overlaps", () => {
    const text = "The cell membrane protects the cell.";
    const matches = findGlossaryMatches(text, ["cell", "cell membrane", "membrane"]);
    expect(matches.map((m) => m.term)).toEqual(["cell membrane", "cell"]);
    expect(matches.map((m) => m.index)).toEqual([1, 0]);
  });

  it("longest first is global: a longer later term beats an earlier overlapping one", () => {
    expect(findGlossaryMatches("new york city", ["new york", "york city"]).map((m) => m.term)).toEqual([
      "york city",
    ]);
  });

  it("equal lengths keep the listed order", () => {
    expect(findGlossaryMatches("ab cd ef", ["ab cd", "cd ef"]).map((m) => m.term)).toEqual(["ab cd"]);
  });

  it("treats regex special characters literally", () => {
    expect(spans("I write C++ and C# daily; a+b is not C.", ["C++", "C#", "a+b", "(x)", "."])).toEqual([
      "C++",
      "C#",
      "a+b",
    ]);
    expect(spans("solve (x) now", ["(x)"])).toEqual(["(x)"]);
    expect(spans("use a.b here, not axb", ["a.b"])).toEqual(["a.b"]);
    expect(spans("self-attention works", ["self-attention"])).toEqual(["self-attention"]);
    expect(spans("path a/b|c", ["a/b|c"])).toEqual(["a/b|c"]);
  });

  it("uses Unicode letters for word boundaries", () => {
    expect(spans("Über die Zelle und Zellkern", ["zelle"])).toEqual(["Zelle"]);
    expect(spans("клетка и клетками", ["клетка"])).toEqual(["клетка"]);
    expect(spans("ÉCOLE école", ["école"])).toEqual(["ÉCOLE", "école"]);
    // "ana" inside "banana" or next to an accented letter is not a whole word.
    expect(spans("banana éana anaé ana", ["ana"])).toEqual(["ana"]);
  });

  it("does not end a match before a combining mark (Devanagari vowel sign)", () => {
    // "कम" followed by the vowel sign "ा" is the word "कमा", not "कम".
    expect(spans("कमा कम", ["कम"])).toEqual(["कम"]);
    expect(findGlossaryMatches("कमा कम", ["कम"])[0]?.start).toBe(4);
  });

  it("lets whitespace inside a term match any whitespace run", () => {
    expect(spans("the cell\n  membrane", ["cell membrane"])).toEqual(["cell\n  membrane"]);
  });

  it("accepts glossary objects, skips blank and duplicate terms", () => {
    const terms = [{ term: "  " }, { term: "Atom" }, { term: "atom" }, { term: " ion " }];
    const matches = findGlossaryMatches("An atom becomes an ion.", terms);
    expect(matches.map((m) => [m.term, m.index])).toEqual([
      ["Atom", 1],
      ["ion", 3],
    ]);
  });

  it("returns nothing for empty text or no terms", () => {
    expect(findGlossaryMatches("", ["a"])).toEqual([]);
    expect(findGlossaryMatches("some text", [])).toEqual([]);
  });

  it("property: sorted, non-overlapping, whole-word, equal to the term up to case and whitespace", () => {
    const random = seededRandom(314);
    const words = ["cell", "Cell", "membrane", "ion", "ions", "atom", "C++", "über", "x"];
    const seps = [" ", ", ", "-", "\n", ".", "é"];
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
    for (let run = 0; run < 300; run++) {
      const parts = Array.from({ length: Math.floor(random() * 12) }, () => pick(words) + pick(seps));
      const text = parts.join("");
      const terms = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
        random() < 0.3 ? `${pick(words)} ${pick(words)}` : pick(words),
      );
      const matches = findGlossaryMatches(text, terms);
      for (let i = 0; i < matches.length; i++) {
        const m = matches[i];
        if (!m) continue;
        const prev = matches[i - 1];
        if (prev) expect(prev.end).toBeLessThanOrEqual(m.start);
        const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ");
        expect(norm(text.slice(m.start, m.end))).toBe(norm(m.term));
        expect(/[\p{L}\p{M}\p{N}]/u.test(text.slice(m.start - 1, m.start))).toBe(false);
        expect(/[\p{L}\p{M}\p{N}]/u.test(text.slice(m.end, m.end + 1))).toBe(false);
      }
    }
  });
});
