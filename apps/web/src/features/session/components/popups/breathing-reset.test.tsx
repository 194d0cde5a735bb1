import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BreathingReset } from "./breathing-reset";
import { BREATHING_PHASES, BREATHING_TOTAL_SEC, breathingStateAt } from "./breathing-schedule";

afterEach(cleanup);

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("breathingStateAt", () => {
  it("requirements S4 Breathing Reset: inhale 4 s, hold 4 s, exhale 8 s, repeating", () => {
    expect(BREATHING_PHASES).toEqual([
      { name: "Inhale", seconds: 4 },
      { name: "Hold", seconds: 4 },
      { name: "Exhale", seconds: 8 },
    ]);
    const names = [0, 3, 4, 7, 8, 15, 16, 20, 24].map((t) => breathingStateAt(t).phase.name);
    expect(names).toEqual([
      "Inhale",
      "Inhale",
      "Hold",
      "Hold",
      "Exhale",
      "Exhale",
      "Inhale",
      "Hold",
      "Exhale",
    ]);
    expect(breathingStateAt(8).phaseRemainingSec).toBe(8);
    expect(breathingStateAt(15).phaseRemainingSec).toBe(1);
  });

  it("requirements S9 Breathing 120 s: 7 full 16 s cycles fit (the 8th is cut short)", () => {
    expect(BREATHING_TOTAL_SEC).toBe(120);
    expect(breathingStateAt(120).cycles).toBe(7);
    expect(breathingStateAt(112).cycles).toBe(7);
    expect(breathingStateAt(111).cycles).toBe(6);
  });

  it("grows the circle on inhale, holds it, shrinks it on exhale", () => {
    expect(breathingStateAt(0).scale).toBe(0.5);
    expect(breathingStateAt(4).scale).toBe(1);
    expect(breathingStateAt(8).scale).toBe(1);
    expect(breathingStateAt(12).scale).toBe(0.75);
  });
});

describe("<BreathingReset />", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("requirements S4: shows the phase label and countdown as time passes", () => {
    render(<BreathingReset onClose={() => {}} />);
    expect(screen.getByText("Inhale")).toBeInTheDocument();
    expect(screen.getByRole("timer", { name: "4 seconds left in this phase" })).toBeInTheDocument();
    expect(screen.getByText("2:00 left")).toBeInTheDocument();
    advance(1000);
    expect(screen.getByRole("timer", { name: "3 seconds left in this phase" })).toBeInTheDocument();
    advance(2000);
    expect(screen.getByRole("timer", { name: "1 second left in this phase" })).toBeInTheDocument();
    advance(1000);
    expect(screen.getByText("Hold")).toBeInTheDocument();
    advance(4000);
    expect(screen.getByText("Exhale")).toBeInTheDocument();
    expect(screen.getByRole("timer", { name: "8 seconds left in this phase" })).toBeInTheDocument();
    advance(8000);
    expect(screen.getByText("Inhale")).toBeInTheDocument();
    expect(screen.getByText("1:44 left")).toBeInTheDocument();
  });

  it("requirements S4: at 0 a completion message shows the cycle count; Close returns it", () => {
    const onClose = vi.fn();
    render(<BreathingReset onClose={onClose} />);
    advance(119_000);
    expect(screen.queryByText(/You completed/)).not.toBeInTheDocument();
    advance(1000);
    expect(screen.getByRole("status")).toHaveTextContent("You completed 7 breathing cycles");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledWith({ cycles: 7 });
  });

  it("requirements S3 Engine response: payload durationSec overrides the 120 s total", () => {
    render(<BreathingReset durationSec={32} onClose={() => {}} />);
    advance(32_000);
    expect(screen.getByRole("status")).toHaveTextContent("You completed 2 breathing cycles");
  });

  it("Skip closes without a result", () => {
    const onClose = vi.fn();
    render(<BreathingReset onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    expect(onClose).toHaveBeenCalledWith();
  });
});
