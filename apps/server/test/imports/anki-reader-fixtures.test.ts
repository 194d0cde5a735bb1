import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readAnkiPackage } from "../../src/modules/imports/anki";
import { MEDIA } from "./support/sample-collection";

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`fixtures/${name}`, import.meta.url)));

// Issue 15 fixtures: real .apkg files exported by Anki, from Anki's own test data (fixtures/README.md).
describe("readAnkiPackage on packages exported by Anki", () => {
  it("update1.apkg: a Basic note in the Default deck (which has cards, so it is a course)", async () => {
    const plan = await readAnkiPackage(fixture("update1.apkg"));
    expect(plan).toMatchObject({
      format: "apkg",
      noteTypes: [{ name: "Basic", kind: "basic", notes: 1 }],
      media: [],
      skipped: [],
    });
    expect(plan.courses).toEqual([
      {
        name: "Default",
        description: "Imported from Anki",
        topics: ["Default"],
        cards: [
          {
            sourceId: "1375933503610",
            type: "basic",
            face: "hello",
            back: "world",
            topic: "Default",
            conceptTags: [],
            reviews: [],
            mediaNames: [],
          },
        ],
      },
    ]);
  });

  it("diffmodeltemplates-1.apkg: a custom two-field note type in its own deck; the unused Default deck is ignored", async () => {
    const plan = await readAnkiPackage(fixture("diffmodeltemplates-1.apkg"));
    expect(plan.noteTypes).toEqual([{ name: "testt", kind: "basic", notes: 1 }]);
    expect(plan.courses.map((c) => [c.name, c.topics, c.cards.map((x) => [x.face, x.back])])).toEqual([
      ["testdeck", ["testdeck"], [["question?", "answer!"]]],
    ]);
    // Its media files are add-on data, not images any card uses.
    expect(plan.media).toEqual([]);
  });

  it("media.apkg: a note holding only a sound is skipped, the sound counted", async () => {
    const plan = await readAnkiPackage(fixture("media.apkg"));
    expect(plan.courses).toEqual([]);
    expect(plan.skipped).toEqual([
      { what: "sounds and videos", reason: "audio and video are not imported", count: 1 },
      { what: "cards with an empty question", reason: "the question side would be empty", count: 1 },
    ]);
  });
});

describe("readAnkiPackage on a package compressed by the zstd tool", () => {
  it("sample-zstd-cli.apkg: compressed blocks, checksums and a frame without a content size decode", async () => {
    const plan = await readAnkiPackage(fixture("sample-zstd-cli.apkg"));
    const cards = plan.courses.flatMap((c) => c.cards);
    expect(cards).toHaveLength(10);
    expect(cards.find((c) => c.sourceId === "1007")?.face).toBe("___ (city) is the capital of Spain");
    expect(plan.media.map((m) => m.name)).toEqual(["sol.jpg"]);
    expect(await plan.media[0]?.read()).toEqual(MEDIA["sol.jpg"]);
  });
});
