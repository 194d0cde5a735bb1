import { describe, expect, it } from "vitest";
import { cardsAreDuplicates, type DuplicateCandidate, findDuplicatePairs } from "./card-duplicates";

const card = (id: string, face: string, back: string) => ({ id, face, back });
const same = (a: [string, string], b: [string, string]) =>
  cardsAreDuplicates(card("a", ...a), card("b", ...b));

/** Cards kept by a merge of `cards`: every card but the left-out ones. */
const keptCount = (cards: DuplicateCandidate[]) => cards.length - findDuplicatePairs(cards).length;

describe("cardsAreDuplicates: both question and answer must mean the same", () => {
  it("case, punctuation and spacing do not count", () => {
    expect(
      same(["What is the capital of France?", "Paris"], ["what is the capital of  france", "Paris."]),
    ).toBe(true);
    expect(same(["What's an x-ray?", "Radiation"], ["WHAT'S AN X RAY", "radiation"])).toBe(true);
  });

  it("one typo in a long lower-case word does not count", () => {
    expect(
      same(
        ["Which organelle performs photosynthesis?", "The chloroplast"],
        ["Which organelle performs photosynthesys?", "The chloroplast"],
      ),
    ).toBe(true);
    expect(
      same(
        ["Which organelle performs photosynthesis in plant cells?", "The chloroplast"],
        ["Which organelle performs photosynthesis in plant cell?", "The chloroplast"],
      ),
    ).toBe(true);
  });

  it("numbers count (the issue's cards differing only by a number)", () => {
    expect(
      same(
        ["What is fact number 4 about Planets?", "Answer 4 about Planets"],
        ["What is fact number 5 about Planets?", "Answer 5 about Planets"],
      ),
    ).toBe(false);
    expect(
      same(
        ["What is fact number 4 about Planets?", "Answer 4 about Planets"],
        ["What is fact number 4 about Planets?", "Answer 14 about Planets"],
      ),
    ).toBe(false);
    expect(same(["Boiling point of water?", "100 °C"], ["Boiling point of water?", "100 °F"])).toBe(false);
    expect(same(["What is 3.14?", "Pi"], ["What is 3.15?", "Pi"])).toBe(false);
    expect(same(["What is -5 + 3?", "-2"], ["What is 5 + 3?", "2"])).toBe(false);
    expect(same(["What is 2 + 2?", "4"], ["What is 2 × 2?", "4"])).toBe(false);
    expect(same(["How many moons has Mars?", "two"], ["How many moons has Mars?", "three"])).toBe(false);
    expect(same(["Which is the eighth planet?", "Neptune"], ["Which is the eight planet?", "Neptune"])).toBe(
      false,
    );
  });

  it("names count, even one letter apart", () => {
    expect(same(["Who wrote Hamlet?", "Shakespeare"], ["Who wrote Macbeth?", "Shakespeare"])).toBe(false);
    expect(
      same(["Who described orbits?", "Johannes Kepler"], ["Who described orbits?", "Johannes Keplar"]),
    ).toBe(false);
  });

  it("negations count", () => {
    expect(same(["Is a whale a fish?", "No"], ["Is a whale a fish?", "Yes"])).toBe(false);
    expect(
      same(
        ["Which metal is magnetic?", "Iron is magnetic"],
        ["Which metal is magnetic?", "Iron is not magnetic"],
      ),
    ).toBe(false);
    expect(same(["Is it possible?", "It is possible"], ["Is it possible?", "It is impossible"])).toBe(false);
    expect(same(["Does it ever melt?", "Yes"], ["Does it never melt?", "Yes"])).toBe(false);
    expect(same(["Does it melt?", "It isn't"], ["Does it melt?", "It is"])).toBe(false);
  });

  it("another word with a letter changed is another word", () => {
    expect(same(["What is a plant?", "A living thing"], ["What is a plane?", "A living thing"])).toBe(false);
  });

  it("the same question with another answer, or another question with the same answer, is not a duplicate", () => {
    expect(same(["What is 2 + 2?", "4"], ["What is 2 + 2?", "Four, in base ten"])).toBe(false);
  });

  it("texts without letters or digits are alike only when equal", () => {
    expect(same(["🙂", "😀"], ["🙂", "😀"])).toBe(true);
    expect(same(["🙂", "😀"], ["🙂", "😢"])).toBe(false);
  });

  it("non-English text: Cyrillic, accents, Japanese and Chinese", () => {
    expect(
      same(["Сколько планет в Солнечной системе?", "8"], ["сколько планет в солнечной системе", "8."]),
    ).toBe(true);
    expect(
      same(["Сколько планет в Солнечной системе?", "8"], ["Сколько планет в Солнечной системе?", "9"]),
    ).toBe(false);
    expect(same(["Это металл?", "Да, это металл"], ["Это металл?", "Нет, это не металл"])).toBe(false);
    expect(same(["¿Es un metal?", "No es un metal"], ["¿Es un metal?", "Es un metal"])).toBe(false);
    expect(
      same(["¿Cuál es la capital de Francia?", "París"], ["¿cual es la capital de Francia?", "París"]),
    ).toBe(false);
    expect(same(["日本の首都は？", "東京"], ["日本の首都は?", "東京"])).toBe(true);
    expect(same(["日本の首都は？", "東京"], ["日本の首都は？", "京都"])).toBe(false);
    expect(same(["中国的首都是哪里？", "北京"], ["中国的首都是哪里", "北京。"])).toBe(true);
    expect(same(["Was ist das?", "Das ist nicht Eisen"], ["Was ist das?", "Das ist Eisen"])).toBe(false);
  });

  it("long text: a number deep inside counts, a typo deep inside does not", () => {
    const long = (n: number, word: string) =>
      `${"The solar system formed from a collapsing cloud of gas and dust. ".repeat(30)}It has ${n} ${word}.`;
    expect(
      same(
        ["Describe the solar system", long(8, "planets")],
        ["Describe the solar system", long(9, "planets")],
      ),
    ).toBe(false);
    expect(
      same(
        ["Describe the solar system", long(8, "planets")],
        ["Describe the solar system", long(8, "plannets")],
      ),
    ).toBe(true);
  });
});

describe("findDuplicatePairs", () => {
  it("40 + 12 cards differing by a number: 49 distinct pairs, every one survives", () => {
    const fact = (i: number, answer: number) =>
      card(`x${i}-${answer}`, `What is fact number ${i} about Planets?`, `Answer ${answer} about Planets`);
    const first = Array.from({ length: 40 }, (_, i) => fact(i + 1, i + 1));
    // 3 cards repeat the first course's; 9 ask the same questions with other answers.
    const second = [
      ...Array.from({ length: 3 }, (_, i) => ({ ...fact(i + 1, i + 1), id: `y${i}` })),
      ...Array.from({ length: 9 }, (_, i) => fact(i + 4, i + 41)),
    ];
    const pairs = findDuplicatePairs([...first, ...second]);
    expect(pairs).toEqual([
      { keptId: "x1-1", droppedId: "y0" },
      { keptId: "x2-2", droppedId: "y1" },
      { keptId: "x3-3", droppedId: "y2" },
    ]);
    expect(52 - pairs.length).toBe(49);
  });

  it("20 + 14 cards sharing 6 identical ones: 28 cards", () => {
    const a = Array.from({ length: 20 }, (_, i) =>
      card(`a${i}`, `What is fact ${i} about Stars?`, `Star fact ${i}`),
    );
    const b = [
      ...a.slice(0, 6).map((c, i) => ({ ...c, id: `b${i}` })),
      ...Array.from({ length: 8 }, (_, i) =>
        card(`b${i + 6}`, `What is fact ${i} about Moons?`, `Moon fact ${i}`),
      ),
    ];
    expect(keptCount([...a, ...b])).toBe(28);
  });

  it("keeps the richest card of duplicates, the earliest on a tie", () => {
    const cards = [
      { ...card("plain", "What is DNA?", "Deoxyribonucleic acid"), rich: 0 },
      { ...card("rich", "what is dna", "deoxyribonucleic acid."), rich: 3 },
      { ...card("plain2", "What is DNA ?", "Deoxyribonucleic acid"), rich: 0 },
      { ...card("other", "What is RNA?", "Ribonucleic acid"), rich: 0 },
    ];
    expect(findDuplicatePairs(cards, (c) => c.rich)).toEqual([
      { keptId: "rich", droppedId: "plain" },
      { keptId: "rich", droppedId: "plain2" },
    ]);
    expect(findDuplicatePairs(cards)).toEqual([
      { keptId: "plain", droppedId: "rich" },
      { keptId: "plain", droppedId: "plain2" },
    ]);
  });

  it("does not chain: a card alike only to a left-out card is decided on its own", () => {
    // b is one typo from a and from c; a and c are two typos apart, so only b is left out.
    const cards = [
      card("a", "Describe photosynthesis and respiration", "Sugar"),
      card("b", "Describe photosynthesys and respiration", "Sugar"),
      card("c", "Describe photosynthesys and respiraton", "Sugar"),
    ];
    expect(findDuplicatePairs(cards)).toEqual([{ keptId: "a", droppedId: "b" }]);
    for (const { keptId, droppedId } of findDuplicatePairs(cards)) {
      const byId = (id: string) => cards.find((c) => c.id === id)!;
      expect(cardsAreDuplicates(byId(keptId), byId(droppedId))).toBe(true);
    }
  });

  it("finds every pair that comparing each pair finds", () => {
    const words = ["cells", "atoms", "genes", "stars", "moons", "rocks", "waves", "heats"];
    const cards = Array.from({ length: 120 }, (_, i) => {
      const a = words[i % 8]!;
      const b = words[Math.floor(i / 8) % 8]!;
      const typo = i % 3 === 0 ? "s" : "";
      return card(String(i), `What does the ${a} do to the ${b}${typo} in this example?`, `${b} ${a}`);
    });
    const pairs = findDuplicatePairs(cards);
    const dropped = new Set(pairs.map((p) => p.droppedId));
    // Every card that has a duplicate is either left out or kept for one.
    for (let i = 0; i < cards.length; i += 1)
      for (let j = i + 1; j < cards.length; j += 1)
        if (cardsAreDuplicates(cards[i]!, cards[j]!)) {
          expect(dropped.has(cards[i]!.id) || dropped.has(cards[j]!.id)).toBe(true);
        }
    expect(pairs.length).toBeGreaterThan(0);
  });

  it("handles 5,000 cards quickly (a course's maximum), half of them copies", () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 48271) + 1) >>> 0;
      return (seed >>> 8) % n;
    };
    const vocabulary = Array.from({ length: 800 }, (_, i) => `w${i.toString(36)}x${(i * 7919).toString(36)}`);
    const words = (n: number) =>
      Array.from({ length: n }, () => vocabulary[rand(vocabulary.length)]).join(" ");
    const cards = Array.from({ length: 2500 }, (_, i) => card(String(i), `What is ${words(6)}?`, words(3)));
    const started = performance.now();
    expect(findDuplicatePairs([...cards, ...cards.map((c) => ({ ...c, id: `copy-${c.id}` }))])).toHaveLength(
      2500,
    );
    expect(performance.now() - started).toBeLessThan(4000);
  });
});
