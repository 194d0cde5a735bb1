import { SessionAnalyticsBody } from "@recall/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AnswerRecord } from "../hooks/session-state";
import { beaconSessionAnalytics, buildSessionAnalytics } from "./session-analytics";

const SESSION_ID = "55555555-5555-4555-8555-555555555555";
const answer = (patch: Partial<AnswerRecord>): AnswerRecord => ({
  cardId: "c",
  topic: "Stars",
  mode: "basic",
  correct: true,
  firstTry: true,
  timeTakenMs: 4000,
  allowanceSec: 10,
  ...patch,
});

describe("buildSessionAnalytics", () => {
  it("summarises the answers by mode, speed, accuracy, manual requests and topics", () => {
    const payload = buildSessionAnalytics({
      sessionId: SESSION_ID,
      startedAt: 1_000,
      now: 91_400,
      manualRequests: { mcq: 2, basic: 1 },
      answers: [
        answer({ mode: "basic", timeTakenMs: 2000, topic: "Stars" }),
        answer({ mode: "basic", timeTakenMs: 9000, firstTry: false, correct: false, topic: "Planets" }),
        answer({ mode: "mcq", timeTakenMs: 3000, topic: "Stars" }),
        answer({ mode: "mcq", timeTakenMs: 6000, firstTry: false, correct: true, topic: "Light" }),
        answer({ mode: "mcq", timeTakenMs: 9999, topic: "Stars" }),
      ],
    });
    expect(payload).toEqual({
      sessionId: SESSION_ID,
      duration: 90,
      cardsReviewed: 5,
      basicCards: 2,
      mcqCards: 3,
      averageTimePerBasicCard: 5500,
      averageTimePerMCQCard: 6333,
      // Fast = under 70% of the 10 s allowance: 2000, 3000 and 6000 ms.
      fastAnswerCount: 3,
      basicCardAccuracy: 50,
      // A retried answer is not counted as accurate.
      mcqCardAccuracy: 67,
      manualMCQRequests: 2,
      manualBasicRequests: 1,
      topicsStudied: ["Stars", "Planets", "Light"],
    });
    expect(SessionAnalyticsBody.safeParse(payload).success).toBe(true);
  });

  it("gives zeros for a session left before any answer", () => {
    const payload = buildSessionAnalytics({
      sessionId: SESSION_ID,
      startedAt: 5_000,
      now: 5_400,
      answers: [],
      manualRequests: { mcq: 0, basic: 0 },
    });
    expect(payload).toMatchObject({
      duration: 0,
      cardsReviewed: 0,
      averageTimePerBasicCard: 0,
      mcqCardAccuracy: 0,
    });
    expect(SessionAnalyticsBody.safeParse(payload).success).toBe(true);
  });
});

describe("beaconSessionAnalytics", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a JSON blob with the token in the body to /api/analytics/session", async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal("navigator", { ...navigator, sendBeacon });
    const payload = buildSessionAnalytics({
      sessionId: SESSION_ID,
      startedAt: 0,
      now: 0,
      answers: [],
      manualRequests: { mcq: 0, basic: 0 },
    });
    expect(beaconSessionAnalytics(payload, "tok")).toBe(true);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe("/api/analytics/session");
    expect((blob as Blob).type).toBe("application/json");
    expect(JSON.parse(await (blob as Blob).text())).toEqual({ ...payload, token: "tok" });
  });
});
