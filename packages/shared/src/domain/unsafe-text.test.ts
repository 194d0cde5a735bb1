import { describe, expect, it } from "vitest";
import {
  findUnsafeText,
  stripUnsafeText,
  stripUnsafeTextDeep,
  UNSAFE_TEXT_MESSAGES,
  unsafeTextProblem,
} from "./unsafe-text";

describe("unsafeTextProblem", () => {
  it("refuses the NUL character", () => {
    expect(unsafeTextProblem("a\u0000b")).toBe(UNSAFE_TEXT_MESSAGES.nul);
  });

  it("refuses a lone high or low surrogate, wherever it stands", () => {
    for (const text of ["\uD800", "a\uD83D", "\uDC00x", "x\uDE00\uD83D", "\uD83D\uD83D\uDE00"]) {
      // The last one is a lone high surrogate followed by a valid pair.
      expect(unsafeTextProblem(text), JSON.stringify(text)).toBe(UNSAFE_TEXT_MESSAGES.surrogate);
    }
  });

  it("accepts valid pairs (emoji), other control characters, and ordinary text", () => {
    for (const text of ["😀", "a\u0001b\u001Fc\u007F", "tab\tline\nreturn\r", "Ünïcödé", ""]) {
      expect(unsafeTextProblem(text), JSON.stringify(text)).toBeNull();
    }
  });
});

describe("findUnsafeText", () => {
  it("names the dotted path of every unsafe value, in document order", () => {
    const issues = findUnsafeText({
      name: "ok",
      cards: [{ face: "fine" }, { face: "bad\u0000", options: ["x", "\uDFFF"] }],
    });
    expect(issues).toEqual([
      { path: "cards.1.face", message: UNSAFE_TEXT_MESSAGES.nul },
      { path: "cards.1.options.1", message: UNSAFE_TEXT_MESSAGES.surrogate },
    ]);
  });

  it("names the object whose key is unsafe", () => {
    expect(findUnsafeText({ sandbox: { params: { "k\u0000": 1 } } })).toEqual([
      { path: "sandbox.params", message: UNSAFE_TEXT_MESSAGES.key },
    ]);
  });

  it("reports a top-level string with an empty path and ignores numbers, booleans and null", () => {
    expect(findUnsafeText("\u0000")).toEqual([{ path: "", message: UNSAFE_TEXT_MESSAGES.nul }]);
    expect(findUnsafeText({ a: 1, b: true, c: null, d: [2.5] })).toEqual([]);
  });

  it("walks a value nested far deeper than the call stack allows, and stops at the limit", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toHaveLength(1);
    expect(
      findUnsafeText(
        Array.from({ length: 50 }, () => "\u0000"),
        5,
      ),
    ).toHaveLength(5);
  });
});

describe("stripUnsafeText", () => {
  it("drops NUL and replaces lone surrogates with U+FFFD, keeping valid pairs", () => {
    expect(stripUnsafeText("a\u0000b\uD800c😀\uDC00")).toBe("ab\uFFFDc😀\uFFFD");
  });

  it("cleans every string and key of a JSON-like value", () => {
    const cleaned = stripUnsafeTextDeep({ "k\u0000": ["x\uD800", 1, null, { y: "\u0000z" }] });
    expect(cleaned).toEqual({ k: ["x\uFFFD", 1, null, { y: "z" }] });
    expect(findUnsafeText(cleaned)).toEqual([]);
  });
});
