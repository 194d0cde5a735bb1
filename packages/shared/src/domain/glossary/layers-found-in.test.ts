import { describe, expect, it } from "vitest";
import { layersFoundIn } from "./layers-found-in";

// requirements C3 Glossary term: layersFoundIn[] (face, back, conceptExplainer, deepDive, relatedConcepts),
// computed by the app from the card's text.
const card = {
  face: "What does the Calvin cycle produce?",
  back: "Glucose, from carbon dioxide.",
  conceptExplainer: { title: "Light-independent reactions", content: "The Calvin cycle runs in the stroma." },
  deepDive: { title: "History", content: "Melvin Calvin mapped it with carbon-14." },
  relatedConcepts: [{ title: "Photosynthesis", teaser: "Where glucose comes from" }],
};

describe("layersFoundIn", () => {
  it("lists every layer whose text holds the term, in layer order, case-insensitive", () => {
    expect(layersFoundIn("calvin cycle", card)).toEqual(["face", "conceptExplainer"]);
    expect(layersFoundIn("Glucose", card)).toEqual(["back", "relatedConcepts"]);
    expect(layersFoundIn("stroma", card)).toEqual(["conceptExplainer"]);
  });

  it("matches whole words only, and nothing when the term is not on the card", () => {
    expect(layersFoundIn("carbon", card)).toEqual(["back", "deepDive"]);
    expect(layersFoundIn("carb", card)).toEqual([]);
    expect(layersFoundIn("mitochondria", card)).toEqual([]);
  });

  it("copes with missing optional layers", () => {
    expect(layersFoundIn("cycle", { face: "A cycle", back: "b", conceptExplainer: null })).toEqual(["face"]);
  });
});
