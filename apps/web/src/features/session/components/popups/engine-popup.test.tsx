import type { EngineAction } from "@recall/shared/domain/engine/engine-action";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EnginePopup } from "./engine-popup";
import { UNKNOWN_ACTION_CLOSE_MS, UNKNOWN_ACTION_MESSAGE } from "./unknown-action";

afterEach(cleanup);

const feedback = { message: "Let's slow down for a moment.", tone: "calm" } as const;
const breathing: EngineAction = {
  content_type: "breathing_reset",
  payload: { durationSec: 120, inhaleSec: 4, holdSec: 4, exhaleSec: 8 },
  ui_feedback: feedback,
};
const speed: EngineAction = {
  content_type: "speed_challenge",
  payload: { questions: 3, bonusPerCorrect: 2 },
  ui_feedback: { message: "Quick round!", tone: "energetic" },
};
const reflection: EngineAction = {
  content_type: "reflection_moment",
  payload: { prompt: "Which card clicked for you?", reason: "deep_reading" },
  ui_feedback: { message: "Pause and reflect.", tone: "reflective" },
};

describe("<EnginePopup />", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("renders nothing without an action", () => {
    const { container } = render(<EnginePopup action={null} onClose={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    [breathing, "Breathing Reset", "Inhale"],
    [speed, "Speed Challenge", "Question 1 of 3"],
    [reflection, "Reflection Moment", "Which card clicked for you?"],
  ])(
    "requirements S2 Engine popups: %# dispatches on content_type to a named dialog",
    (action, name, text) => {
      render(<EnginePopup action={action} onClose={() => {}} />);
      expect(screen.getByRole("dialog", { name })).toBeInTheDocument();
      expect(screen.getByText(action.ui_feedback.message)).toBeInTheDocument();
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    },
  );

  it.each([
    [reflection, () => screen.getByRole("textbox")],
    [speed, () => screen.getAllByRole("button")[0]!],
    [breathing, () => screen.getByRole("button", { name: "Skip" })],
  ])("%# takes focus to its first control, so the keyboard works at once", (action, first) => {
    render(<EnginePopup action={action} onClose={() => {}} />);
    expect(first()).toHaveFocus();
  });

  it("gives focus back to the card's control when it closes", () => {
    const { rerender } = render(
      <>
        <button type="button">Next Card</button>
        <EnginePopup action={null} onClose={() => {}} />
      </>,
    );
    screen.getByRole("button", { name: "Next Card" }).focus();
    rerender(
      <>
        <button type="button">Next Card</button>
        <EnginePopup action={reflection} onClose={() => {}} />
      </>,
    );
    expect(screen.getByRole("textbox")).toHaveFocus();
    rerender(
      <>
        <button type="button">Next Card</button>
        <EnginePopup action={null} onClose={() => {}} />
      </>,
    );
    expect(screen.getByRole("button", { name: "Next Card" })).toHaveFocus();
  });

  it("Reflection Moment opens with the focus in its text box", async () => {
    render(<EnginePopup action={reflection} onClose={() => {}} />);
    await act(async () => {});
    expect(screen.getByRole("textbox", { name: "Which card clicked for you?" })).toHaveFocus();
  });

  it("requirements S3: a breathing payload with a shorter duration ends sooner", () => {
    render(
      <EnginePopup
        action={{ ...breathing, payload: { ...breathing.payload, durationSec: 16 } }}
        onClose={() => {}}
      />,
    );
    act(() => vi.advanceTimersByTime(16_000));
    expect(screen.getByRole("status")).toHaveTextContent("You completed 1 breathing cycle");
  });

  it("requirements S4 Reflection: Continue closes the popup with the text", () => {
    const onClose = vi.fn();
    render(<EnginePopup action={reflection} onClose={onClose} />);
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "Tonicity" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onClose).toHaveBeenCalledWith({ reflection: "Tonicity" });
  });

  it("requirements S4 Speed Challenge: parent re-renders do not restart the 1 s advance", () => {
    const onBonus = vi.fn();
    const { rerender } = render(<EnginePopup action={speed} onClose={() => {}} onBonus={onBonus} />);
    fireEvent.click(screen.getAllByRole("button", { name: /^[A-D]\./ })[0]!);
    act(() => vi.advanceTimersByTime(600));
    rerender(<EnginePopup action={{ ...speed }} onClose={() => {}} onBonus={(n) => onBonus(n)} />);
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByText("Question 2 of 3")).toBeInTheDocument();
  });

  it("Escape dismisses the popup", () => {
    const onClose = vi.fn();
    render(<EnginePopup action={speed} onClose={onClose} />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledWith();
  });

  it("requirements S4 Unknown engine action types close after 4 s, showing ui_feedback", () => {
    const onClose = vi.fn();
    render(
      <EnginePopup
        action={{
          content_type: "focus_music",
          payload: {},
          ui_feedback: { message: "Try some focus music." },
        }}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole("dialog", { name: "A note from your session" })).toBeInTheDocument();
    expect(screen.getByText("Try some focus music.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(UNKNOWN_ACTION_CLOSE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("requirements S4: an unknown action without a message shows a generic one; re-renders do not restart the 4 s", () => {
    const onClose = vi.fn();
    const action = { content_type: "mystery", payload: null, ui_feedback: null };
    const { rerender } = render(<EnginePopup action={action} onClose={() => onClose()} />);
    expect(screen.getByText(UNKNOWN_ACTION_MESSAGE)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    rerender(<EnginePopup action={action} onClose={() => onClose()} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
