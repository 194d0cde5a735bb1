import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { anyRequest, failure, serve } from "../../../test/msw";
import { basicCard, mcqCard, SESSION_ID } from "../hooks/session-fixtures";
import { answerReply, renderSession, serveSession, signIn } from "./session-test-utils";

/**
 * Offline study: a started session keeps working without a connection. Answers wait in the
 * offline queue (memory here: jsdom has no IndexedDB; lib/answer-queue.test.ts covers IndexedDB), the
 * card never "fails", a small indicator says how many wait, completion waits for them, and when the
 * connection returns they are sent in the order given, each once, before the session is completed.
 */
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
/** What navigator.onLine says. */
let connected = true;
/** Whether a request gets through (the browser may not have noticed the connection drop yet). */
let reachable = true;
/** Whether the server answers 503 "try again" (a session busy with other answers). */
let busy = false;

function goOffline() {
  connected = false;
  window.dispatchEvent(new Event("offline"));
}
function goOnline() {
  connected = true;
  window.dispatchEvent(new Event("online"));
}

function server() {
  const api = serveSession({
    answer: () =>
      busy
        ? failure(
            503,
            "This session is taking other answers right now. Please try again.",
            "SERVICE_UNAVAILABLE",
          )
        : answerReply(),
  });
  // Without a connection fetch itself fails, before any server sees the request.
  serve(anyRequest(() => (!connected || !reachable ? HttpResponse.error() : undefined)));
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  connected = true;
  reachable = true;
  busy = false;
  const nav = Object.create(navigator);
  Object.defineProperty(nav, "onLine", { get: () => connected });
  Object.defineProperty(nav, "sendBeacon", { value: () => true });
  vi.stubGlobal("navigator", nav);
  signIn({ mcqPreference: 100, mcqDelay: 3 });
});
afterEach(async () => {
  cleanup();
  await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a session without a connection", { timeout: 20_000 }, () => {
  it("goes on offline, waits to complete, then sends every answer once, in order, and completes", async () => {
    const api = server();
    const user = setup();
    renderSession([mcqCard, basicCard]);
    await screen.findByRole("button", { name: /Mercury/ });
    goOffline();
    expect(await screen.findByText("Offline · your answers are kept on this device")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Mercury/ }));
    expect(await screen.findByText("Offline · 1 answer waiting to be sent")).toBeInTheDocument();
    // Not a failed submission: the card shows its result and no "moving on" after an error.
    expect(screen.queryByText(/could not be saved|failed/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Next now/ }));
    await user.click(screen.getByRole("button", { name: /Show Answer/ }));
    await user.click(screen.getByRole("button", { name: "Correct" }));
    await user.click(screen.getByRole("button", { name: /Next Card/ }));

    // The last card is answered, but the server has none of it: the session waits.
    expect(
      await screen.findByText(
        "Your answers will be sent when the connection returns, then the session completes.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Offline · 2 answers waiting to be sent")).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(api.to(`/sessions/${SESSION_ID}/complete`)).toHaveLength(0);
    expect(screen.queryByRole("heading", { name: "Session Complete!" })).not.toBeInTheDocument();

    goOnline();
    expect(await screen.findByRole("heading", { name: "Session Complete!" })).toBeInTheDocument();
    const answers = api
      .to("/sessions/answer")
      .map((c) => c.body as { cardId: string; clientAnswerId: string });
    expect(answers.map((a) => a.cardId)).toEqual([mcqCard.id, basicCard.id]);
    expect(new Set(answers.map((a) => a.clientAnswerId)).size).toBe(2);
    const order = api.calls.map((c) => c.url);
    expect(order.lastIndexOf("/api/sessions/answer")).toBeLessThan(
      order.indexOf(`/api/sessions/${SESSION_ID}/complete`),
    );
    expect(screen.getByRole("group", { name: "Correct" })).toHaveTextContent("2");
  });

  it("an answer whose request fails on the way (the connection drops) is held and retried, not failed", async () => {
    const api = server();
    const user = setup();
    renderSession([mcqCard, basicCard]);
    await screen.findByRole("button", { name: /Mercury/ });
    reachable = false; // the browser has not noticed: the request is tried and fails on the way
    await user.click(screen.getByRole("button", { name: /Mercury/ }));
    expect(await screen.findByText("Sending 1 answer...")).toBeInTheDocument();
    expect(api.to("/sessions/answer")).toHaveLength(1);
    // The card is not marked failed: the correct MCQ still counts down to the next card.
    expect(screen.getByText(/Next card in \d s/)).toBeInTheDocument();

    reachable = true; // back, without an online event: the retry timer sends it
    await vi.advanceTimersByTimeAsync(5_100);
    await waitFor(() => expect(api.to("/sessions/answer")).toHaveLength(2));
    const [first, again] = api.to("/sessions/answer").map((c) => c.body as { clientAnswerId: string });
    expect(again?.clientAnswerId).toBe(first?.clientAnswerId);
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument());
  });

  it("an answer the server asks for again (503, the session busy with other answers) is held and sent again", async () => {
    const api = server();
    const user = setup();
    renderSession([mcqCard, basicCard]);
    await screen.findByRole("button", { name: /Mercury/ });
    busy = true;
    await user.click(screen.getByRole("button", { name: /Mercury/ }));
    expect(await screen.findByText("Sending 1 answer...")).toBeInTheDocument();
    expect(api.to("/sessions/answer")).toHaveLength(1);
    expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();

    busy = false;
    await vi.advanceTimersByTimeAsync(5_100);
    await waitFor(() => expect(api.to("/sessions/answer")).toHaveLength(2));
    const [first, again] = api.to("/sessions/answer").map((c) => c.body as { clientAnswerId: string });
    expect(again?.clientAnswerId).toBe(first?.clientAnswerId);
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument());
  });
});
