import { describe, expect, it } from "vitest";
import { toAnkiNote } from "../../src/modules/exports/index";
import { recallCard, recallLayout } from "../../src/modules/imports/anki/recall-note";

// Recall's own note types read back field by field (docs/decisions/anki-export.md): an attribute whose
// fields Anki left as exported comes back exactly; one changed in Anki comes back as its fields say.
const CARD = {
  type: "basic" as const,
  face: "2 * 3 = 6, snake_case and [x]",
  back: "a \\ backslash",
  options: null,
  answerIndex: null,
  acceptableAnswers: null,
  explanationRight: "Because *2 * 3*.",
  explanationWrong: null,
  conceptExplainer: { title: "Products", content: "x_1 * x_2" },
  deepDive: null,
  topic: "Arithmetic",
  level: "Intermediate",
  conceptTags: ["times tables", "snake_case"],
};

const read = (fields: string[], tags: string[], ord = 0) =>
  recallCard("basic", { noteTypeId: "1", fields, tags }, ord, () => false, "Deck topic");

describe("recallCard", () => {
  it("gives back the exported card exactly while Anki left the note as it was", () => {
    const note = toAnkiNote(CARD);
    const result = read(note.fields, note.tags);
    expect(result).toMatchObject({
      ok: true,
      card: {
        type: "basic",
        face: CARD.face,
        back: CARD.back,
        extra: CARD.explanationRight,
        conceptExplainer: CARD.conceptExplainer,
        topic: "Arithmetic",
        level: "Intermediate",
        conceptTags: ["times tables", "snake_case"],
      },
    });
  });

  it("reads what changed in Anki from the fields and keeps the rest as exported", () => {
    const note = toAnkiNote(CARD);
    const fields = [...note.fields];
    fields[1] = "<div>new <b>answer</b></div>";
    fields[10] = "";
    const result = read(fields, [...note.tags, "added_in_anki"]);
    expect(result.ok && result.card).toMatchObject({
      face: CARD.face,
      back: "new **answer**",
      extra: CARD.explanationRight,
      topic: "Deck topic",
      conceptTags: ["times tables", "snake_case", "added in anki"],
    });
  });

  it("never lets the card data outweigh the fields it does not match", () => {
    const note = toAnkiNote(CARD);
    const forged = toAnkiNote({ ...CARD, face: "Something else", back: "Forged" });
    const fields = [...note.fields];
    fields[fields.length - 1] = forged.fields[forged.fields.length - 1]!;
    const result = read(fields, note.tags);
    // The fields' markdown reading: the converters escape what markdown would read as formatting.
    expect(result.ok && [result.card.face, result.card.back]).toEqual([
      "2 \\* 3 = 6, snake\\_case and \\[x\\]",
      "a \\\\ backslash",
    ]);
    fields[fields.length - 1] = "{not json";
    expect(read(fields, note.tags).ok).toBe(true);
  });

  it("reads a multiple-choice card's options and letter, and makes no second card of a basic note", () => {
    const mcq = toAnkiNote({ ...CARD, type: "mcq", options: ["One", "Six"], answerIndex: 1, back: "Six" });
    const fields = [...mcq.fields];
    fields[2] = "A. One<br>B. Six<br>C. Seven";
    fields[3] = "C";
    expect(read(fields, [])).toMatchObject({
      ok: true,
      card: { type: "mcq", options: ["One", "Six", "Seven"], answerIndex: 2, back: "Six" },
    });
    fields[3] = "";
    expect(read(fields, [])).toMatchObject({ ok: true, card: { type: "basic" } });
    expect(read(mcq.fields, [], 1)).toEqual({ ok: false, reason: "noTemplate" });
  });
});

describe("Recall's note types as its first exports wrote them", () => {
  const legacy = (cloze: boolean, fields: string[], tags: string[] = []) =>
    recallCard(
      cloze ? "legacyCloze" : "legacyBasic",
      { noteTypeId: "1", fields, tags },
      0,
      () => false,
      "Deck",
    );
  const RICH = ["Explanation", "Explanation (wrong answer)", "Concept", "Deep dive", "Topic", "Level"];

  it("are recognised by their fields", () => {
    const type = (cloze: boolean, fieldNames: string[]) => ({
      name: "x",
      cloze,
      stockKind: 0,
      fieldNames,
      templates: [],
    });
    expect(recallLayout(type(false, ["Front", "Back", ...RICH]))).toBe("legacyBasic");
    expect(recallLayout(type(true, ["Text", "Back Extra", ...RICH]))).toBe("legacyCloze");
    expect(recallLayout(type(false, ["Front", "Back"]))).toBeNull();
  });

  it("give back the multiple-choice card, the rich fields apart from the answer, and the accepted answers", () => {
    expect(
      legacy(
        false,
        [
          "What is <b>energy</b>?",
          "\\[E = mc^2\\]",
          "Einstein, 1905.",
          "Not <i>momentum</i>.",
          "<b>Mass-energy</b><br>Mass is energy at rest.",
          "",
          "Physics",
          "Advanced",
        ],
        ["energy_basics"],
      ),
    ).toMatchObject({
      ok: true,
      card: {
        type: "basic",
        face: "What is **energy**?",
        back: "$$E = mc^2$$",
        extra: "Einstein, 1905.",
        explanationWrong: "Not *momentum*.",
        conceptExplainer: { title: "Mass-energy", content: "Mass is energy at rest." },
        topic: "Physics",
        level: "Advanced",
        conceptTags: ["energy basics"],
      },
    });
    expect(
      legacy(false, [
        "Which has no charge?<br><br>A. Proton<br>B. Neutron<br>C. Electron",
        "B. Neutron",
        "",
        "",
        "",
        "",
        "",
        "",
      ]),
    ).toMatchObject({
      ok: true,
      card: {
        type: "mcq",
        face: "Which has no charge?",
        back: "Neutron",
        options: ["Proton", "Neutron", "Electron"],
        answerIndex: 1,
        topic: "Deck",
      },
    });
    expect(
      legacy(true, [
        "The cell's powerhouse is the {{c1::mitochondrion}}.",
        "Also accepted: mitochondria",
        "",
        "",
        "",
        "",
        "Words",
        "Beginner",
      ]),
    ).toMatchObject({
      ok: true,
      card: {
        type: "cloze",
        face: "The cell's powerhouse is the ___.",
        back: "mitochondrion",
        acceptableAnswers: ["mitochondrion", "mitochondria"],
      },
    });
  });
});
