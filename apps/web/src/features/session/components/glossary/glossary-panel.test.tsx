import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GlossaryPanel } from "./glossary-panel";
import type { GlossaryTermLike } from "./types";
import { useIsWide, WIDE_LAYOUT_PX } from "./use-is-wide";

const terms: GlossaryTermLike[] = Array.from({ length: 10 }, (_, i) => ({
  term: `term ${i + 1}`,
  definitionShort: `short ${i + 1}`,
  definitionMedium: i === 0 ? "medium 1" : undefined,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("<GlossaryPanel />", () => {
  it("requirements S9 Glossary terms per card: default 7", () => {
    render(<GlossaryPanel terms={terms} />);
    const panel = screen.getByRole("complementary", { name: "Glossary" });
    expect(panel.querySelectorAll("li")).toHaveLength(7);
    expect(screen.getByText("short 7")).toBeInTheDocument();
    expect(screen.queryByText("term 8")).not.toBeInTheDocument();
  });

  it("requirements S3 prefs.glossaryTermCount limits the list", () => {
    render(<GlossaryPanel terms={terms} maxTerms={2} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("requirements S3 Glossary term: expands the medium definition and reports the view", () => {
    const onTermView = vi.fn();
    render(<GlossaryPanel terms={terms} onTermView={onTermView} />);
    expect(screen.getByText("medium 1")).not.toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "More about term 1" }));
    expect(screen.getByText("medium 1")).toBeVisible();
    expect(onTermView).toHaveBeenCalledExactlyOnceWith(terms[0]);
    expect(screen.getAllByRole("button")).toHaveLength(1);
  });

  it("shows an empty state", () => {
    render(<GlossaryPanel terms={[]} />);
    expect(screen.getByText("No glossary terms for this card.")).toBeInTheDocument();
  });
});

describe("useIsWide", () => {
  it("requirements S9 Wide layout at 1024 px: follows matchMedia", () => {
    let listener: (() => void) | undefined;
    const mql = {
      matches: true,
      addEventListener: (_: string, cb: () => void) => {
        listener = cb;
      },
      removeEventListener: vi.fn(),
    };
    const matchMedia = vi.fn(() => mql);
    vi.stubGlobal("matchMedia", matchMedia);
    const { result } = renderHook(() => useIsWide());
    expect(WIDE_LAYOUT_PX).toBe(1024);
    expect(matchMedia).toHaveBeenCalledWith("(min-width: 1024px)");
    expect(result.current).toBe(true);
    mql.matches = false;
    act(() => listener?.());
    expect(result.current).toBe(false);
  });

  it("is false where matchMedia is missing (jsdom)", () => {
    vi.stubGlobal("matchMedia", undefined);
    const { result } = renderHook(() => useIsWide());
    expect(result.current).toBe(false);
  });
});
