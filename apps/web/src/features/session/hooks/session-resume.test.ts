import { INITIAL_CHEMICALS, parseAdaptiveConfig, type ResumeSessionResponse } from "@recall/shared";
import { describe, expect, it } from "vitest";
import {
  basicCard,
  clozeCard,
  lastBody,
  makeSessionCard,
  mcqCard,
  run,
  SESSION_ID,
  seed,
  T0,
} from "./session-fixtures";
import { resumeFromServer } from "./session-resume";
import { createSessionState } from "./session-state";

const fourth = makeSessionCard({
  id: "00000000-0000-4000-8000-000000000004",
  topic: "Moons",
  face: "Moons?",
});

function serverData(
  answers: ResumeSessionResponse["data"]["answers"],
  metrics = { correct: 1, incorrect: 1, streak: 0, streakMax: 1 },
): ResumeSessionResponse["data"] {
  return {
    session: {
      id: SESSION_ID,
      status: "active",
      courseIds: ["c"],
      collectionId: null,
      plannedCards: 15,
      totalCards: 4,
      completedCards: answers.length,
      durationSec: null,
      startedAt: new Date(T0 - 60_000).toISOString(),
      completedAt: null,
      endedAt: null,
      lastActivityAt: new Date(T0).toISOString(),
      metrics,
      accuracy: 50,
      chemicals: { ...INITIAL_CHEMICALS, dopamine: 0.52 },
    },
    cards: [mcqCard, basicCard, clozeCard, fourth],
    answers,
  };
}

const answered = (cardId: string, correct: boolean, mode: "mcq" | "basic" = "basic") => ({
  cardId,
  correct,
  firstTry: correct,
  mode,
  timeTakenMs: 2000,
  answeredAt: new Date(T0).toISOString(),
});

const resumed = (data: ResumeSessionResponse["data"]) =>
  createSessionState({
    sessionId: SESSION_ID,
    cards: [],
    config: parseAdaptiveConfig(null),
    mcqPreference: 50,
    seed: seed(T0 + 5000),
    resume: resumeFromServer(data),
  });

describe("resumeFromServer + createSessionState (reload mid-session)", () => {
  it("continues at the next unanswered card with the server's counters, streak and chemicals", () => {
    const s = resumed(serverData([answered(mcqCard.id, true, "mcq"), answered(basicCard.id, false)]));
    expect(s.status).toBe("active");
    expect(s.index).toBe(2);
    expect(s.cards[s.index]!.id).toBe(clozeCard.id);
    expect(s.cards).toHaveLength(4);
    expect(s.counters).toEqual({ correct: 1, incorrect: 1, streak: 0, bestStreak: 1, errors: 1 });
    expect(s.chemicals.dopamine).toBe(0.52);
    expect(s.startedAt).toBe(T0 - 60_000);
    expect(s.card).toMatchObject({ phase: "front", level: 0 });
    // The adaptive state learned from the answers before the reload.
    expect(s.adaptive.lastAnswerCorrect).toEqual([true, false]);
    expect(s.answers.map((a) => a.cardId)).toEqual([mcqCard.id, basicCard.id]);
  });

  it("asks a card again whose answer never reached the server, after the answered ones", () => {
    // Card 2 failed to submit (the page moved on), card 3 was answered.
    const s = resumed(serverData([answered(mcqCard.id, true, "mcq"), answered(clozeCard.id, true)]));
    expect(s.cards.map((c) => c.id)).toEqual([mcqCard.id, clozeCard.id, basicCard.id, fourth.id]);
    expect(s.cards[s.index]!.id).toBe(basicCard.id);
  });

  it("the next answer goes on from the resumed counters and window", () => {
    let s = resumed(serverData([answered(mcqCard.id, true, "mcq"), answered(basicCard.id, false)]));
    s = run(s, { type: "check-cloze", input: "8", matched: true, now: T0 + 6000 });
    expect(s.counters).toMatchObject({ correct: 2, incorrect: 1, streak: 1, bestStreak: 1 });
    expect(lastBody(s).signals).toMatchObject({ streak_len: 1, error_rate_5: 1 / 3 });
  });

  it("a session whose every card is answered resumes finished, ready to complete", () => {
    const all = [mcqCard, basicCard, clozeCard, fourth].map((c) => answered(c.id, true));
    const s = resumed(serverData(all, { correct: 4, incorrect: 0, streak: 4, streakMax: 4 }));
    expect(s.status).toBe("finished");
    expect(s.answers).toHaveLength(4);
  });

  it("answers logged on this device count as given: after the server's, in the counters; unsent ones held in the outbox", () => {
    const queuedAnswer = (card: typeof clozeCard, correct: boolean, at: number) => ({
      key: `offline-${card.id}`,
      sessionId: SESSION_ID,
      body: {
        sessionId: SESSION_ID,
        cardId: card.id,
        correct,
        timeTakenMs: 1500,
        signals: {},
        retryAttempts: 0,
        retrySuccessful: false,
        clientAnswerId: `offline-${card.id}`,
      },
      record: {
        cardId: card.id,
        topic: card.topic,
        mode: "basic" as const,
        correct,
        firstTry: correct,
        timeTakenMs: 1500,
        allowanceSec: 10,
      },
      queuedAt: at,
    });
    const data = serverData([answered(mcqCard.id, true, "mcq")], {
      correct: 1,
      incorrect: 0,
      streak: 1,
      streakMax: 1,
    });
    // The server already has the MCQ answer; a queued copy of it is not counted twice. The cloze answer was
    // sent but this record of the session (an offline copy) is older: it counts, and is not sent again.
    const queued = [
      { ...queuedAnswer(clozeCard, true, T0 + 1), sent: true },
      queuedAnswer(fourth, false, T0 + 2),
      { ...queuedAnswer(mcqCard, true, T0 + 3), key: "dup" },
    ];
    const s = createSessionState({
      sessionId: SESSION_ID,
      cards: [],
      config: parseAdaptiveConfig(null),
      mcqPreference: 50,
      seed: seed(T0 + 5000),
      resume: resumeFromServer(data, queued),
    });
    expect(s.cards.map((c) => c.id)).toEqual([mcqCard.id, clozeCard.id, fourth.id, basicCard.id]);
    expect(s.cards[s.index]!.id).toBe(basicCard.id);
    expect(s.counters).toEqual({ correct: 2, incorrect: 1, streak: 0, bestStreak: 2, errors: 1 });
    expect(s.outbox.map((i) => [i.key, i.held])).toEqual([[`offline-${fourth.id}`, true]]);
    // Its place in the queue's order is the one it was given in, not the reload's time.
    expect(s.outbox[0]?.queuedAt).toBe(T0 + 2);
  });
});
