import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it } from "vitest";
import type { AnswerRecord } from "../hooks/session-state";
import { answerQueue, type QueuedAnswer, resetAnswerQueueForTests } from "./answer-queue";

const record: AnswerRecord = {
  cardId: "00000000-0000-4000-8000-000000000001",
  topic: "Planets",
  mode: "mcq",
  correct: true,
  firstTry: true,
  timeTakenMs: 1200,
  allowanceSec: 10,
};
const item = (key: string, sessionId: string, queuedAt: number): QueuedAnswer => ({
  key,
  sessionId,
  body: {
    sessionId,
    cardId: record.cardId,
    choiceIndex: 1,
    timeTakenMs: 1200,
    signals: {},
    retryAttempts: 0,
    retrySuccessful: false,
    clientAnswerId: key,
  },
  record,
  queuedAt,
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetAnswerQueueForTests();
});

describe("the offline answer queue", () => {
  it("keeps a session's answers in IndexedDB, oldest first, until each is removed", async () => {
    await answerQueue.put(item("b", "s1", 2000));
    await answerQueue.put(item("a", "s1", 1000));
    await answerQueue.put(item("x", "s2", 500));
    expect((await answerQueue.forSession("s1")).map((a) => a.key)).toEqual(["a", "b"]);
    await answerQueue.remove("a");
    expect((await answerQueue.forSession("s1")).map((a) => a.key)).toEqual(["b"]);
    expect((await answerQueue.forSession("s2")).map((a) => a.key)).toEqual(["x"]);
  });

  it("outlives the page: a new page (a reload) finds what the last one queued", async () => {
    await answerQueue.put(item("kept", "s1", 1000));
    resetAnswerQueueForTests(); // the page's memory is gone; the database is not
    const [again] = await answerQueue.forSession("s1");
    expect(again).toEqual(item("kept", "s1", 1000));
  });

  it("putting the same answer twice keeps one", async () => {
    await answerQueue.put(item("same", "s1", 1000));
    await answerQueue.put(item("same", "s1", 1000));
    expect(await answerQueue.forSession("s1")).toHaveLength(1);
  });

  it("marks an answer sent and keeps it until its session is cleared; other sessions stay", async () => {
    await answerQueue.put(item("a", "s1", 1000));
    await answerQueue.put(item("b", "s1", 2000));
    await answerQueue.put(item("x", "s2", 500));
    await answerQueue.markSent(item("a", "s1", 1000));
    expect((await answerQueue.forSession("s1")).map((a) => [a.key, a.sent ?? false])).toEqual([
      ["a", true],
      ["b", false],
    ]);
    await answerQueue.clearSession("s1");
    expect(await answerQueue.forSession("s1")).toEqual([]);
    expect((await answerQueue.forSession("s2")).map((a) => a.key)).toEqual(["x"]);
  });
});
