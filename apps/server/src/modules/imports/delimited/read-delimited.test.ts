import { describe, expect, it } from "vitest";
import { readAnkiTextHeader } from "./anki-text-header";
import { detectSeparator, firstRows } from "./parse-rows";
import { previewDelimited, readDelimited } from "./read-delimited";

const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string, extra: Partial<Parameters<typeof readDelimited>[1]> = {}) =>
  readDelimited(bytes(text), { format: "csv", courseName: "Deck", ...extra });

// Issue 15 "CSV / TSV / text (Anki's text export, Quizlet's export ...): column mapping in the preview".
describe("delimited reader", () => {
  it("reads RFC 4180 quoted fields: separators, quotes and line breaks inside quotes", () => {
    const rows = firstRows('a,"b, c"\n"say ""hi""","two\nlines"\r\nx,y\n', ",", 10);
    expect(rows).toEqual([
      ["a", "b, c"],
      ['say "hi"', "two\nlines"],
      ["x", "y"],
    ]);
  });

  it.each([
    ["comma", "a,b\nc,d\ne,f\n"],
    ["tab", "a\tb, c\nc\td, e\n"],
    ["semicolon", "a;b, c\nd;e, f\n"],
    ["pipe", "a|b\nc|d\n"],
  ] as const)("detects the %s separator", (name, text) => {
    expect(detectSeparator(text)).toBe(name);
  });

  it("a chosen separator wins over detection", () => {
    const plan = read("a;b,c\n", { separator: "comma" });
    expect(plan.courses[0]!.cards[0]).toMatchObject({ face: "a;b", back: "c" });
  });

  it("reads Anki's text export header: separator, html, columns, tags column", () => {
    const text =
      "#separator:tab\n#html:true\n#columns:Front\tBack\tTags\n#tags column:3\nH<sub>2</sub>O\tWater<br>liquid\tchem basics\n";
    expect(readAnkiTextHeader(text)).toMatchObject({ separator: "tab", html: true, tagsColumn: 2 });
    const preview = previewDelimited(bytes(text), "txt");
    expect(preview.columns).toEqual(["Front", "Back", "Tags"]);
    expect(preview.suggestedMapping).toEqual({ face: 0, back: 1, topic: null, tags: 2 });
    const card = read(text, { format: "txt" }).courses[0]!.cards[0]!;
    expect(card).toMatchObject({ face: "H2O", back: "Water\nliquid", conceptTags: ["chem", "basics"] });
  });

  it("reads Quizlet's export: term<tab>definition, one row per line", () => {
    const plan = read("hund\tdog\nkatze\tcat\n", { format: "txt" });
    expect(plan.courses[0]!.cards.map((c) => [c.face, c.back])).toEqual([
      ["hund", "dog"],
      ["katze", "cat"],
    ]);
  });

  it("applies the mapping (face, back, topic, tags) and names the course", () => {
    const plan = read("Topic,Back,Front,Tags\nGeo,Paris,Capital of France?,eu cities\n", {
      mapping: { face: 2, back: 1, topic: 0, tags: 3 },
      courseName: "Capitals",
    });
    // The header row is a row like any other unless Anki's #columns names the columns.
    const [course] = plan.courses;
    expect(course!.name).toBe("Capitals");
    expect(course!.cards[1]).toMatchObject({
      face: "Capital of France?",
      back: "Paris",
      topic: "Geo",
      conceptTags: ["eu", "cities"],
      type: "basic",
      reviews: [],
    });
  });

  it("skips rows without a question or an answer, and says so", () => {
    const plan = read("a,b\n,only back\nonly face,\n");
    expect(plan.courses[0]!.cards).toHaveLength(1);
    expect(plan.skipped).toEqual([
      { what: "2 rows", reason: expect.stringContaining("no question"), count: 2 },
    ]);
  });

  it("a byte-order mark does not end up in the first question", () => {
    expect(read("\uFEFFq,a\n").courses[0]!.cards[0]!.face).toBe("q");
  });

  it("a file with no usable row gives no course", () => {
    expect(read("just one column\n").courses).toEqual([]);
  });
});
