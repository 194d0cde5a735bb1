import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readAnkiPackage } from "../../src/modules/imports/anki";
import { MEDIA } from "./support/sample-collection";

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`fixtures/${name}`, import.meta.url)));

// Fixtures: real .apkg files exported by Anki, from Anki's own test data (fixtures/README.md).
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
            memory: null,
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

  it("media.apkg: a note holding only a sound is a card asking that sound, the file its media", async () => {
    const plan = await readAnkiPackage(fixture("media.apkg"));
    const cards = plan.courses.flatMap((c) => c.cards);
    expect(cards).toMatchObject([{ face: "[sound:foo.wav]", mediaNames: ["foo.wav"] }]);
    expect(plan.media.map((m) => m.name)).toEqual(["foo.wav"]);
    expect(plan.skipped).toEqual([]);
    // Its Back is empty: the answer shows what Anki's back shows, the question, and the preview says so.
    expect(cards[0]?.back).toBe("[sound:foo.wav]");
    expect(plan.adjusted).toEqual([
      expect.objectContaining({ what: "cards with an empty answer", count: 1 }),
    ]);
  });
});

// Exported by current Anki versions (2025), from srs-converter's test data (MIT, fixtures/README.md).
describe("readAnkiPackage on packages exported by current Anki", () => {
  it("srs-converter-empty-latest.apkg: Anki's own anki21b (zstd, schema 18, unicase names, protobuf media map)", async () => {
    const plan = await readAnkiPackage(fixture("srs-converter-empty-latest.apkg"));
    expect(plan).toMatchObject({ format: "apkg", courses: [], noteTypes: [], media: [], skipped: [] });
  });

  it("srs-converter-empty-legacy-2.colpkg: a collection backup reads as colpkg", async () => {
    const plan = await readAnkiPackage(fixture("srs-converter-empty-legacy-2.colpkg"), {
      fileName: "collection.colpkg",
    });
    expect(plan).toMatchObject({ format: "colpkg", courses: [], skipped: [] });
  });

  it("srs-converter-mixed-legacy-2.apkg: every stock note type with its real review log", async () => {
    const plan = await readAnkiPackage(fixture("srs-converter-mixed-legacy-2.apkg"));
    expect(plan.noteTypes).toEqual([
      { name: "Cloze", kind: "cloze", notes: 3 },
      { name: "Basic", kind: "basic", notes: 1 },
      { name: "Basic (and reversed card)", kind: "basic", notes: 1 },
      { name: "Basic (optional reversed card)", kind: "basic", notes: 1 },
      { name: "Basic (type in the answer)", kind: "basic", notes: 1 },
      { name: "Image Occlusion", kind: "other", notes: 1 },
    ]);
    expect(plan.skipped).toEqual([
      {
        what: "cards of note type 'Image Occlusion'",
        reason: "image occlusion masks cannot be shown on a card",
        count: 3,
      },
      {
        what: "reviews of cards not imported",
        reason: "their cards are left out, for the reasons above",
        count: 6,
      },
    ]);
    // The image belongs to the skipped occlusion note only, so no media is kept.
    expect(plan.media).toEqual([]);
    const [course] = plan.courses;
    expect(course?.name).toBe("Test - Mixed Types");
    const cards = course?.cards ?? [];
    expect(cards.map((c) => [c.type, c.face, c.back])).toEqual([
      ["cloze", "In a cloze, some ___ are hidden.", "fields"],
      ["cloze", "In a cloze, some fields are ___.", "hidden"],
      ["cloze", "Clozes can have ___ (something that helps) as well.", "hints"],
      ["cloze", "In one text, the first ___ and any other ___ can share a single reference.", "cloze, cloze"],
      ["basic", 'This note is of type "Basic"', 'This is the "Back" field of type "Basic".'],
      [
        "basic",
        'This note is of type "Basic (and reversed card)".',
        'This is the "Back" field of type "Basic (and reversed card)".',
      ],
      [
        "basic",
        'This is the "Back" field of type "Basic (and reversed card)".',
        'This note is of type "Basic (and reversed card)".',
      ],
      [
        "basic",
        'This note is of type "Basic (optional reversed card)".',
        'This is the "Back" field of type "Basic (optional reversed card)".',
      ],
      [
        "basic",
        'This is the "Back" field of type "Basic (optional reversed card)".',
        'This note is of type "Basic (optional reversed card)".',
      ],
      [
        "cloze",
        'This note is of type "Basic (type in the answer)".\n___',
        'This is the "Back" side of type "Basic (type in the answer)".',
      ],
    ]);
    expect(cards[0]).toMatchObject({
      acceptableAnswers: ["fields"],
      extra: 'This is the "Back Extra" field of a cloze card.',
      reviews: [
        { at: new Date("2025-08-18T07:27:31.870Z"), grade: 3, durationMs: 6425 },
        { at: new Date("2025-08-18T07:27:46.000Z"), grade: 3, durationMs: 1083 },
      ],
    });
    expect(cards.every((c) => c.reviews.length === 2)).toBe(true);
  });
});

describe("readAnkiPackage on a package compressed by the zstd tool", () => {
  it("sample-zstd-cli.apkg: compressed blocks, checksums and a frame without a content size decode", async () => {
    const plan = await readAnkiPackage(fixture("sample-zstd-cli.apkg"));
    const cards = plan.courses.flatMap((c) => c.cards);
    expect(cards).toHaveLength(12);
    expect(cards.find((c) => c.sourceId === "1007")?.face).toBe("___ (city) is the capital of Spain");
    expect(plan.media.map((m) => m.name)).toEqual(["sol.jpg"]);
    expect(await plan.media[0]?.read()).toEqual(MEDIA["sol.jpg"]);
  });
});
