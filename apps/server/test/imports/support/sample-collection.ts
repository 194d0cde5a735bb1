import { basicTemplate, type FixtureCollection, type FixtureNoteType } from "./anki-package";

/** Anki's stock note types as current Anki creates them (stock kinds from NotetypeConfig, Anki's templates). */
export const NOTE_TYPES = {
  basic: {
    id: 101,
    name: "Basic",
    stockKind: 1,
    fields: ["Front", "Back"],
    templates: [basicTemplate("Card 1")],
  },
  reversed: {
    id: 102,
    name: "Basic (and reversed card)",
    stockKind: 2,
    fields: ["Front", "Back"],
    templates: [basicTemplate("Card 1"), basicTemplate("Card 2", "Back", "Front")],
  },
  optionalReversed: {
    id: 103,
    name: "Basic (optional reversed card)",
    stockKind: 3,
    fields: ["Front", "Back", "Add Reverse"],
    templates: [
      basicTemplate("Card 1"),
      { ...basicTemplate("Card 2", "Back", "Front"), front: "{{#Add Reverse}}{{Back}}{{/Add Reverse}}" },
    ],
  },
  typing: {
    id: 104,
    name: "Basic (type in the answer)",
    stockKind: 4,
    fields: ["Front", "Back"],
    templates: [
      {
        name: "Card 1",
        front: "{{Front}}\n\n{{type:Back}}",
        back: "{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}",
      },
    ],
  },
  cloze: {
    id: 105,
    name: "Cloze",
    cloze: true,
    stockKind: 5,
    fields: ["Text", "Back Extra"],
    templates: [{ name: "Cloze", front: "{{cloze:Text}}", back: "{{cloze:Text}}<br>\n{{Back Extra}}" }],
  },
  imageOcclusion: {
    id: 106,
    name: "Image Occlusion",
    cloze: true,
    stockKind: 6,
    fields: ["Occlusion", "Image", "Header", "Back Extra", "Comments"],
    templates: [
      {
        name: "Image Occlusion",
        front: "{{#Header}}<div>{{Header}}</div>{{/Header}}{{cloze:Occlusion}}{{Image}}",
        back: "{{cloze:Occlusion}}{{Image}}{{#Back Extra}}<div>{{Back Extra}}</div>{{/Back Extra}}",
      },
    ],
  },
  /** A custom type whose cards ask different fields, as learners build them. */
  vocabulary: {
    id: 107,
    name: "Vocabulary",
    fields: ["Word", "Meaning", "Example", "Notes"],
    templates: [
      {
        name: "Recognise",
        front: "{{Word}}",
        back: "{{FrontSide}}<hr id=answer>{{Meaning}}{{#Example}}<br><i>{{Example}}</i>{{/Example}}",
      },
      { name: "Recall", front: "{{Meaning}}", back: "{{FrontSide}}<hr id=answer>{{Word}}<br>{{Notes}}" },
      { name: "Spell", front: "{{Meaning}}<br>{{type:Word}}", back: "{{FrontSide}}<hr id=answer>{{Word}}" },
    ],
  },
} satisfies Record<string, FixtureNoteType>;

export const DECKS = {
  default: { id: 1, name: "Default" },
  spanish: { id: 10, name: "Spanish" },
  verbs: { id: 11, name: "Spanish::Verbs" },
  irregular: { id: 12, name: "Spanish::Verbs::Irregular" },
  empty: { id: 13, name: "Empty deck" },
  filtered: { id: 14, name: "Filtered Deck 1" },
};

export const DAY = 86_400_000;
export const T0 = Date.UTC(2025, 0, 6, 8, 0, 0);

/**
 * One collection covering every mapping rule: each stock note type, a custom type, subdecks, an empty
 * deck, an unused Default deck, a filtered deck, a suspended card, tags, HTML, media and a review log.
 */
export function sampleCollection(): FixtureCollection {
  const t = NOTE_TYPES;
  return {
    noteTypes: Object.values(t),
    decks: Object.values(DECKS),
    notes: [
      { id: 1, noteTypeId: t.basic.id, fields: ["<b>hola</b>", "hello<br>hi"], tags: ["greeting", "a1"] },
      { id: 2, noteTypeId: t.reversed.id, fields: ["comer", "to eat"], tags: ["verb"] },
      { id: 3, noteTypeId: t.optionalReversed.id, fields: ["ser", "to be", "y"] },
      { id: 4, noteTypeId: t.typing.id, fields: ["tener", "to have"] },
      {
        id: 5,
        noteTypeId: t.cloze.id,
        fields: ["{{c1::Madrid::city}} is the capital of {{c2::Spain}}", "<i>Since 1561</i>"],
      },
      {
        id: 6,
        noteTypeId: t.imageOcclusion.id,
        fields: [
          "{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.4}}",
          '<img src="map.png">',
          "",
          "",
          "",
        ],
      },
      {
        id: 7,
        noteTypeId: t.vocabulary.id,
        fields: ["perro", "dog", "El perro ladra.", "<ul><li>m.</li></ul>"],
      },
      { id: 8, noteTypeId: t.basic.id, fields: ['<img src="sol.jpg">', "sun [sound:sol.mp3]"] },
      { id: 9, noteTypeId: t.basic.id, fields: ["&nbsp;<br>", "nothing asked"] },
    ],
    cards: [
      { id: 1001, noteId: 1, deckId: DECKS.spanish.id, ord: 0 },
      { id: 1002, noteId: 2, deckId: DECKS.verbs.id, ord: 0 },
      { id: 1003, noteId: 2, deckId: DECKS.verbs.id, ord: 1, queue: -1 },
      { id: 1004, noteId: 3, deckId: DECKS.irregular.id, ord: 0, queue: -2 },
      { id: 1005, noteId: 3, deckId: DECKS.irregular.id, ord: 1 },
      { id: 1006, noteId: 4, deckId: DECKS.verbs.id, ord: 0 },
      { id: 1007, noteId: 5, deckId: DECKS.spanish.id, ord: 0 },
      { id: 1008, noteId: 5, deckId: DECKS.spanish.id, ord: 1 },
      { id: 1009, noteId: 6, deckId: DECKS.spanish.id, ord: 0 },
      { id: 1010, noteId: 7, deckId: DECKS.spanish.id, ord: 0 },
      { id: 1011, noteId: 7, deckId: DECKS.spanish.id, ord: 1 },
      { id: 1012, noteId: 7, deckId: DECKS.spanish.id, ord: 2 },
      // In a filtered deck for now: imported into its home deck.
      { id: 1013, noteId: 8, deckId: DECKS.filtered.id, ord: 0, originalDeckId: DECKS.spanish.id },
      { id: 1014, noteId: 9, deckId: DECKS.spanish.id, ord: 0 },
    ],
    reviews: [
      // Logged out of id order on purpose: the reader sorts by time.
      { id: T0 + 3 * DAY, cardId: 1001, ease: 3, timeMs: 4200, type: 1 },
      { id: T0, cardId: 1001, ease: 1, timeMs: 9000, type: 0 },
      { id: T0 + 10 * 60_000, cardId: 1001, ease: 3, timeMs: 3000, type: 0 },
      // "Set due date" and a manual reschedule: not answers.
      { id: T0 + 4 * DAY, cardId: 1001, ease: 0, timeMs: 0, type: 4, ivl: 3 },
      { id: T0 + 5 * DAY, cardId: 1001, ease: 0, timeMs: 0, type: 5 },
      { id: T0 + 6 * DAY, cardId: 1001, ease: 4, timeMs: 2500, type: 1 },
      { id: T0 + DAY, cardId: 1002, ease: 2, timeMs: 6100, type: 0 },
    ],
  };
}

/** Small stand-ins for image files: only the bytes' identity matters to the reader. */
export const MEDIA = {
  "sol.jpg": new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]),
  "map.png": new Uint8Array([0x89, 0x50, 0x4e, 0x47, 5, 6, 7]),
  "sol.mp3": new Uint8Array([0x49, 0x44, 0x33, 9]),
};
