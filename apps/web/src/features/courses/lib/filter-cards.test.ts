// @vitest-environment node
import { describe, expect, it } from "vitest";
import { makeCard } from "../testing/card-factory";
import { filterCards, NO_FILTERS } from "./filter-cards";

const cards = [
  makeCard({ id: "a", face: "Closest planet?", topic: "Planets", level: "Beginner", difficultyScore: 2 }),
  makeCard({
    id: "b",
    face: "What powers stars?",
    back: "Fusion",
    topic: "Stars",
    level: "Advanced",
    difficultyScore: 8,
  }),
  makeCard({
    id: "c",
    face: "Unscored",
    topic: "Stars",
    level: "Beginner",
    difficultyScore: null,
    conceptTags: ["nebula"],
  }),
];
const ids = (f: Partial<typeof NO_FILTERS>) => filterCards(cards, { ...NO_FILTERS, ...f }).map((c) => c.id);

describe("filterCards", () => {
  it("keeps every card without filters", () => expect(ids({})).toEqual(["a", "b", "c"]));
  it("searches question, answer and tags, all words, any case", () => {
    expect(ids({ search: "FUSION" })).toEqual(["b"]);
    expect(ids({ search: "nebula" })).toEqual(["c"]);
    expect(ids({ search: "planet closest" })).toEqual(["a"]);
  });
  it("filters by topic and level", () => {
    expect(ids({ topic: "Stars" })).toEqual(["b", "c"]);
    expect(ids({ topic: "Stars", level: "Beginner" })).toEqual(["c"]);
  });
  it("a narrowed difficulty range keeps only scored cards inside it", () => {
    expect(ids({ minDifficulty: 1, maxDifficulty: 5 })).toEqual(["a"]);
    expect(ids({ minDifficulty: 8, maxDifficulty: 8 })).toEqual(["b"]);
    expect(ids({ minDifficulty: 1, maxDifficulty: 10 })).toEqual(["a", "b", "c"]);
  });
  it("forgives one typo in a word of five letters or more when the exact words find nothing", () => {
    expect(ids({ search: "closets planet" })).toEqual(["a"]);
    expect(ids({ search: "fuison" })).toEqual(["b"]);
    expect(ids({ search: "nebulla" })).toEqual(["c"]);
    // Short words are matched exactly, and two typos are too many.
    expect(ids({ search: "fusn" })).toEqual([]);
    expect(ids({ search: "fiuson" })).toEqual([]);
  });
  it("does not widen a search that finds cards with near misses", () => {
    const more = [...cards, makeCard({ id: "d", face: "What is a planer?", topic: "Tools" })];
    expect(filterCards(more, { ...NO_FILTERS, search: "planet" }).map((c) => c.id)).toEqual(["a"]);
    expect(filterCards(more, { ...NO_FILTERS, search: "planex" }).map((c) => c.id)).toEqual(["a", "d"]);
  });
});
