/** A glossary entry of a demo card: a term and its one-line definition. */
export interface DemoGlossaryTerm {
  term: string;
  definitionShort: string;
}

/** A titled block of text: the Level 1 concept explainer or the Level 2 Deep Dive. */
export interface DemoTextBlock {
  title: string;
  content: string;
}

/** A multiple-choice card of the no-signup demo (requirements S3 "Demo card"). All text is plain text. */
export interface DemoCard {
  id: string;
  face: string;
  /** The explanation shown once the card is answered. */
  back: string;
  options: readonly [string, string, string, string];
  answerIndex: 0 | 1 | 2 | 3;
  conceptExplainer: DemoTextBlock;
  deepDive: DemoTextBlock;
  glossary: readonly DemoGlossaryTerm[];
}

/** The three demo cards (requirements S9): one each from science, history and language learning. */
export const demoCards: readonly DemoCard[] = [
  {
    id: "demo-mitochondria",
    face: "Which part of a cell makes most of its ATP, the molecule cells use as energy?",
    back: "The mitochondrion. It runs the final stages of cellular respiration, turning the energy in glucose and fats into ATP. That is why it is nicknamed the powerhouse of the cell.",
    options: ["Nucleus", "Mitochondrion", "Ribosome", "Golgi apparatus"],
    answerIndex: 1,
    conceptExplainer: {
      title: "Cellular respiration in one minute",
      content:
        "Cells break down glucose in steps. Glycolysis in the cytoplasm yields a little ATP; the mitochondria then finish the job. Their inner membrane pumps protons to build a gradient, and the enzyme ATP synthase lets the protons flow back, spinning like a turbine to make ATP. Most of the oxygen you breathe ends up accepting electrons at the end of this chain.",
    },
    deepDive: {
      title: "Why mitochondria have their own DNA",
      content:
        "Mitochondria descend from free-living bacteria that were engulfed by an ancestral cell well over a billion years ago, a partnership called endosymbiosis. The evidence is still visible: they have two membranes, divide by splitting like bacteria, and carry a small circular genome of their own. In humans that genome is inherited almost entirely from the mother, which makes it a useful tool for tracing ancestry.",
    },
    glossary: [
      {
        term: "ATP",
        definitionShort: "Adenosine triphosphate, the molecule that carries energy inside cells.",
      },
      { term: "Organelle", definitionShort: "A specialised structure inside a cell, such as the nucleus." },
      {
        term: "Cellular respiration",
        definitionShort: "The process that releases energy from food molecules to make ATP.",
      },
      {
        term: "Endosymbiosis",
        definitionShort: "One organism living inside another to the benefit of both.",
      },
    ],
  },
  {
    id: "demo-berlin-wall",
    face: "In which year did the Berlin Wall fall?",
    back: "1989. On the night of 9 November 1989 East Germany opened its border crossings and crowds began to tear down the wall that had divided Berlin since 1961.",
    options: ["1961", "1975", "1989", "1991"],
    answerIndex: 2,
    conceptExplainer: {
      title: "A city split by the Cold War",
      content:
        "After the Second World War, Berlin sat deep inside Soviet-controlled East Germany but was shared between the Allies. Millions left the East through West Berlin, so in August 1961 the East German government sealed the border with a wall. It stood for 28 years as the most visible symbol of the Iron Curtain.",
    },
    deepDive: {
      title: "The press conference that opened the gates",
      content:
        "The opening came partly by accident. On 9 November 1989 government spokesman Günter Schabowski announced new travel rules and, asked when they applied, said they took effect immediately. Thousands gathered at the checkpoints that night, and overwhelmed guards let them through. Germany was reunified less than a year later, on 3 October 1990.",
    },
    glossary: [
      {
        term: "Cold War",
        definitionShort: "The rivalry between the US-led West and the Soviet-led East from 1947 to 1991.",
      },
      { term: "Iron Curtain", definitionShort: "The fortified border dividing Europe into East and West." },
      { term: "GDR", definitionShort: "The German Democratic Republic, the state known as East Germany." },
      {
        term: "Reunification",
        definitionShort: "The joining of East and West Germany into one state in 1990.",
      },
    ],
  },
  {
    id: "demo-biblioteca",
    face: "What does the Spanish word “biblioteca” mean?",
    back: "Library. A bookshop in Spanish is a “librería”, which looks like “library” but is a classic false friend.",
    options: ["Bookshop", "Bible", "Library", "Bibliography"],
    answerIndex: 2,
    conceptExplainer: {
      title: "False friends",
      content:
        "False friends are words in two languages that look alike but mean different things. Spanish “librería” means bookshop, “embarazada” means pregnant rather than embarrassed, and “actual” means current. Learning them in pairs with their real meaning stops the familiar shape from misleading you.",
    },
    deepDive: {
      title: "Where the two words come from",
      content:
        "“Biblioteca” comes through Latin from Greek bibliotheke, a case for books (biblion, book, and theke, a container). English “library” took another road: from Latin liber, book, through Old French. Spanish kept liber for the shop that sells books, “librería”, so the same root ended up naming different places in each language.",
    },
    glossary: [
      {
        term: "False friend",
        definitionShort: "A word that looks like one in another language but means something else.",
      },
      { term: "Cognate", definitionShort: "A word that shares its origin with a word in another language." },
      { term: "Etymology", definitionShort: "The history of a word: where it came from and how it changed." },
      { term: "Root", definitionShort: "The core part of a word that carries its basic meaning." },
    ],
  },
];
