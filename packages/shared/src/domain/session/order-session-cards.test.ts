import { describe, expect, it } from "vitest";
import { orderSessionCards, type SessionCandidate } from "./order-session-cards";
import { seededRandom } from "./seeded-random";

const NOW = new Date("2025-06-01T12:00:00Z");
const DAY = 86_400_000;
const daysFromNow = (d: number) => new Date(NOW.getTime() + d * DAY);

function card(id: string, topic: string, position: number, memory: SessionCandidate["memory"] = null) {
  return { id, topic, position, memory };
}
const review = (dueInDays: number, lastReviewDaysAgo: number, state = 2) => ({
  due: daysFromNow(dueInDays),
  lastReview: daysFromNow(-lastReviewDaysAgo),
  state,
});
const ids = (list: { id: string }[]) => list.map((c) => c.id);
const zero = () => 0;

describe("orderSessionCards", () => {
  it("puts due reviews first, most overdue first", () => {
    const out = orderSessionCards(
      [
        card("a", "T1", 1, review(-1, 3)),
        card("b", "T2", 2, review(-5, 10)),
        card("c", "T3", 3, review(-3, 6)),
      ],
      { planned: 10, now: NOW, random: zero },
    );
    expect(ids(out)).toEqual(["b", "c", "a"]);
  });

  it("a card due exactly now counts as due", () => {
    const out = orderSessionCards(
      [card("new", "T1", 0), card("due", "T2", 5, { due: NOW, lastReview: daysFromNow(-1), state: 2 })],
      { planned: 10, now: NOW, random: zero },
    );
    expect(ids(out)).toEqual(["due", "new"]);
  });

  it("then new cards by course position, memory in state New counting as new", () => {
    const out = orderSessionCards(
      [
        card("n3", "T1", 3),
        card("n1", "T2", 1),
        card("n2", "T3", 2, { due: daysFromNow(-2), lastReview: null, state: 0 }),
        card("due", "T4", 9, review(-1, 2)),
      ],
      { planned: 10, now: NOW, random: zero },
    );
    expect(ids(out)).toEqual(["due", "n1", "n2", "n3"]);
  });

  it("then not-yet-due cards, least recently reviewed first", () => {
    const out = orderSessionCards(
      [
        card("recent", "T1", 1, review(5, 1)),
        card("old", "T2", 2, review(9, 20)),
        card("new", "T3", 3),
        card("mid", "T4", 4, review(3, 7)),
      ],
      { planned: 10, now: NOW, random: zero },
    );
    expect(ids(out)).toEqual(["new", "old", "mid", "recent"]);
  });

  it("keeps only the planned number, chosen by priority before interleaving", () => {
    const out = orderSessionCards(
      [card("later", "T1", 1, review(5, 1)), card("new", "T1", 2), card("due", "T1", 3, review(-1, 4))],
      { planned: 2, now: NOW, random: zero },
    );
    expect(ids(out)).toEqual(["due", "new"]);
    expect(orderSessionCards([card("a", "T", 1)], { planned: 0, now: NOW, random: zero })).toEqual([]);
    expect(orderSessionCards([card("a", "T", 1)], { planned: Number.NaN, now: NOW, random: zero })).toEqual(
      [],
    );
  });

  it("interleaves topics so the same topic does not come twice in a row", () => {
    const out = orderSessionCards(
      [card("a1", "A", 1), card("a2", "A", 2), card("a3", "A", 3), card("b1", "B", 4), card("b2", "B", 5)],
      { planned: 5, now: NOW, random: zero },
    );
    expect(ids(out)).toEqual(["a1", "b1", "a2", "b2", "a3"]);
  });

  it("uses random only to break ties such as equal positions from two courses", () => {
    const candidates = [card("x", "A", 1), card("y", "B", 1)];
    const first = orderSessionCards(candidates, { planned: 2, now: NOW, random: seededRandom(1) });
    const flipped = (() => {
      const values = [0.9, 0.1];
      return () => values.shift() ?? 0;
    })();
    expect(ids(orderSessionCards(candidates, { planned: 2, now: NOW, random: flipped }))).toEqual(["y", "x"]);
    expect(ids(orderSessionCards(candidates, { planned: 2, now: NOW, random: seededRandom(1) }))).toEqual(
      ids(first),
    );
  });

  it("drops duplicate ids, keeping the first", () => {
    const out = orderSessionCards([card("a", "A", 1), card("a", "B", 2), card("b", "B", 3)], {
      planned: 10,
      now: NOW,
      random: zero,
    });
    expect(out.map((c) => `${c.id}:${c.topic}`)).toEqual(["a:A", "b:B"]);
  });

  it("property: returns min(planned, unique) cards, all from the top of the priority order", () => {
    const random = seededRandom(99);
    for (let run = 0; run < 300; run++) {
      const n = Math.floor(random() * 30);
      const candidates = Array.from({ length: n }, (_, i) => {
        const kind = Math.floor(random() * 3);
        const memory =
          kind === 0 ? null : review(Math.floor(random() * 20) - 10, 1 + Math.floor(random() * 30));
        return card(`c${i}`, `T${Math.floor(random() * 4)}`, Math.floor(random() * 10), memory);
      });
      const planned = 5 * (1 + Math.floor(random() * 10));
      const out = orderSessionCards(candidates, { planned, now: NOW, random });
      expect(out.length).toBe(Math.min(planned, n));
      // Every due card outranks every other card, so if any due card is left out, none but due cards is in.
      const isDue = (c: SessionCandidate) => c.memory !== null && c.memory.due.getTime() <= NOW.getTime();
      const dueCount = candidates.filter(isDue).length;
      expect(out.filter(isDue).length).toBe(Math.min(dueCount, out.length));
    }
  });
});
