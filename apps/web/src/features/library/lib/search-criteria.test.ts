// @vitest-environment node
import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";
import { activeFilterCount, EMPTY_FILTERS, toggleValue, toSearchBody } from "./search-criteria";

describe("toSearchBody", () => {
  it("asks for 500 cards and leaves empty filters out", () => {
    expect(toSearchBody("  ", EMPTY_FILTERS)).toEqual({ limit: 500 });
  });

  it("sends the trimmed text and every filter in use", () => {
    const body = toSearchBody(" cells ", {
      ...EMPTY_FILTERS,
      courseIds: ["c1"],
      topics: ["Cells"],
      levels: ["Beginner"],
      types: ["mcq", "basic"],
      hasDeepDive: true,
      collectionIds: ["k1"],
      tags: ["mitosis"],
    });
    expect(body).toEqual({
      limit: 500,
      query: "cells",
      courseIds: ["c1"],
      topics: ["Cells"],
      levels: ["Beginner"],
      types: ["mcq", "basic"],
      hasDeepDive: true,
      collectionIds: ["k1"],
      tags: ["mitosis"],
    });
  });
});

it("toggles a value in a list and counts the filters in use", () => {
  expect(toggleValue(["a"], "b")).toEqual(["a", "b"]);
  expect(toggleValue(["a", "b"], "a")).toEqual(["b"]);
  expect(activeFilterCount({ ...EMPTY_FILTERS, topics: ["x", "y"], hasDeepDive: true })).toBe(3);
});

it("turns card markdown into preview text", () => {
  expect(plainText("# What is **DNA**?\n\n- a `molecule` [link](https://x.org)")).toBe(
    "What is DNA? a molecule link",
  );
});
