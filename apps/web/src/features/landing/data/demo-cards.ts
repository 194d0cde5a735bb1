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

/**
 * A demo card's shape; its words are in the `landing-demo` catalogs under `cards.<key>`, so a visitor sees
 * the sample cards in the interface language. Options are catalog keys (`cards.<key>.options.<option>`)
 * unless `literalOptions` (years read the same in every language). The options keep their order in every
 * language, so one answerIndex fits all.
 */
interface DemoCardShape {
  id: string;
  key: string;
  options: readonly [string, string, string, string];
  literalOptions?: boolean;
  answerIndex: DemoCard["answerIndex"];
  glossary: readonly string[];
}

/** The three demo cards (requirements S9): one each from science, history and language learning. */
const DEMO_CARD_SHAPES: readonly DemoCardShape[] = [
  {
    id: "demo-mitochondria",
    key: "mitochondria",
    options: ["nucleus", "mitochondrion", "ribosome", "golgi"],
    answerIndex: 1,
    glossary: ["atp", "organelle", "respiration", "endosymbiosis"],
  },
  {
    id: "demo-berlin-wall",
    key: "berlinWall",
    options: ["1961", "1975", "1989", "1991"],
    literalOptions: true,
    answerIndex: 2,
    glossary: ["coldWar", "ironCurtain", "gdr", "reunification"],
  },
  {
    id: "demo-biblioteca",
    key: "falseFriend",
    options: ["bookshop", "bible", "library", "bibliography"],
    answerIndex: 2,
    glossary: ["falseFriend", "cognate", "etymology", "root"],
  },
];

/** The demo cards in the words `text` gives (the `landing-demo` namespace's lookup in the current language). */
export function demoCardsIn(text: (key: string) => string): readonly DemoCard[] {
  return DEMO_CARD_SHAPES.map((shape) => {
    const at = (key: string) => text(`cards.${shape.key}.${key}`);
    const option = (name: string) => (shape.literalOptions ? name : at(`options.${name}`));
    return {
      id: shape.id,
      face: at("face"),
      back: at("back"),
      options: [
        option(shape.options[0]),
        option(shape.options[1]),
        option(shape.options[2]),
        option(shape.options[3]),
      ],
      answerIndex: shape.answerIndex,
      conceptExplainer: { title: at("explainer.title"), content: at("explainer.content") },
      deepDive: { title: at("deepDive.title"), content: at("deepDive.content") },
      glossary: shape.glossary.map((term) => ({
        term: at(`glossary.${term}.term`),
        definitionShort: at(`glossary.${term}.definition`),
      })),
    };
  });
}
