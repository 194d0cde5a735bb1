import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_REFLECTION_PROMPT, ReflectionMoment } from "./reflection-moment";

afterEach(cleanup);

describe("<ReflectionMoment />", () => {
  it("requirements S5 Reflection Continue needs non-blank text", () => {
    const onClose = vi.fn();
    render(<ReflectionMoment prompt="What surprised you?" onClose={onClose} />);
    const box = screen.getByRole("textbox", { name: "What surprised you?" });
    const next = screen.getByRole("button", { name: "Continue" });
    expect(next).toBeDisabled();
    fireEvent.change(box, { target: { value: "   \n " } });
    expect(next).toBeDisabled();
    fireEvent.submit(box.closest("form")!);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: "  Osmosis needs a membrane. " } });
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(onClose).toHaveBeenCalledWith({ reflection: "Osmosis needs a membrane." });
  });

  it("requirements S4 Reflection Moment: Skip closes it without text", () => {
    const onClose = vi.fn();
    render(<ReflectionMoment onClose={onClose} />);
    expect(screen.getByRole("textbox", { name: DEFAULT_REFLECTION_PROMPT })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    expect(onClose).toHaveBeenCalledWith();
  });
});
