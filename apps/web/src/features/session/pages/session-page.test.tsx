import type { EngineAction } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure, type RouteReply } from "../../../test/msw";
import { basicCard, clozeCard, mcqCard, SESSION_ID } from "../hooks/session-fixtures";
import { answerReply, renderSession, serveSession, signIn, unknownSession } from "./session-test-utils";

function server(overrides: { answer?: () => RouteReply<"POST /sessions/answer"> } = {}) {
  return serveSession({ answer: () => overrides.answer?.() ?? answerReply(0.64), resume: unknownSession });
}

const counter = (name: string) => screen.getByRole("group", { name });
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // Unmounting a session sends its analytics beacon; keep it off the network.
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { sendBeacon: () => true }));
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

describe("session page", { timeout: 20_000 }, () => {
  it("a session the server does not know says 'Session data not found' and returns to the dashboard (requirements S8)", async () => {
    const api = server();
    const { router } = renderSession(null);
    expect(await screen.findByText("Session data not found")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(api.to(`/sessions/${SESSION_ID}/resume`)).toHaveLength(1);
  });

  it("a correct MCQ answer turns green, counts, submits and moves on after prefs.mcqDelay", async () => {
    const api = server();
    const user = setup();
    renderSession([mcqCard, basicCard]);
    expect(screen.getByText("Card 1 of 2")).toBeInTheDocument();
    expect(counter("Dopamine")).toHaveTextContent("60%");
    expect(screen.getByRole("button", { name: "MCQ" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: /Mercury/ }));
    expect(screen.getByRole("button", { name: /Mercury/ })).toHaveClass("border-emerald-500");
    // the polite live region says right or wrong, then the next card.
    expect(screen.getByTestId("session-announcer")).toHaveTextContent("Correct.");
    expect(counter("Correct")).toHaveTextContent("1");
    expect(counter("Streak")).toHaveTextContent("1");
    expect(screen.getByText("Next card in 3 s")).toBeInTheDocument();
    await waitFor(() => expect(counter("Dopamine")).toHaveTextContent("64%"));
    expect(api.to("/sessions/answer")[0]?.body).toMatchObject({
      sessionId: SESSION_ID,
      cardId: mcqCard.id,
      choiceIndex: 1,
      mode: "mcq",
      retryAttempts: 0,
      retrySuccessful: false,
    });

    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText(/Next card in [12] s/)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText("Card 2 of 2")).toBeInTheDocument();
    expect(screen.getByTestId("session-announcer")).toHaveTextContent(/^Question 2 of 2\. /);
    expect(screen.getByRole("button", { name: /Show Answer/ })).toBeInTheDocument();
  });

  it("a wrong MCQ pick breaks it down; Try Again then the right option submits correct with a retry", async () => {
    const api = server();
    const user = setup();
    renderSession([mcqCard, basicCard]);
    await user.click(screen.getByRole("button", { name: /Venus/ }));
    const panel = screen.getByRole("region", { name: "Let's break this down" });
    expect(panel).toHaveTextContent("Venus is second; Mercury is the innermost planet.");
    expect(screen.getByRole("button", { name: /Venus/ })).toHaveClass("border-red-400");
    expect(counter("Streak")).toHaveTextContent("0");
    expect(api.to("/sessions/answer")).toHaveLength(0);

    await user.click(within(panel).getByRole("button", { name: "Try Again" }));
    expect(screen.queryByRole("region", { name: "Let's break this down" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Venus/ })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: /Mercury/ }));
    await waitFor(() => expect(api.to("/sessions/answer")).toHaveLength(1));
    expect(api.to("/sessions/answer")[0]?.body).toMatchObject({
      choiceIndex: 1,
      retryAttempts: 1,
      retrySuccessful: true,
      signals: { retry_clicked: true, retry_correct_second_attempt: true },
    });
    expect(counter("Correct")).toHaveTextContent("1");
    expect(counter("Incorrect")).toHaveTextContent("0");

    await user.click(screen.getByRole("button", { name: /Next now/ }));
    expect(screen.getByText("Card 2 of 2")).toBeInTheDocument();
  });

  it("Continue records the wrong answer and moves on", async () => {
    const api = server();
    const user = setup();
    renderSession([mcqCard, basicCard]);
    await user.click(screen.getByRole("button", { name: /Mars/ }));
    await user.click(screen.getByRole("button", { name: /Continue/ }));
    expect(screen.getByText("Card 2 of 2")).toBeInTheDocument();
    expect(counter("Incorrect")).toHaveTextContent("1");
    await waitFor(() =>
      expect(api.to("/sessions/answer")[0]?.body).toMatchObject({ choiceIndex: 2, retryAttempts: 0 }),
    );
  });

  it("basic cards: Show Answer, self-grading and Next Card; a checked cloze answer is graded by its verdict", async () => {
    const api = server();
    const user = setup();
    renderSession([basicCard, clozeCard]);
    expect(screen.queryByRole("button", { name: "MCQ" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Show Answer/ }));
    expect(screen.getByRole("region", { name: "Answer" })).toHaveTextContent("Nuclear fusion");
    await user.click(screen.getByRole("button", { name: "Correct" }));
    await user.click(screen.getByRole("button", { name: /Next Card/ }));

    expect(screen.getByText("Card 2 of 2")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your answer"), "  Éight ");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByText(/matches the answer/)).toBeInTheDocument();
    expect(counter("Correct")).toHaveTextContent("2");
    // The verdict is the grade: no self-grading after a typed answer.
    expect(screen.queryByRole("button", { name: "Incorrect" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Correct" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Next Card/ })).toBeInTheDocument();
    await waitFor(() => expect(api.to("/sessions/answer")).toHaveLength(2));
    expect(api.to("/sessions/answer")[1]?.body).toMatchObject({ typedAnswer: "  Éight " });
    expect(api.to("/sessions/answer")[1]?.body).not.toHaveProperty("correct");
  });

  it("a basic card graded Incorrect breaks it down; Try Again hides the answer, a correct retry is sent as one", async () => {
    const api = server();
    const user = setup();
    renderSession([basicCard, clozeCard]);
    // One level-one heading names the page; the card's face is the level two under it.
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Study Session");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(basicCard.face);
    await user.click(screen.getByRole("button", { name: /Show Answer/ }));
    await user.click(screen.getByRole("button", { name: "Incorrect" }));
    const panel = screen.getByRole("region", { name: "Let's break this down" });
    expect(within(panel).getByRole("button", { name: /Continue/ })).toHaveFocus();
    expect(screen.getByTestId("session-announcer")).toHaveTextContent(/^Wrong\./);
    expect(counter("Streak")).toHaveTextContent("0");
    expect(counter("Incorrect")).toHaveTextContent("0");
    expect(screen.queryByRole("button", { name: /Next Card/ })).not.toBeInTheDocument();
    expect(api.to("/sessions/answer")).toHaveLength(0);

    await user.click(within(panel).getByRole("button", { name: "Try Again" }));
    expect(screen.queryByRole("region", { name: "Let's break this down" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Answer" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Show Answer/ }));
    await user.click(screen.getByRole("button", { name: "Correct" }));
    await waitFor(() => expect(api.to("/sessions/answer")).toHaveLength(1));
    expect(api.to("/sessions/answer")[0]?.body).toMatchObject({
      correct: true,
      retryAttempts: 1,
      retrySuccessful: true,
    });
    expect(counter("Correct")).toHaveTextContent("1");
    expect(screen.getByRole("button", { name: /Next Card/ })).toBeInTheDocument();
  });

  it("a typed cloze answer that does not match breaks it down; Continue records it as Incorrect", async () => {
    const api = server();
    const user = setup();
    renderSession([clozeCard, basicCard]);
    await user.type(screen.getByLabelText("Your answer"), "nine");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByText(/does not match the accepted answers/)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Answer" })).toHaveTextContent("8");
    const panel = screen.getByRole("region", { name: "Let's break this down" });
    expect(screen.queryByRole("button", { name: "Correct" })).not.toBeInTheDocument();
    expect(counter("Incorrect")).toHaveTextContent("0");

    await user.click(within(panel).getByRole("button", { name: /Continue/ }));
    expect(screen.getByText("Card 2 of 2")).toBeInTheDocument();
    expect(counter("Incorrect")).toHaveTextContent("1");
    await waitFor(() =>
      expect(api.to("/sessions/answer")[0]?.body).toMatchObject({ typedAnswer: "nine", retryAttempts: 0 }),
    );
  });

  it("Try Again on a cloze card empties the field for a new answer", async () => {
    const api = server();
    const user = setup();
    renderSession([clozeCard, basicCard]);
    await user.type(screen.getByLabelText("Your answer"), "nine");
    await user.click(screen.getByRole("button", { name: "Check" }));
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.queryByRole("region", { name: "Answer" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Your answer")).toHaveValue("");
    await user.type(screen.getByLabelText("Your answer"), "eight");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(screen.getByText(/matches the answer/)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.to("/sessions/answer")[0]?.body).toMatchObject({
        typedAnswer: "eight",
        retryAttempts: 1,
        retrySuccessful: true,
      }),
    );
  });

  it("keyboard: a letter chooses, Enter moves on, Space reveals, and keys typed into the answer field are ignored", async () => {
    server();
    const user = setup();
    renderSession([mcqCard, clozeCard]);
    await user.keyboard("b");
    expect(counter("Correct")).toHaveTextContent("1");
    await user.keyboard("{Enter}");
    expect(screen.getByText("Card 2 of 2")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your answer"), "a b");
    expect(screen.queryByRole("region", { name: "Answer" })).not.toBeInTheDocument();
    (document.activeElement as HTMLElement).blur();
    await user.keyboard(" ");
    expect(screen.getByRole("region", { name: "Answer" })).toBeInTheDocument();
  });

  it("Space shows the answer right after clicking Full Answer or Flow State (focus stays on the toggle)", async () => {
    server();
    const user = setup();
    renderSession([mcqCard, basicCard]);
    await user.click(screen.getByRole("button", { name: "Full Answer" }));
    expect(screen.getByRole("button", { name: "Full Answer" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("region", { name: "Answer" })).toHaveTextContent("Mercury");
    await user.click(screen.getByRole("button", { name: "Correct" }));
    await user.click(screen.getByRole("button", { name: /Next Card/ }));

    await user.click(screen.getByRole("button", { name: /Flow State/ }));
    expect(screen.getByRole("button", { name: /Flow State/ })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("region", { name: "Answer" })).toHaveTextContent("Nuclear fusion");
    // The armed flag stayed armed: Space did not press the toggle again.
    expect(screen.getByRole("button", { name: /Flow State/ })).toHaveAttribute("aria-pressed", "true");
    // Let the Flow State toast run out: sonner keeps its toasts across renders.
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(screen.queryByText(/flow signature/)).not.toBeInTheDocument());
  });

  it("a failed submission is logged and the session moves on after 1 second", async () => {
    server({ answer: () => failure(500, "boom", "INTERNAL_ERROR") });
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = setup();
    renderSession([basicCard, clozeCard]);
    await user.click(screen.getByRole("button", { name: /Show Answer/ }));
    await user.click(screen.getByRole("button", { name: "Correct" }));
    expect(await screen.findByText("Could not save this answer. Moving on…")).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Failed to process answer", expect.anything());
    expect(screen.getByText("Card 1 of 2")).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText("Card 2 of 2")).toBeInTheDocument();
  });

  it("Flow State arms a flag sent with the next answer only", async () => {
    const api = server();
    const user = setup();
    renderSession([basicCard, clozeCard]);
    await user.click(screen.getByRole("button", { name: /Flow State/ }));
    expect(
      await screen.findByText(/flow signature will be captured with your next answer/),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Flow State/ })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: /Show Answer/ }));
    await user.click(screen.getByRole("button", { name: "Correct" }));
    await waitFor(() => expect(api.to("/sessions/answer")).toHaveLength(1));
    expect(api.to("/sessions/answer")[0]?.body).toMatchObject({ signals: { self_in_flow: true } });
    expect(screen.getByRole("button", { name: /Flow State/ })).toHaveAttribute("aria-pressed", "false");
  });

  it("shows the engine popup the answer asks for", async () => {
    const action: EngineAction = {
      content_type: "reflection_moment",
      payload: { prompt: "What clicked?", reason: "deep_reading" },
      ui_feedback: { message: "Pause", tone: "reflective" },
    };
    server({ answer: () => answerReply(0.7, action) });
    const user = setup();
    renderSession([basicCard, clozeCard]);
    await user.click(screen.getByRole("button", { name: /Show Answer/ }));
    await user.click(screen.getByRole("button", { name: "Correct" }));
    expect(await screen.findByRole("dialog", { name: "Reflection Moment" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Skip" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the streak banner from 3 in a row", async () => {
    server();
    const user = setup();
    renderSession([
      basicCard,
      clozeCard,
      { ...basicCard, id: "00000000-0000-4000-8000-000000000009" },
      mcqCard,
    ]);
    for (let i = 0; i < 3; i++) {
      expect(screen.queryByText(/in a row!/)).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: /Show Answer/ }));
      await user.click(screen.getByRole("button", { name: "Correct" }));
      if (i < 2) await user.click(screen.getByRole("button", { name: /Next Card/ }));
    }
    const banner = screen.getByText("3 in a row!");
    // The fire is an icon with the emoji's name, drawn without an emoji font.
    expect(within(banner).getByRole("img", { name: "Fire" }).tagName.toLowerCase()).toBe("svg");
  });
});
