import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppToaster, TOAST_DURATION_MS } from "./toaster";

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe("AppToaster", () => {
  it("stacks toasts top-right below the 64 px header (requirements S8 'Toasts appear top-right')", async () => {
    const { container } = render(<AppToaster />);
    act(() => void toast.success("Saved"));
    await screen.findByText("Saved");
    const list = container.ownerDocument.querySelector<HTMLOListElement>("[data-sonner-toaster]")!;
    expect(list.dataset.yPosition).toBe("top");
    expect(list.dataset.xPosition).toBe("right");
    // The header is h-16 (64 px): a toast starting higher would cover its language, settings and logout.
    expect(Number.parseInt(list.style.getPropertyValue("--offset-top"), 10)).toBeGreaterThan(64);
    expect(Number.parseInt(list.style.getPropertyValue("--mobile-offset-top"), 10)).toBeGreaterThan(64);
  });

  it("keeps a toast for 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<AppToaster />);
    act(() => void toast("Short note"));
    await screen.findByText("Short note");
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 200));
    expect(screen.getByText("Short note")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    await vi.waitFor(() => expect(screen.queryByText("Short note")).not.toBeInTheDocument());
  });
});
