import { describe, expect, it } from "vitest";
import { columnNames, looksLikeHeader, suggestColumnMapping } from "./import-columns";

// "A first row that names the columns is recognised as a header (the preview lets the learner change that)".
describe("delimited file columns", () => {
  it("a first row of usual column names is a header", () => {
    expect(looksLikeHeader(["Front", "Back"])).toBe(true);
    expect(looksLikeHeader(["term", "definition", ""])).toBe(true);
    expect(looksLikeHeader(["Word", "Lesson", "Tags"])).toBe(true);
  });

  it("card text, repeated names or long cells are not a header", () => {
    expect(looksLikeHeader(["hund", "dog"])).toBe(false);
    expect(looksLikeHeader(["Front", "front"])).toBe(false);
    expect(looksLikeHeader(["Question", "What a ship's front is called when it points into the wind"])).toBe(
      false,
    );
    expect(looksLikeHeader(["Front"])).toBe(false);
  });

  it("names columns by the header, else by the names given, else Column N", () => {
    expect(columnNames(3, ["Term", " ", "Tags"])).toEqual(["Term", "Column 2", "Tags"]);
    expect(columnNames(2, null, ["Front"])).toEqual(["Front", "Column 2"]);
  });

  it("suggests the question, answer, topic and tags columns by name, else the first two", () => {
    expect(suggestColumnMapping(["Tags", "Answer", "Question", "Deck"])).toEqual({
      face: 2,
      back: 1,
      topic: 3,
      tags: 0,
    });
    expect(suggestColumnMapping(["Column 1", "Column 2"])).toEqual({
      face: 0,
      back: 1,
      topic: null,
      tags: null,
    });
    expect(suggestColumnMapping(["Notes", "Word"])).toEqual({ face: 1, back: 0, topic: null, tags: null });
  });
});
