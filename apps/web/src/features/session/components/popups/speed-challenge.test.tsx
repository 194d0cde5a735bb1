import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../../lib/i18n";
import { SpeedChallenge } from "./speed-challenge";
import {
  SPEED_CHALLENGE_ADVANCE_MS,
  SPEED_CHALLENGE_BONUS_PER_CORRECT,
  scoreSpeedChallenge,
  speedChallengeQuestions,
} from "./speed-challenge-questions";

/** The built-in questions as an English learner sees them. */
const SPEED_CHALLENGE_QUESTIONS = speedChallengeQuestions((key) => i18n.t(key, { ns: "session" }));

afterEach(cleanup);

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn() }) }));

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Clicks the option with the given index of the question on screen. */
function answer(optionIndex: number) {
  const question = SPEED_CHALLENGE_QUESTIONS.find((q) => screen.queryByText(q.question))!;
  fireEvent.click(screen.getByRole("button", { name: new RegExp(`\\. ${question.options[optionIndex]}$`) }));
  return question;
}

describe("<SpeedChallenge />", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it("requirements S9: 3 built-in questions of 3-4 options, bonus 2 per correct", () => {
    expect(SPEED_CHALLENGE_QUESTIONS).toHaveLength(3);
    for (const q of SPEED_CHALLENGE_QUESTIONS) {
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(q.options.length).toBeLessThanOrEqual(4);
      expect(q.options[q.answerIndex]).toBeDefined();
    }
    expect(SPEED_CHALLENGE_BONUS_PER_CORRECT).toBe(2);
    expect(SPEED_CHALLENGE_ADVANCE_MS).toBe(1000);
  });

  it("requirements S4 Speed Challenge: shows right/wrong, then advances 1 s after each answer", () => {
    render(<SpeedChallenge onClose={() => {}} />);
    expect(screen.getByText("Question 1 of 3")).toBeInTheDocument();
    const q1 = answer(0); // wrong
    expect(screen.getByRole("status")).toHaveTextContent(
      `Wrong: the answer is ${q1.options[q1.answerIndex]}`,
    );
    for (const button of screen.getAllByRole("button", { name: /^[A-D]\./ })) expect(button).toBeDisabled();
    advance(999);
    expect(screen.getByText("Question 1 of 3")).toBeInTheDocument();
    advance(1);
    expect(screen.getByText("Question 2 of 3")).toBeInTheDocument();
    const q2 = SPEED_CHALLENGE_QUESTIONS[1]!;
    answer(q2.answerIndex);
    expect(screen.getByRole("status")).toHaveTextContent("Correct!");
  });

  it("requirements S4: bonus equals 2 × correct; onBonus gets it; no streak toast when one was wrong", () => {
    const onBonus = vi.fn();
    const onClose = vi.fn();
    render(<SpeedChallenge onBonus={onBonus} onClose={onClose} />);
    const [q1, q2] = SPEED_CHALLENGE_QUESTIONS;
    answer(q1!.answerIndex);
    advance(1000);
    answer((q2!.answerIndex + 1) % q2!.options.length);
    advance(1000);
    answer(SPEED_CHALLENGE_QUESTIONS[2]!.answerIndex);
    expect(onBonus).not.toHaveBeenCalled();
    advance(1000);
    expect(screen.getByText("You got 2 of 3 right")).toBeInTheDocument();
    expect(screen.getByText("Bonus: +4")).toBeInTheDocument();
    expect(onBonus).toHaveBeenCalledExactlyOnceWith(4);
    expect(toast.success).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalledWith({ bonus: 4 });
  });

  it('requirements S4: "Streak bonus: +{n}!" toast when every answer was right in a row', () => {
    const onBonus = vi.fn();
    render(<SpeedChallenge onBonus={onBonus} onClose={() => {}} />);
    for (const q of SPEED_CHALLENGE_QUESTIONS) {
      answer(q.answerIndex);
      advance(1000);
    }
    expect(screen.getByText("You got 3 of 3 right")).toBeInTheDocument();
    expect(onBonus).toHaveBeenCalledExactlyOnceWith(6);
    expect(toast.success).toHaveBeenCalledExactlyOnceWith("Streak bonus: +6!");
  });

  it("asks the built-in questions in the interface language, with the same right answers", async () => {
    await i18n.changeLanguage("es");
    try {
      render(<SpeedChallenge onClose={() => {}} />);
      expect(
        screen.getByText("¿Cuál es el planeta más grande de nuestro sistema solar?"),
      ).toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: /\. Júpiter$/ }));
      expect(screen.getByRole("status")).toHaveTextContent("¡Correcto!");
      advance(SPEED_CHALLENGE_ADVANCE_MS);
      expect(screen.getByText("¿Cuántos corazones tiene un pulpo?")).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("scores 0 correct as bonus 0", () => {
    expect(scoreSpeedChallenge(SPEED_CHALLENGE_QUESTIONS, [9, 9, 9])).toEqual({
      correct: 0,
      bonus: 0,
      perfectStreak: false,
    });
  });

  it("answers with the keys 1-4 or A-D, like the session's MCQ cards", () => {
    const onBonus = vi.fn();
    render(<SpeedChallenge onClose={() => {}} onBonus={onBonus} />);
    const [q1, q2, q3] = SPEED_CHALLENGE_QUESTIONS;
    fireEvent.keyDown(document, { key: String(q1!.answerIndex + 1) });
    expect(screen.getByRole("status")).toHaveTextContent("Correct!");
    // Locked once answered: another key changes nothing.
    fireEvent.keyDown(document, { key: String(((q1!.answerIndex + 1) % q1!.options.length) + 1) });
    expect(screen.getByRole("status")).toHaveTextContent("Correct!");
    advance(SPEED_CHALLENGE_ADVANCE_MS);
    expect(screen.getByText("Question 2 of 3")).toBeInTheDocument();
    fireEvent.keyDown(document, { key: "abcd"[q2!.answerIndex]! });
    expect(screen.getByRole("status")).toHaveTextContent("Correct!");
    advance(SPEED_CHALLENGE_ADVANCE_MS);
    // A key with a modifier, or beyond the options, is not an answer.
    fireEvent.keyDown(document, { key: "1", ctrlKey: true });
    fireEvent.keyDown(document, { key: "9" });
    expect(screen.getByRole("status")).toHaveTextContent("");
    fireEvent.keyDown(document, { key: "ABCD"[q3!.answerIndex]! });
    advance(SPEED_CHALLENGE_ADVANCE_MS);
    expect(onBonus).toHaveBeenCalledWith(3 * SPEED_CHALLENGE_BONUS_PER_CORRECT);
  });
});
