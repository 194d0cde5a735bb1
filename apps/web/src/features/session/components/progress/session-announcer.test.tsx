import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SessionAnnouncer, sessionAnnouncement } from "./session-announcer";

// Everyone can use it: a polite live region announces right or wrong and the next card.
describe("sessionAnnouncement", () => {
  const base = { index: 2, total: 10, face: "What is **osmosis**?", result: null };

  it("announces the next card with its position, as words", () => {
    expect(sessionAnnouncement({ ...base, phase: "front" })).toBe("Question 3 of 10. What is osmosis?");
  });

  it("announces right and wrong", () => {
    expect(sessionAnnouncement({ ...base, phase: "graded", result: { correct: true } })).toBe("Correct.");
    expect(sessionAnnouncement({ ...base, phase: "graded", result: { correct: false } })).toBe("Incorrect.");
    expect(sessionAnnouncement({ ...base, phase: "wrong" })).toMatch(/^Wrong\./);
    expect(sessionAnnouncement({ ...base, phase: "revealed" })).toBe("Answer shown.");
  });

  it("renders a polite, atomic status region", () => {
    render(<SessionAnnouncer {...base} phase="front" />);
    const region = screen.getByTestId("session-announcer");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toHaveAttribute("role", "status");
    expect(region).toHaveTextContent("Question 3 of 10. What is osmosis?");
  });
});
