/** The search bench's query mix (bench/search-bench.ts): deterministic searches built from the generated data. */
import type { SearchCriteria } from "@recall/shared";
import { type GeneratedData, seeded } from "./search-data";

export type Kind =
  | "distinctive-word"
  | "two-words"
  | "mid-frequency-word"
  | "typo"
  | "text+topic+level"
  | "text+tags+difficulty"
  | "filters-only"
  | "common-word"
  | "browse-all";
export interface Query {
  kind: Kind;
  userId: string;
  criteria: SearchCriteria;
}

/**
 * A deterministic mix. Users look for a card they remember by its distinctive words: the rarest words of a
 * random card's face (vocabulary rank = frequency rank). Others search a topic-like word of middling
 * frequency (ranks 100-2000: each in roughly 0.5-5% of the cards). A few search one of the 50 most common
 * words (in 10-50% of the cards, like stop words) or open the library with no text at all: those match
 * tens of thousands of visible cards and are reported on their own.
 */
export function makeQueries(data: GeneratedData, count: number): Query[] {
  const rnd = seeded(7);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
  const rank = new Map(data.vocabulary.map((w, i) => [w, i]));
  const shared = data.courses.map((c, i) => (c.visibleToAll ? i : -1)).filter((i) => i >= 0);
  // A card the user can see: of the course they own (half the time) or of a public active course.
  const visibleFace = (ownCourse: number) => {
    const c = rnd() < 0.5 ? ownCourse : pick(shared);
    const perCourse = Math.floor(data.faces.length / data.courses.length);
    return data.faces[c + data.courses.length * Math.floor(rnd() * perCourse)]!;
  };
  const rarestFaceWords = (ownCourse: number) =>
    visibleFace(ownCourse)
      .replace(/\?$/, "")
      .split(" ")
      .filter((w) => rank.has(w))
      .sort((a, b) => rank.get(b)! - rank.get(a)!);
  const typo = (w: string) => {
    const i = 1 + Math.floor(rnd() * (w.length - 2));
    return w.slice(0, i) + (w[i] === "a" ? "e" : "a") + w.slice(i + 1);
  };
  const kinds: [Kind, number][] = [
    ["distinctive-word", 0.2],
    ["two-words", 0.15],
    ["mid-frequency-word", 0.15],
    ["typo", 0.1],
    ["text+topic+level", 0.1],
    ["text+tags+difficulty", 0.1],
    ["filters-only", 0.1],
    ["common-word", 0.05],
    ["browse-all", 0.05],
  ];
  return Array.from({ length: count }, (_, i) => {
    // The i-th query's kind: where (i + 0.5) / count falls among the cumulative shares.
    const at = (i + 0.5) / count;
    let cumulative = 0;
    const kind =
      kinds.find(([, share]) => {
        cumulative += share;
        return at < cumulative;
      })?.[0] ?? "distinctive-word";
    const courseIndex = Math.floor(rnd() * data.courses.length);
    const course = data.courses[courseIndex]!;
    const userId = data.userIds[course.ownerIndex]!;
    const rare = rarestFaceWords(courseIndex);
    const mid = data.vocabulary[100 + Math.floor(rnd() * 1900)]!;
    const base = { limit: 50 };
    const criteria: SearchCriteria =
      kind === "distinctive-word"
        ? { ...base, text: rare[0] }
        : kind === "two-words"
          ? { ...base, text: rare.slice(0, 2).join(" ") }
          : kind === "mid-frequency-word"
            ? { ...base, text: mid }
            : kind === "typo"
              ? { ...base, text: typo(rare.find((w) => w.length >= 6) ?? rare[0]!) }
              : kind === "text+topic+level"
                ? {
                    ...base,
                    text: mid,
                    topics: [pick(course.topics), pick(course.topics)],
                    levels: ["Beginner", "Intermediate"],
                  }
                : kind === "text+tags+difficulty"
                  ? {
                      ...base,
                      text: mid,
                      tags: [pick(data.tags), pick(data.tags)],
                      difficulty: { min: 3, max: 8 },
                    }
                  : kind === "filters-only"
                    ? { ...base, topics: [pick(course.topics)], levels: ["Advanced"], types: ["mcq"] }
                    : kind === "common-word"
                      ? { ...base, text: data.vocabulary[Math.floor(rnd() * 50)] }
                      : { ...base };
    return { kind, userId, criteria };
  });
}
