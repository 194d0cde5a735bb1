import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure } from "../../../test/msw";
import { basicCard, mcqCard, SESSION_ID } from "../hooks/session-fixtures";
import { renderSession, serveSession, sessionSummary, signIn } from "./session-test-utils";

const stat = (name: string) => screen.getByRole("group", { name });
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
let sendBeacon: ReturnType<typeof vi.fn<(url: string, data?: BodyInit | null) => boolean>>;

function server(completeStatus = 200) {
  return serveSession({
    complete: ({ params }) =>
      completeStatus === 200
        ? { data: { session: sessionSummary({ id: params.id, status: "completed" }) } }
        : failure(completeStatus, "nope"),
  });
}

/** Answers the MCQ card wrong then right after Try Again, and the basic card Correct. */
async function playThrough(user: ReturnType<typeof setup>) {
  await user.click(screen.getByRole("button", { name: /Venus/ }));
  await user.click(screen.getByRole("button", { name: "Try Again" }));
  await user.click(screen.getByRole("button", { name: /Mercury/ }));
  await user.click(screen.getByRole("button", { name: /Next now/ }));
  await user.click(screen.getByRole("button", { name: /Show Answer/ }));
  await user.click(screen.getByRole("button", { name: "Correct" }));
  await user.click(screen.getByRole("button", { name: /Next Card/ }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sendBeacon = vi.fn(() => true);
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { sendBeacon }));
  signIn({ mcqPreference: 100, mcqDelay: 3 });
});
afterEach(async () => {
  // Unmount while the fakes are in place: leaving sends the beacon on a 0 ms timer.
  cleanup();
  await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("session completion", { timeout: 20_000 }, () => {
  it("after the last card: completes the session, posts the analytics and shows the results", async () => {
    const api = server();
    const user = setup();
    const { unmount } = renderSession([mcqCard, basicCard]);
    await playThrough(user);

    expect(await screen.findByRole("heading", { name: "Session Complete!" })).toBeInTheDocument();
    expect(await screen.findByText("Session completed!")).toBeInTheDocument();
    expect(api.to(`/sessions/${SESSION_ID}/complete`)).toHaveLength(1);
    // Every answer was settled before the session was completed.
    const order = api.calls.map((c) => c.url);
    expect(order.lastIndexOf("/api/sessions/answer")).toBeLessThan(
      order.indexOf(`/api/sessions/${SESSION_ID}/complete`),
    );

    expect(stat("Accuracy")).toHaveTextContent("100%");
    expect(stat("Best streak")).toHaveTextContent("2");
    expect(stat("Cards")).toHaveTextContent("2/2");
    expect(stat("Correct")).toHaveTextContent("2");
    expect(stat("Incorrect")).toHaveTextContent("0");
    expect(stat("Time")).toHaveTextContent(/^Time\d+:\d\d$/);
    expect(stat("Avg per card")).toHaveTextContent(/\d+\.\d s/);
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");

    await waitFor(() => expect(api.to("/analytics/session")).toHaveLength(1));
    expect(api.to("/analytics/session")[0]?.body).toMatchObject({
      sessionId: SESSION_ID,
      cardsReviewed: 2,
      basicCards: 1,
      mcqCards: 1,
      mcqCardAccuracy: 0,
      basicCardAccuracy: 100,
      topicsStudied: ["Solar System", "Stars"],
    });
    // Leaving the completion screen does not send the payload a second time.
    unmount();
    await vi.advanceTimersByTimeAsync(10);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("a completion failure says so and returns to the dashboard after 2 s", async () => {
    server(500);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = setup();
    const { router } = renderSession([mcqCard, basicCard]);
    await playThrough(user);
    expect(await screen.findByText("Failed to complete session")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/session/${SESSION_ID}`);
    await vi.advanceTimersByTimeAsync(1900);
    expect(router.state.location.pathname).toBe(`/session/${SESSION_ID}`);
    await vi.advanceTimersByTimeAsync(100);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("leaving early sends the analytics once with sendBeacon, carrying the token", async () => {
    server();
    const user = setup();
    const { router } = renderSession([mcqCard, basicCard]);
    await user.click(screen.getByRole("button", { name: /Mercury/ }));
    window.dispatchEvent(new Event("pagehide"));
    await router.navigate("/dashboard");
    await vi.advanceTimersByTimeAsync(10);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe("/api/analytics/session");
    expect(JSON.parse(await (blob as Blob).text())).toMatchObject({
      sessionId: SESSION_ID,
      cardsReviewed: 1,
      mcqCards: 1,
      token: "test-token",
    });
  });

  it("a route leave without pagehide sends it too", async () => {
    server();
    const { router } = renderSession([mcqCard, basicCard]);
    await router.navigate("/dashboard");
    await waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
  });
});
