import { describe, expect, it } from "vitest";
import { parseRange } from "../../src/modules/media/media-range";

describe("parseRange (Range: bytes=… against a file of 10 bytes)", () => {
  it("reads a span, an open end and a suffix, capped at the file's end", () => {
    expect(parseRange("bytes=0-3", 10)).toEqual({ start: 0, end: 3 });
    expect(parseRange("bytes=4-", 10)).toEqual({ start: 4, end: 9 });
    expect(parseRange("bytes=8-99", 10)).toEqual({ start: 8, end: 9 });
    expect(parseRange("bytes=-3", 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange("bytes=-30", 10)).toEqual({ start: 0, end: 9 });
  });

  it("a start past the end, or an empty suffix, cannot be satisfied (416)", () => {
    expect(parseRange("bytes=10-", 10)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 10)).toBe("unsatisfiable");
  });

  it("no header, another unit, several ranges or a reversed span: the whole file (200)", () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange("items=0-3", 10)).toBeNull();
    expect(parseRange("bytes=0-1,4-5", 10)).toBeNull();
    expect(parseRange("bytes=5-2", 10)).toBeNull();
    expect(parseRange("bytes=-", 10)).toBeNull();
  });
});
