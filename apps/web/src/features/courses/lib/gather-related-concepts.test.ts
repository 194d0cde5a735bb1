// @vitest-environment node
import { describe, expect, it } from "vitest";
import { makeCard } from "../testing/card-factory";
import { gatherRelatedConcepts } from "./gather-related-concepts";

describe("gatherRelatedConcepts", () => {
  it("lists each concept once, in card order, and knows which already have a card", () => {
    const cards = [
      makeCard({
        id: "1",
        relatedConcepts: [{ title: "Orbits", teaser: "Why planets circle", cardIds: [] }],
      }),
      makeCard({
        id: "2",
        relatedConcepts: [
          { title: "orbits ", teaser: "", cardIds: ["9"] },
          { title: "Fusion", teaser: "", cardIds: [] },
        ],
      }),
    ];
    expect(gatherRelatedConcepts(cards)).toEqual([
      { title: "Orbits", teaser: "Why planets circle", sourceCardId: "1", hasCard: true },
      { title: "Fusion", teaser: "", sourceCardId: "2", hasCard: false },
    ]);
  });
});
