import { describe, expect, it } from "vitest";
import {
  cardsAreDuplicates,
  DUPLICATE_SIMILARITY,
  findDuplicateGroups,
  trigramSimilarity,
  trigrams,
} from "./card-duplicates";

const card = (id: string, face: string, back: string) => ({ id, face, back });

describe("trigrams (pg_trgm's way)", () => {
  it("pads each word with two spaces before and one after, lower case, punctuation dropped", () => {
    expect([...trigrams("Cat!")].sort()).toEqual(["  c", " ca", "at ", "cat"]);
  });
  it("similarity is the Jaccard index, 0 when either side has no trigram", () => {
    expect(trigramSimilarity(trigrams("word"), trigrams("word"))).toBe(1);
    expect(trigramSimilarity(new Set(), new Set())).toBe(0);
  });
});

describe(`cardsAreDuplicates (threshold ${DUPLICATE_SIMILARITY})`, () => {
  it("same question and answer up to case, spacing and punctuation", () => {
    expect(
      cardsAreDuplicates(
        card("a", "What is the capital of France?", "Paris"),
        card("b", "what is the capital of  france", "Paris."),
      ),
    ).toBe(true);
  });
  it("a typo or a small rewording is still the same card", () => {
    expect(
      cardsAreDuplicates(
        card("a", "Which organelle performs photosynthesis in plant cells?", "The chloroplast"),
        card("b", "Which organelle performs photosynthesis in plant cell?", "The chloroplast"),
      ),
    ).toBe(true);
  });
  it("the same question with another answer is not a duplicate", () => {
    expect(
      cardsAreDuplicates(card("a", "What is 2 + 2?", "4"), card("b", "What is 2 + 2?", "Four, in base ten")),
    ).toBe(false);
  });
  it("a different question with the same answer is not a duplicate", () => {
    expect(
      cardsAreDuplicates(
        card("a", "Who wrote Hamlet?", "Shakespeare"),
        card("b", "Who wrote Macbeth?", "Shakespeare"),
      ),
    ).toBe(false);
  });
  it("texts without letters or digits are alike only when equal", () => {
    expect(cardsAreDuplicates(card("a", "🙂", "😀"), card("b", "🙂", "😀"))).toBe(true);
    expect(cardsAreDuplicates(card("a", "🙂", "😀"), card("b", "🙂", "😢"))).toBe(false);
  });
});

describe("findDuplicateGroups", () => {
  it("groups every copy, in input order, and leaves distinct cards out", () => {
    const groups = findDuplicateGroups([
      card("1", "What is DNA?", "Deoxyribonucleic acid"),
      card("2", "Which planet is closest to the Sun?", "Mercury"),
      card("3", "what is dna", "deoxyribonucleic acid"),
      card("4", "Which planet is farthest from the Sun?", "Neptune"),
      card("5", "What is DNA ?", "Deoxyribonucleic acid."),
    ]);
    expect(groups).toEqual([["1", "3", "5"]]);
  });

  it("finds the same pairs as comparing every pair (the prefix filter misses none)", () => {
    const words = ["cell", "atom", "gene", "star", "moon", "rock", "wave", "heat"];
    const cards = Array.from({ length: 120 }, (_, i) => {
      const a = words[i % 8]!;
      const b = words[Math.floor(i / 8) % 8]!;
      const typo = i % 3 === 0 ? "s" : "";
      return card(String(i), `What does the ${a} do to the ${b}${typo} in this example?`, `${b} ${a}`);
    });
    const naive = new Set<string>();
    for (let i = 0; i < cards.length; i += 1)
      for (let j = i + 1; j < cards.length; j += 1)
        if (cardsAreDuplicates(cards[i]!, cards[j]!)) naive.add(`${i}-${j}`);
    const grouped = new Set<string>();
    for (const g of findDuplicateGroups(cards))
      for (let x = 0; x < g.length; x += 1)
        for (let y = x + 1; y < g.length; y += 1) grouped.add(`${g[x]}-${g[y]}`);
    for (const pair of naive) expect(grouped.has(pair)).toBe(true);
    expect(naive.size).toBeGreaterThan(0);
  });

  it("handles 5,000 varied cards quickly (a course's maximum)", () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 48271) + 1) >>> 0;
      return (seed >>> 8) % n;
    };
    const vocabulary = Array.from({ length: 800 }, (_, i) => `w${i.toString(36)}x${(i * 7919).toString(36)}`);
    const words = (n: number) =>
      Array.from({ length: n }, () => vocabulary[rand(vocabulary.length)]).join(" ");
    const cards = Array.from({ length: 5000 }, (_, i) => card(String(i), `What is ${words(6)}?`, words(3)));
    const started = performance.now();
    expect(findDuplicateGroups(cards)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(4000);
  });
});
