import { describe, expect, it } from "vitest";
import { readAnkiTextHeader } from "./anki-text-header";
import { detectSeparator, firstRows } from "./parse-rows";
import { previewDelimited, readDelimited } from "./read-delimited";

const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string, extra: Partial<Parameters<typeof readDelimited>[1]> = {}) =>
  readDelimited(bytes(text), { format: "csv", courseName: "Deck", ...extra }).plan;

// CSV / TSV / text (Anki's text export, Quizlet's export ...): column mapping in the preview.
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
    const plan = read("Geo,Paris,Capital of France?,eu cities\n", {
      mapping: { face: 2, back: 1, topic: 0, tags: 3 },
      courseName: "Capitals",
    });
    const [course] = plan.courses;
    expect(course!.name).toBe("Capitals");
    expect(course!.cards[0]).toMatchObject({
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
      { what: "rows", reason: expect.stringContaining("no question"), count: 2 },
    ]);
  });

  it("a byte-order mark does not end up in the first question", () => {
    expect(read("\uFEFFq,a\n").courses[0]!.cards[0]!.face).toBe("q");
  });

  it("a file with no usable row gives no course", () => {
    expect(read("just one column\n").courses).toEqual([]);
  });

  it("a first row naming the columns is a header, not a card: found, used to map, and the learner may overrule", () => {
    const text = "Term,Definition,Tags\nhund,dog,animals\nkatze,cat,animals\n";
    const preview = previewDelimited(bytes(text), "csv");
    expect(preview).toMatchObject({
      hasHeader: true,
      columns: ["Column 1", "Column 2", "Column 3"],
      rows: [
        ["Term", "Definition", "Tags"],
        ["hund", "dog", "animals"],
        ["katze", "cat", "animals"],
      ],
      suggestedMapping: { face: 0, back: 1, topic: null, tags: 2 },
    });
    expect(read(text).courses[0]!.cards.map((c) => c.face)).toEqual(["hund", "katze"]);
    // The learner says the first row is a card after all.
    expect(read(text, { hasHeader: false }).courses[0]!.cards.map((c) => c.face)).toEqual([
      "Term",
      "hund",
      "katze",
    ]);
  });

  it("a first row of card text is not taken for a header", () => {
    expect(previewDelimited(bytes("hund,dog\nkatze,cat\n"), "csv").hasHeader).toBe(false);
    expect(previewDelimited(bytes("What is the front of a ship?,The bow\n"), "csv").hasHeader).toBe(false);
  });

  it("an unclosed quote is read as text and reported with its line; the rows after it are kept", () => {
    const text = 'q1,a1\n"q2,a2\nq3,a3\nq4,"a4\nq5,a5\n';
    const plan = read(text);
    expect(plan.courses[0]!.cards.map((c) => [c.face, c.back])).toEqual([
      ["q1", "a1"],
      ['"q2', "a2"],
      ["q3", "a3"],
      ["q4", '"a4'],
      ["q5", "a5"],
    ]);
    expect(plan.adjusted).toEqual([
      {
        what: "rows with a quote that is never closed (lines 2, 4)",
        reason: "the quote is read as part of the text; the rows after it are read as usual",
        count: 2,
      },
    ]);
  });

  it("a quote closed by another quote with text after it (no CSV writer makes that) is text too", () => {
    const plan = read('"stray,one\nrow two,"quoted" text\nthree,3\n');
    expect(plan.courses[0]!.cards.map((c) => [c.face, c.back])).toEqual([
      ['"stray', "one"],
      ["row two", '"quoted" text'],
      ["three", "3"],
    ]);
    expect(plan.adjusted[0]).toMatchObject({ count: 2, what: expect.stringContaining("lines 1, 2") });
  });

  it("lines are numbered as in the file: after Anki's header lines, across quoted line breaks", () => {
    const plan = read('#separator:comma\n#html:false\n"multi\nline",a\n"open,b\n', { format: "txt" });
    expect(plan.adjusted[0]?.what).toContain("line 5");
    expect(plan.courses[0]!.cards.map((c) => c.sourceId)).toEqual(["3", "5"]);
  });

  it("tells how wide the file is and whether any row has two filled fields, for the upload's refusals", () => {
    expect(readDelimited(bytes("one\ntwo\n"), { format: "csv", courseName: "D" })).toMatchObject({
      width: 1,
      rowsWithTwoFields: 0,
    });
    expect(readDelimited(bytes("a,\n,b\n"), { format: "csv", courseName: "D" })).toMatchObject({
      width: 2,
      rowsWithTwoFields: 0,
    });
  });
});
