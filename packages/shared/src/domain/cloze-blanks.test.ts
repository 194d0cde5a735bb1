import { describe, expect, it } from "vitest";
import { CLOZE_BLANK, countClozeBlanks, splitAtClozeBlanks } from "./cloze-blanks";

describe("cloze blanks", () => {
  it("reads a run of three or more underscores as one blank, matched whole", () => {
    expect(splitAtClozeBlanks("The stars fact 2 is ____.")).toEqual(["The stars fact 2 is ", "."]);
    expect(splitAtClozeBlanks(`a ${CLOZE_BLANK} b _______ c`)).toEqual(["a ", " b ", " c"]);
    expect(countClozeBlanks("a ___ b _____ c")).toBe(2);
  });

  it("leaves one or two underscores as text", () => {
    expect(splitAtClozeBlanks("snake_case and __bold__")).toEqual(["snake_case and __bold__"]);
    expect(countClozeBlanks("no blank")).toBe(0);
  });
});
