import { State } from "@recall/shared";
import { describe, expect, it } from "vitest";
import { readAnkiPackage } from "../../src/modules/imports/anki";
import type { ImportCard, ImportPlan } from "../../src/modules/imports/import-plan";
import { buildAnkiPackage, type FixtureFormat } from "./support/anki-package";
import { DAY, MEDIA, NOTE_TYPES, sampleCollection, T0 } from "./support/sample-collection";

const plans = new Map<FixtureFormat, Promise<ImportPlan>>();
/** The sample collection read back from a package in `format` (built once per format). */
function samplePlan(format: FixtureFormat): Promise<ImportPlan> {
  if (!plans.has(format)) {
    plans.set(
      format,
      buildAnkiPackage(sampleCollection(), format, { media: MEDIA }).then((b) => readAnkiPackage(b)),
    );
  }
  return plans.get(format)!;
}

const cardsOf = (plan: ImportPlan) => plan.courses.flatMap((c) => c.cards);
const card = (plan: ImportPlan, sourceId: string): ImportCard => {
  const found = cardsOf(plan).find((c) => c.sourceId === sourceId);
  if (!found) throw new Error(`no card ${sourceId}`);
  return found;
};
const skip = (plan: ImportPlan, what: string) => plan.skipped.find((s) => s.what === what);
/** The plan without the media readers, to compare layouts. */
const comparable = (plan: ImportPlan) => ({ ...plan, media: plan.media.map(({ read: _, ...m }) => m) });

describe.each<FixtureFormat>(["anki21b", "anki21", "anki2"])("readAnkiPackage on a %s package", (format) => {
  it("one Anki card becomes one card; decks become a course with subdecks as topics", async () => {
    const plan = await samplePlan(format);
    expect(plan.format).toBe("apkg");
    // Default (no cards), the empty deck and the filtered deck give no course.
    expect(plan.courses.map((c) => c.name)).toEqual(["Spanish"]);
    const [spanish] = plan.courses;
    expect(spanish?.topics).toEqual(["Spanish", "Verbs", "Verbs › Irregular"]);
    expect(spanish?.cards.map((c) => c.sourceId)).toEqual([
      "1001",
      "1002",
      "1003",
      "1004",
      "1005",
      "1006",
      "1007",
      "1008",
      "1010",
      "1011",
      "1012",
      "1013",
    ]);
  });

  it("Basic: front → back, HTML as markdown, tags as concept tags, cards in the top deck get its name as topic", async () => {
    const plan = await samplePlan(format);
    expect(card(plan, "1001")).toMatchObject({
      type: "basic",
      face: "**hola**",
      back: "hello\nhi",
      topic: "Spanish",
      conceptTags: ["greeting", "a1"],
      mediaNames: [],
    });
    expect(card(plan, "1001").extra).toBeUndefined();
  });

  it("Basic (and reversed): card 1 asks the front, card 2 the back; suspended and buried cards are imported", async () => {
    const plan = await samplePlan(format);
    expect(card(plan, "1002")).toMatchObject({ face: "comer", back: "to eat", topic: "Verbs" });
    expect(card(plan, "1003")).toMatchObject({ face: "to eat", back: "comer", topic: "Verbs" }); // suspended
    expect(card(plan, "1004")).toMatchObject({ face: "ser", back: "to be", topic: "Verbs › Irregular" }); // buried
    expect(card(plan, "1005")).toMatchObject({ face: "to be", back: "ser" });
    // The optional-reversed switch field is not shown: no template shows it.
    expect(card(plan, "1004").extra).toBeUndefined();
  });

  it("Basic (type in the answer): a typed card, the box a blank of the question, the field as the answer", async () => {
    const plan = await samplePlan(format);
    expect(card(plan, "1006")).toMatchObject({
      type: "cloze",
      face: "tener\n___",
      back: "to have",
      acceptableAnswers: ["to have"],
    });
  });

  it("Cloze: one card per deletion, that deletion blank (hint kept), the others shown; Back Extra as extra", async () => {
    const plan = await samplePlan(format);
    expect(card(plan, "1007")).toMatchObject({
      type: "cloze",
      face: "___ (city) is the capital of Spain",
      back: "Madrid",
      acceptableAnswers: ["Madrid"],
      extra: "*Since 1561*",
    });
    expect(card(plan, "1008")).toMatchObject({
      face: "Madrid is the capital of ___",
      back: "Spain",
      acceptableAnswers: ["Spain"],
    });
  });

  it("a custom note type: one card per template, each rendered from its own front and back", async () => {
    const plan = await samplePlan(format);
    expect(card(plan, "1010")).toMatchObject({
      type: "basic",
      face: "perro",
      back: "dog\n*El perro ladra.*",
    });
    expect(card(plan, "1011")).toMatchObject({ type: "basic", face: "dog", back: "perro\n- m." });
    expect(card(plan, "1012")).toMatchObject({
      type: "cloze",
      face: "dog\n___",
      back: "perro",
      acceptableAnswers: ["perro"],
    });
    expect(plan.noteTypes).toContainEqual({ name: "Vocabulary", kind: "other", notes: 1 });
  });

  it("Image Occlusion is reported as other and its cards skipped with a reason", async () => {
    const plan = await samplePlan(format);
    expect(plan.noteTypes).toContainEqual({ name: "Image Occlusion", kind: "other", notes: 1 });
    expect(skip(plan, "cards of note type 'Image Occlusion'")).toMatchObject({ count: 1 });
    expect(cardsOf(plan).some((c) => c.sourceId === "1009")).toBe(false);
  });

  it("note types are reported with their kind and how many notes they have", async () => {
    const plan = await samplePlan(format);
    expect(plan.noteTypes).toEqual(
      expect.arrayContaining([
        { name: "Basic", kind: "basic", notes: 3 },
        { name: NOTE_TYPES.reversed.name, kind: "basic", notes: 1 },
        { name: NOTE_TYPES.optionalReversed.name, kind: "basic", notes: 1 },
        { name: NOTE_TYPES.typing.name, kind: "basic", notes: 1 },
        { name: "Cloze", kind: "cloze", notes: 1 },
      ]),
    );
  });

  it("images and sounds the cards use are media read lazily; a question blank here is skipped and counted", async () => {
    const plan = await samplePlan(format);
    const sun = card(plan, "1013"); // sits in a filtered deck: imported into its home deck
    expect(sun).toMatchObject({
      face: "![](sol.jpg)",
      back: "sun [sound:sol.mp3]",
      topic: "Spanish",
      mediaNames: ["sol.jpg", "sol.mp3"],
    });
    expect(plan.media.map((m) => [m.name, m.size])).toEqual([
      ["sol.jpg", 8],
      ["sol.mp3", 4],
    ]);
    expect(await plan.media[0]?.read()).toEqual(MEDIA["sol.jpg"]);
    // "&nbsp;<br>" is text to Anki (it shows the card), but nothing the app can show as a question.
    expect(skip(plan, "cards with a blank question")?.count).toBe(1);
  });

  it("the review log becomes each card's reviews, oldest first; manual entries are skipped and counted", async () => {
    const plan = await samplePlan(format);
    // Each answer keeps the state the revlog type says the card was in (0 learn, 1 review).
    expect(card(plan, "1001").reviews).toEqual([
      { at: new Date(T0), grade: 1, durationMs: 9000, stateBefore: State.Learning },
      { at: new Date(T0 + 10 * 60_000), grade: 3, durationMs: 3000, stateBefore: State.Learning },
      { at: new Date(T0 + 3 * DAY), grade: 3, durationMs: 4200, stateBefore: State.Review },
      { at: new Date(T0 + 6 * DAY), grade: 4, durationMs: 2500, stateBefore: State.Review },
    ]);
    expect(card(plan, "1002").reviews).toEqual([
      { at: new Date(T0 + DAY), grade: 2, durationMs: 6100, stateBefore: State.Learning },
    ]);
    expect(card(plan, "1003").reviews).toEqual([]);
    expect(skip(plan, "review log entries")?.count).toBe(2);
  });
});

describe("readAnkiPackage across layouts", () => {
  it("reads the same plan from schema 18 (anki21b) and schema 11 (anki21, anki2) packages", async () => {
    const latest = comparable(await samplePlan("anki21b"));
    expect(comparable(await samplePlan("anki21"))).toEqual(latest);
    expect(comparable(await samplePlan("anki2"))).toEqual(latest);
  });

  it("a .colpkg (collection backup) is read the same way and reported as colpkg", async () => {
    const bytes = await buildAnkiPackage(sampleCollection(), "anki21b", { media: MEDIA });
    const plan = await readAnkiPackage(bytes, { fileName: "backup-2025.COLPKG" });
    expect(plan.format).toBe("colpkg");
    expect(cardsOf(plan)).toHaveLength(12);
  });

  it("the Default deck becomes a course when it has cards", async () => {
    const collection = sampleCollection();
    collection.cards.push({ id: 2001, noteId: 1, deckId: 1, ord: 0 });
    const plan = await readAnkiPackage(await buildAnkiPackage(collection, "anki21b"));
    expect(plan.courses.map((c) => c.name)).toEqual(["Spanish", "Default"]);
    expect(plan.courses[1]).toMatchObject({ topics: ["Default"], description: "Imported from Anki" });
  });

  it("a cloze type whose deletions are in a later field reads them there; a card without its deletion is skipped", async () => {
    const collection = sampleCollection();
    collection.noteTypes.push({
      id: 108,
      name: "Cloze (context first)",
      cloze: true,
      fields: ["Context", "Text"],
      templates: [{ name: "Cloze", front: "{{cloze:Text}}", back: "{{cloze:Text}}<br>{{Context}}" }],
    });
    collection.notes.push({ id: 50, noteTypeId: 108, fields: ["Geography", "{{c1::Lima}} is in Peru"] });
    collection.cards.push(
      { id: 3001, noteId: 50, deckId: 10, ord: 0 },
      { id: 3002, noteId: 50, deckId: 10, ord: 4 },
    );
    const plan = await readAnkiPackage(await buildAnkiPackage(collection, "anki21b"));
    expect(card(plan, "3001")).toMatchObject({
      type: "cloze",
      face: "___ is in Peru",
      back: "Lima",
      extra: "Geography",
    });
    expect(skip(plan, "cloze cards without their deletion")?.count).toBe(1);
  });

  it("a large deck is read in turns of the event loop, so other requests are served meanwhile", async () => {
    const collection = sampleCollection();
    for (let n = 0; n < 3000; n++) {
      collection.notes.push({ id: 10_000 + n, noteTypeId: NOTE_TYPES.basic.id, fields: [`q${n}`, `a${n}`] });
      collection.cards.push({ id: 10_000 + n, noteId: 10_000 + n, deckId: 10, ord: 0 });
    }
    const bytes = await buildAnkiPackage(collection, "anki21b");
    let turns = 0;
    let reading = true;
    const tick = () => {
      turns++;
      if (reading) setImmediate(tick);
    };
    setImmediate(tick);
    const plan = await readAnkiPackage(bytes);
    reading = false;
    expect(cardsOf(plan)).toHaveLength(3011); // the sample's 11 (no media here: 1013 is skipped) and 3,000 more
    // Rows in turns of 5,000 and cards in turns of 1,000: at least 3 turns while converting 3,000 cards.
    expect(turns).toBeGreaterThanOrEqual(3);
  });

  it("a card whose note is missing is skipped with a reason", async () => {
    const collection = sampleCollection();
    collection.cards.push({ id: 2002, noteId: 999, deckId: 10, ord: 0 });
    const plan = await readAnkiPackage(await buildAnkiPackage(collection, "anki2"));
    expect(skip(plan, "cards without their note")?.count).toBe(1);
  });

  it("an image missing from the package is dropped from the text and counted", async () => {
    const collection = sampleCollection();
    collection.notes.push({
      id: 60,
      noteTypeId: NOTE_TYPES.basic.id,
      fields: ["sun?", '<img src="gone.png"> sol'],
    });
    collection.cards.push({ id: 4001, noteId: 60, deckId: 10, ord: 0 });
    const plan = await readAnkiPackage(await buildAnkiPackage(collection, "anki21b"));
    expect(plan.media).toEqual([]);
    expect(card(plan, "4001")).toMatchObject({ face: "sun?", back: "sol", mediaNames: [] });
    expect(skip(plan, "images")?.count).toBe(1);
    // Card 1013 asked only the picture: without it the question is blank, so the card is skipped.
    expect(cardsOf(plan).some((c) => c.sourceId === "1013")).toBe(false);
    expect(skip(plan, "cards with a blank question")?.count).toBe(2);
  });
});
