import { describe, expect, it } from "vitest";
import { interleaveTopics } from "./interleave-topics";
import { seededRandom } from "./seeded-random";

const items = (topics: string) => [...topics].map((topic, i) => ({ id: i, topic }));
const topicsOf = (list: { topic: string }[]) => list.map((x) => x.topic).join("");
const repeats = (list: { topic: string }[]) =>
  list.filter((x, i) => i > 0 && list[i - 1]?.topic === x.topic).length;

describe("interleaveTopics", () => {
  it("keeps the priority order when no neighbours share a topic", () => {
    expect(topicsOf(interleaveTopics(items("ABCABC")))).toBe("ABCABC");
  });

  it("separates a run by pulling the next other topic forward", () => {
    expect(topicsOf(interleaveTopics(items("AABB")))).toBe("ABAB");
    expect(topicsOf(interleaveTopics(items("AAABB")))).toBe("ABABA");
  });

  it("looks ahead so it does not paint itself into a corner", () => {
    // Greedy "first different topic" would give A B C A A; the answer must avoid the final repeat.
    const out = topicsOf(interleaveTopics(items("ABCAA")));
    expect(out).toBe("ABACA");
  });

  it("when a repeat is unavoidable, leaves as few as possible", () => {
    expect(topicsOf(interleaveTopics(items("AAAAB")))).toBe("ABAAA");
    // Other topics are spent as separators of the big topic, not next to each other.
    expect(repeats(interleaveTopics(items("BCAAAA")))).toBe(1);
  });

  it("handles empty and single-item lists", () => {
    expect(interleaveTopics([])).toEqual([]);
    expect(topicsOf(interleaveTopics(items("A")))).toBe("A");
  });

  it("property: a permutation with the minimum possible number of repeats", () => {
    const random = seededRandom(20240601);
    for (let run = 0; run < 500; run++) {
      const n = Math.floor(random() * 14);
      const alphabet = 1 + Math.floor(random() * 4);
      const list = Array.from({ length: n }, (_, i) => ({
        id: i,
        topic: String.fromCharCode(65 + Math.floor(random() * alphabet)),
      }));
      const out = interleaveTopics(list);
      expect(out.map((x) => x.id).sort((a, b) => a - b)).toEqual(list.map((x) => x.id));
      const counts = new Map<string, number>();
      for (const x of list) counts.set(x.topic, (counts.get(x.topic) ?? 0) + 1);
      const largest = Math.max(0, ...counts.values());
      expect(repeats(out)).toBe(Math.max(0, 2 * largest - n - 1));
    }
  });
});
