import { INITIAL_CHEMICALS, type ResumeSessionResponse } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure, fromReply, type RouteReply } from "../../../test/msw";
import { basicCard, clozeCard, makeSessionCard, mcqCard, SESSION_ID } from "../hooks/session-fixtures";
import { resetAnswerQueueForTests } from "../lib/answer-queue";
import { answerReply, renderSession, serveSession, signIn } from "./session-test-utils";

const fourth = makeSessionCard({
  id: "00000000-0000-4000-8000-000000000004",
  face: "Which moon is the largest?",
  back: "Ganymede",
  topic: "Moons",
});

/** The server's record of a session reloaded after two answers (one right, one wrong). */
function resumeData(answered: string[] = [mcqCard.id, basicCard.id]): ResumeSessionResponse {
  const results = [true, false, true, true];
  const correct = answered.filter((_, i) => results[i]).length;
  return {
    data: {
      session: {
        id: SESSION_ID,
        status: "active",
        courseIds: ["c"],
        collectionId: null,
        plannedCards: 10,
        totalCards: 4,
        completedCards: answered.length,
        durationSec: null,
        startedAt: "2025-01-01T10:00:00.000Z",
        completedAt: null,
        endedAt: null,
        lastActivityAt: "2025-01-01T10:02:00.000Z",
        metrics: { correct, incorrect: answered.length - correct, streak: 0, streakMax: 1 },
        accuracy: 50,
        chemicals: { ...INITIAL_CHEMICALS, dopamine: 0.47 },
      },
      cards: [mcqCard, basicCard, clozeCard, fourth],
      answers: answered.map((cardId, i) => ({
        cardId,
        correct: results[i]!,
        firstTry: results[i]!,
        mode: cardId === mcqCard.id ? "mcq" : "basic",
        timeTakenMs: 3000,
        answeredAt: "2025-01-01T10:01:00.000Z",
      })),
    },
  };
}

function server(resume: () => RouteReply<"GET /sessions/:id/resume">) {
  return serveSession({ answer: () => answerReply(0.5), resume });
}

const counter = (name: string) => screen.getByRole("group", { name });
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });

beforeEach(() => {
  // The device's answer log (its in-memory fallback in jsdom) would otherwise carry one test's answers
  // into the next.
  resetAnswerQueueForTests();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { sendBeacon: () => true }));
  signIn({ mcqPreference: 0, mcqDelay: 3 });
});
afterEach(async () => {
  cleanup();
  await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("session page without navigation state (reload, Back then Forward, Resume)", {
  timeout: 20_000,
}, () => {
  it("loads the open session from the server and continues at the next unanswered card, counters intact", async () => {
    const api = server(() => resumeData());
    const user = setup();
    renderSession(null);
    expect(await screen.findByText("Card 3 of 4")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(clozeCard.face);
    expect(counter("Correct")).toHaveTextContent("1");
    expect(counter("Incorrect")).toHaveTextContent("1");
    expect(counter("Streak")).toHaveTextContent("0");
    expect(counter("Dopamine")).toHaveTextContent("47%");

    await user.type(screen.getByLabelText("Your answer"), "eight");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(counter("Correct")).toHaveTextContent("2");
    await waitFor(() => expect(api.to("/sessions/answer")).toHaveLength(1));
    expect(api.to("/sessions/answer")[0]?.body).toMatchObject({
      sessionId: SESSION_ID,
      cardId: clozeCard.id,
      typedAnswer: "eight",
    });
    await user.click(screen.getByRole("button", { name: /Next Card/ }));
    expect(screen.getByText("Card 4 of 4")).toBeInTheDocument();
  });

  it("a session with every card answered resumes into its completion, and stays there", async () => {
    let calls = 0;
    // Once completed, the server refuses to resume it: a refetch must not throw the learner out.
    const api = server(() =>
      ++calls === 1
        ? resumeData([mcqCard.id, basicCard.id, clozeCard.id, fourth.id])
        : failure(409, "This session is already completed.", "CONFLICT"),
    );
    const { router } = renderSession(null);
    expect(await screen.findByRole("heading", { name: "Session Complete!" })).toBeInTheDocument();
    expect(await screen.findByText("Session completed!")).toBeInTheDocument();
    expect(api.to(`/sessions/${SESSION_ID}/complete`)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(router.state.location.pathname).toBe(`/session/${SESSION_ID}`);
    expect(screen.queryByText("This session is already completed.")).not.toBeInTheDocument();
    const results = screen.getByLabelText("Session results");
    expect(within(results).getByRole("group", { name: "Cards" })).toHaveTextContent("4/4");
    expect(within(results).getByRole("group", { name: "Accuracy" })).toHaveTextContent("75%");
  });

  it("an ended session says so in the server's words and returns to the dashboard", async () => {
    server(() => failure(409, "This session has ended.", "CONFLICT"));
    const { router } = renderSession(null);
    expect(await screen.findByText("This session has ended.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("a network failure offers Try again instead of dropping the session", async () => {
    let attempts = 0;
    server(() => (++attempts <= 2 ? fromReply({ status: 503, body: {} }) : resumeData()));
    const user = setup();
    const { router } = renderSession(null);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load this session.");
    expect(router.state.location.pathname).toBe(`/session/${SESSION_ID}`);
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Card 3 of 4")).toBeInTheDocument();
  });
});
