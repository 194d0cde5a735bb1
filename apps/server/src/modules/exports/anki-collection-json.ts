import { RECALL_BASIC, RECALL_CLOZE } from "./anki-notes";

/**
 * The JSON columns of a legacy (schema 11) Anki collection's `col` row: note types, decks and the deck
 * options they share. Field names follow the schema 11 layout that Anki still imports; values are Anki's
 * defaults where the app has nothing to say.
 */

const CSS =
  ".card { font-family: arial; font-size: 20px; text-align: center; color: black; background-color: white; }\n.cloze { font-weight: bold; color: blue; }";

function field(name: string, ord: number) {
  return { name, ord, sticky: false, rtl: false, font: "Arial", size: 20, media: [] };
}

/** What the back shows after the answer; the wrong-answer explanation, topic, level and data stay fields. */
const RICH_BACK =
  "{{#Explanation}}<br><br>{{Explanation}}{{/Explanation}}" +
  "{{#Concept}}<br><br><b>{{Concept title}}</b><br>{{Concept}}{{/Concept}}" +
  "{{#Deep dive}}<br><br><b>{{Deep dive title}}</b><br>{{Deep dive}}{{/Deep dive}}";

export function modelsJson(deckId: number, modSeconds: number): string {
  const common = {
    mod: modSeconds,
    usn: -1,
    sortf: 0,
    did: deckId,
    css: CSS,
    tags: [],
    vers: [],
    latexPre: "",
    latexPost: "",
    latexsvg: false,
  };
  const basic = {
    ...common,
    id: RECALL_BASIC.id,
    name: RECALL_BASIC.name,
    type: 0,
    flds: RECALL_BASIC.fields.map(field),
    tmpls: [
      {
        name: "Card 1",
        ord: 0,
        qfmt: "{{Front}}{{#Options}}<br><br>{{Options}}{{/Options}}",
        afmt: `{{FrontSide}}<hr id=answer>{{#Answer}}<b>{{Answer}}.</b> {{/Answer}}{{Back}}${RICH_BACK}`,
        did: null,
        bqfmt: "",
        bafmt: "",
      },
    ],
    req: [[0, "any", [0]]],
  };
  const cloze = {
    ...common,
    id: RECALL_CLOZE.id,
    name: RECALL_CLOZE.name,
    type: 1,
    flds: RECALL_CLOZE.fields.map(field),
    tmpls: [
      {
        name: "Cloze",
        ord: 0,
        qfmt: "{{cloze:Text}}",
        afmt: `{{cloze:Text}}{{#Accepted answers}}<br><br>Accepted answers:<br>{{Accepted answers}}{{/Accepted answers}}${RICH_BACK}`,
        did: null,
        bqfmt: "",
        bafmt: "",
      },
    ],
  };
  return JSON.stringify({ [RECALL_BASIC.id]: basic, [RECALL_CLOZE.id]: cloze });
}

function deck(id: number, name: string, modSeconds: number, description = "") {
  return {
    id,
    name,
    mod: modSeconds,
    usn: -1,
    desc: description,
    dyn: 0,
    conf: 1,
    collapsed: false,
    browserCollapsed: false,
    extendNew: 0,
    extendRev: 0,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  };
}

/** Deck 1, which every collection has; a course named like it is exported as that deck. */
export const DEFAULT_DECK = { id: 1, name: "Default" } as const;

/** The Default deck and the course's decks (a course deck of id 1 is the Default deck itself). */
export function decksJson(
  decks: { id: number; name: string; description?: string }[],
  modSeconds: number,
): string {
  const all = [
    ...(decks.some((d) => d.id === DEFAULT_DECK.id)
      ? []
      : [deck(DEFAULT_DECK.id, DEFAULT_DECK.name, modSeconds)]),
    ...decks.map((d) => deck(d.id, d.name, modSeconds, d.description)),
  ];
  return JSON.stringify(Object.fromEntries(all.map((d) => [d.id, d])));
}

export function deckOptionsJson(modSeconds: number): string {
  return JSON.stringify({
    1: {
      id: 1,
      name: "Default",
      mod: modSeconds,
      usn: -1,
      maxTaken: 60,
      autoplay: true,
      timer: 0,
      replayq: true,
      dyn: false,
      new: { delays: [1, 10], ints: [1, 4, 0], initialFactor: 2500, order: 1, perDay: 20, bury: false },
      rev: { perDay: 200, ease4: 1.3, ivlFct: 1, maxIvl: 36500, hardFactor: 1.2, bury: false },
      lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 1 },
    },
  });
}

export function collectionConfJson(firstDeckId: number): string {
  return JSON.stringify({
    nextPos: 1,
    estTimes: true,
    activeDecks: [1],
    sortType: "noteFld",
    timeLim: 0,
    sortBackwards: false,
    addToCur: true,
    curDeck: firstDeckId,
    newSpread: 0,
    dueCounts: true,
    curModel: String(RECALL_BASIC.id),
    collapseTime: 1200,
  });
}
