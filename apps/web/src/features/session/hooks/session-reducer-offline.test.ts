// @vitest-environment node
import { INITIAL_CHEMICALS } from "@recall/shared";
import { describe, expect, it } from "vitest";
import { basicCard, run, start, T0 } from "./session-fixtures";
import type { ReceivedEngine } from "./session-reducer";

/** Offline study: the engine's reply is computed here while the server cannot be reached. */
const serverPopup: ReceivedEngine = {
  chemicals: { ...INITIAL_CHEMICALS, dopamine: 0.9 },
  action: { content_type: "reflection_moment", title: "Pause", body: "Take a breath." } as never,
};

/**
 * Five basic cards graded Incorrect (then Continue), 20 s apart: past the engine's cool-down (5 answers, 90 s), with
 * 3+ of the last 5 wrong, the fifth asks for a breathing reset. A sixth card keeps the session going.
 */
function fiveWrong() {
  const cards = [0, 1, 2, 3, 4, 5].map((i) => ({
    ...basicCard,
    id: `00000000-0000-4000-8000-00000000010${i}`,
  }));
  let s = start(cards, { random: 0.999 });
  for (let i = 0; i < 5; i++) {
    s = run(
      s,
      { type: "reveal" },
      { type: "self-grade", correct: false, now: T0 + 20_000 * (i + 1) },
      {
        type: "continue",
        now: T0 + 20_000 * (i + 1),
        seed: { random: 0.999, clientAnswerId: `k${i}`, now: T0 + 20_000 * (i + 1) },
      },
    );
  }
  return s;
}

describe("the local engine for answers held offline", () => {
  it("every answer carries the local engine's reply; holding answers applies it (chemicals, then its popup)", () => {
    const s = fiveWrong();
    expect(s.outbox).toHaveLength(5);
    // Each is queued at the time it was given: the offline queue's order after a reload.
    expect(s.outbox.map((i) => i.queuedAt)).toEqual([1, 2, 3, 4, 5].map((n) => T0 + 20_000 * n));
    const last = s.outbox.at(-1)!;
    // Five wrong in a row moved the local chemicals away from the baseline.
    expect(last.local.chemicals).not.toEqual(INITIAL_CHEMICALS);
    const held = run(s, { type: "answers-held", keys: s.outbox.map((i) => i.key) });
    expect(held.outbox.every((i) => i.held)).toBe(true);
    expect(held.chemicals).toEqual(last.local.chemicals);
    const localAction = [...s.outbox].reverse().find((i) => i.local.action)?.local.action ?? null;
    expect(localAction?.content_type).toBe("breathing_reset");
    expect(held.popup).toEqual(localAction);
    // Holding them again (a failed retry) changes nothing.
    expect(run(held, { type: "answers-held", keys: held.outbox.map((i) => i.key) })).toBe(held);
  });

  it("a held answer sent later shows no second popup; the server's chemicals count once nothing waits", () => {
    const s = fiveWrong();
    const keys = s.outbox.map((i) => i.key);
    const c = keys.at(-1)!;
    let held = run(s, { type: "answers-held", keys });
    const popupKey = held.popupKey;
    for (const key of keys.slice(0, -1))
      held = run(held, { type: "answer-settled", key, engine: serverPopup });
    expect(held.popupKey).toBe(popupKey);
    expect(held.chemicals).not.toEqual(serverPopup.chemicals);
    held = run(held, { type: "answer-settled", key: c, engine: serverPopup });
    expect(held.outbox).toHaveLength(0);
    expect(held.popupKey).toBe(popupKey);
    expect(held.chemicals).toEqual(serverPopup.chemicals);
    expect(held.neuro.chemicals).toEqual(serverPopup.chemicals);
  });

  it("online, the server's reply is the one shown (its popup and chemicals)", () => {
    const s = fiveWrong();
    const key = s.outbox[0]!.key;
    const next = run(s, { type: "answer-settled", key, engine: serverPopup });
    expect(next.popup).toEqual(serverPopup.action);
    expect(next.popupKey).toBe(s.popupKey + 1);
    expect(next.chemicals).toEqual(serverPopup.chemicals);
  });
});
