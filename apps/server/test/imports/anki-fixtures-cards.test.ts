import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readAnkiPackage } from "../../src/modules/imports/anki";
import type { ImportPlan } from "../../src/modules/imports/import-plan";
import { type FixtureCard, fixtureCards } from "./support/anki-shown-cards";

/**
 * Tests on real files: per fixture, the cards imported are the cards Anki shows (counted from
 * the collection by `fixtureCards`, independently of the reader), each with its own review history, and
 * every Anki card not imported is in the report with its reason.
 */
const dir = path.join(import.meta.dirname, "fixtures");
const packages = readdirSync(dir).filter((f) => /\.(apkg|colpkg)$/.test(f));

/**
 * Distinct questions, checked by reading every card's rendered front (the list the reader prints with
 * `npx tsx` over the plan) against the note's fields and templates in the collection. Where the number
 * is below the cards imported, the fronts are the same in Anki too, or differ only by media the package
 * lacks; each case is named below.
 */
const DISTINCT_QUESTIONS: Record<string, number> = {
  "anki-apkg-export-output.apkg": 3,
  "anki-morphs-card-handling.colpkg": 6,
  "anki-morphs-lemma-extra-fields.colpkg": 11,
  "anki-morphs-some-studied-lemmas.colpkg": 11,
  // 144 cards: "Which muscle is depicted here?" (16 cards) and "Which muscle attaches as shown?" (15) differ
  // only by a picture AnkiDroid's deck does not ship; "Text[...]" (3, one per cloze field) and the typed
  // cloze "Cloze typing field: [box]" (3) are the same fronts in Anki. 144 - 15 - 14 - 2 - 2 = 111.
  "ankidroid-templates.apkg": 111,
  "ankidroid-update3.apkg": 1,
  "ankidroid-video.apkg": 1,
  "ankipandas-few-basic-cards.colpkg": 12,
  "diffmodels2-1.apkg": 1,
  "diffmodels2-2.apkg": 2,
  "diffmodeltemplates-1.apkg": 1,
  "diffmodeltemplates-2.apkg": 1,
  "media.apkg": 1,
  // The sample collection (ours).
  "sample-zstd-cli.apkg": 12,
  "srs-converter-empty-latest.apkg": 0,
  "srs-converter-empty-legacy-2.apkg": 0,
  "srs-converter-empty-legacy-2.colpkg": 0,
  "srs-converter-mixed-legacy-2.apkg": 10,
  "update1.apkg": 1,
  "update2.apkg": 1,
};

/** Skipped groups that count cards (the others count images or review log rows). */
const NOT_CARDS = new Set(["images", "review log entries", "reviews of cards not imported"]);
const countsCards = (what: string) => !NOT_CARDS.has(what);

async function read(file: string): Promise<{ plan: ImportPlan; anki: FixtureCard[] }> {
  const bytes = new Uint8Array(readFileSync(path.join(dir, file)));
  return {
    plan: await readAnkiPackage(bytes, { fileName: file }),
    anki: await fixtureCards(path.join(dir, file)),
  };
}

describe("real Anki packages: every card Anki shows, each with its own reviews", () => {
  it("covers every fixture in the folder", () => {
    expect(packages.sort()).toEqual(Object.keys(DISTINCT_QUESTIONS).sort());
  });

  it.each(packages)("%s", async (file) => {
    const { plan, anki } = await read(file);
    const cards = plan.courses.flatMap((c) => c.cards);
    // The cards Anki shows, but for image occlusion (whose masks the app cannot draw; reported).
    const expected = anki.filter((c) => c.shown && !c.imageOcclusion);
    const blankHere = plan.skipped.find((s) => s.what === "cards with a blank question")?.count ?? 0;
    expect(cards.map((c) => c.sourceId).sort()).toHaveLength(expected.length - blankHere);
    expect(new Set(cards.map((c) => c.sourceId)).size).toBe(cards.length);
    for (const card of cards) expect(expected.map((c) => c.id)).toContain(card.sourceId);
    // Every Anki card not imported is counted under a reason.
    const skippedCards = plan.skipped.filter((s) => countsCards(s.what)).reduce((n, s) => n + s.count, 0);
    expect(cards.length + skippedCards).toBe(anki.length);
    expect(new Set(cards.map((c) => c.face)).size).toBe(DISTINCT_QUESTIONS[file]);
    // Each card keeps its own answers from the review log.
    const answers = new Map(anki.map((c) => [c.id, c.answers]));
    for (const card of cards) expect(card.reviews.length, card.sourceId).toBe(answers.get(card.sourceId));
    // The answers of the cards left out are counted too: no review disappears without a word.
    const leftOut = plan.skipped.find((s) => s.what === "reviews of cards not imported")?.count ?? 0;
    const kept = cards.reduce((n, c) => n + c.reviews.length, 0);
    expect(kept + leftOut).toBe(anki.reduce((n, c) => n + c.answers, 0));
    // Every question and answer has text, so the card rules the job applies let each one through.
    for (const card of cards) {
      expect(card.face.trim()).not.toBe("");
      expect(card.back.trim()).not.toBe("");
    }
  });
});

describe("ankidroid-templates.apkg: 48 notes of 19 custom types, 146 cards (was 59)", () => {
  it("imports 144 cards, each asking what its own front template shows", async () => {
    const { plan, anki } = await read("ankidroid-templates.apkg");
    const cards = plan.courses.flatMap((c) => c.cards);
    expect(anki).toHaveLength(146);
    expect(cards).toHaveLength(144);
    // The two cards whose cloze number the note no longer has are reported, as Anki's Empty Cards lists them.
    expect(plan.skipped).toContainEqual(
      expect.objectContaining({ what: "cloze cards without their deletion", count: 2 }),
    );
    const byId = (id: string) => cards.find((c) => c.sourceId === id);
    // "Muscle": eight templates over one note; each card asks its own question, answered after <hr id=answer>.
    expect(byId("1370745930925")).toMatchObject({
      face: "Where does Coracobrachialis originate?",
      back: "Scapula (coracoid process)",
    });
    expect(byId("1370745930926")).toMatchObject({
      face: "Which nerve acts on Coracobrachialis?",
      back: "Musculocutaneous",
    });
    // A multi-field cloze: the card of c2 shows only the field holding c2, its IPA after the answer.
    expect(byId("1425479170513")).toMatchObject({
      type: "cloze",
      face: "Tu ___.\nThe field was empty!",
      back: "comes",
      acceptableAnswers: ["comes"],
      extra: "/tu kˈomes/",
    });
    // {{type:Front}}: a typed card; {{hint:Front}}: the hint shown in place under its field's name.
    expect(byId("1426025241956")).toMatchObject({ type: "cloze", back: "back" });
    expect(byId("1426025241955")?.face).toMatch(/^Hint card\nFront: There should be hidden text here/);
    // Special fields and the legacy triple braces render as in Anki.
    expect(byId("1426026541166")?.face).toContain("The card's deck: 1-TEMPLATES::Misc");
    expect(byId("1426026541166")?.face).toContain("Triple bracket (old-style delimiters): back");
    // A Thai vocabulary type whose front asks to type the Thai word: sounds stay as Anki's markers.
    expect(byId("1426653941921")).toMatchObject({
      type: "cloze",
      face: expect.stringMatching(/^Konzert\nKlasse 2 - 18\n2279\n___\n\[sound:google-a6a81cfa-.*\.mp3\]$/),
      acceptableAnswers: ["คอนเสิร์ต"],
    });
  });
});

describe("collections whose notes leave the Back field empty (AnkiMorphs' test collections)", () => {
  it("every card is imported with its reviews; the answer shows what Anki's back shows; the preview says so", async () => {
    const { plan, anki } = await read("anki-morphs-some-studied-lemmas.colpkg");
    const cards = plan.courses.flatMap((c) => c.cards);
    expect(cards).toHaveLength(anki.length);
    expect(cards.every((c) => c.back === c.face)).toBe(true);
    expect(plan.adjusted).toEqual([
      {
        what: "cards with an empty answer",
        reason: "the back adds nothing to the front: the answer shows what Anki's back shows, the question",
        count: 11,
      },
    ]);
    expect(cards.reduce((n, c) => n + c.reviews.length, 0)).toBe(anki.reduce((n, c) => n + c.answers, 0));
  });
});
