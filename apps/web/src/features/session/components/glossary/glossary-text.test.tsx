import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GlossaryText } from "./glossary-text";
import type { GlossaryTermLike } from "./types";
import { GLOSSARY_LISTENER_DELAY_MS } from "./use-dismiss";

const terms: GlossaryTermLike[] = [
  { term: "cell", definitionShort: "The basic unit of life." },
  {
    term: "cell membrane",
    definitionShort: "The barrier around a cell.",
    definitionMedium: "A lipid bilayer.",
  },
  { term: "osmosis", definitionShort: "Water moving across a membrane." },
];

afterEach(cleanup);

describe("<GlossaryText />", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("requirements S3 Glossary term: whole word, case-insensitive, longest first, as buttons", () => {
    const { container } = render(
      <GlossaryText text={"The Cell membrane of a cell allows osmosis.\nCells differ."} terms={terms} />,
    );
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Cell membrane",
      "cell",
      "osmosis",
    ]);
    expect(container).toHaveTextContent("The Cell membrane of a cell allows osmosis. Cells differ.");
    expect(container.firstElementChild).toHaveClass("whitespace-pre-wrap");
  });

  it("renders text as text, never as HTML", () => {
    const { container } = render(
      <GlossaryText text={'<img src=x onerror="alert(1)"> cell <b>bold</b>'} terms={terms} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> cell <b>bold</b>');
  });

  it("requirements S2 glossary term popups: clicking a term opens its definition and reports the view", () => {
    const onTermView = vi.fn();
    render(<GlossaryText text="The cell membrane is thin." terms={terms} onTermView={onTermView} />);
    const button = screen.getByRole("button", { name: "cell membrane" });
    fireEvent.click(button);
    const popup = screen.getByRole("tooltip");
    expect(popup).toHaveTextContent("The barrier around a cell.");
    expect(popup).toHaveTextContent("A lipid bilayer.");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAccessibleDescription(/The barrier around a cell/);
    expect(onTermView).toHaveBeenCalledExactlyOnceWith(terms[1]);
  });

  it("focusing a term opens its popup", () => {
    render(<GlossaryText text="osmosis" terms={terms} />);
    fireEvent.focus(screen.getByRole("button", { name: "osmosis" }));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Water moving across a membrane.");
  });

  it("requirements S9 Glossary popup listeners attach after 100 ms: an earlier outside click is ignored", () => {
    render(<GlossaryText text="osmosis and more" terms={terms} />);
    fireEvent.click(screen.getByRole("button", { name: "osmosis" }));
    act(() => vi.advanceTimersByTime(GLOSSARY_LISTENER_DELAY_MS - 1));
    fireEvent.mouseDown(document.body);
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    fireEvent.mouseDown(screen.getByRole("tooltip"));
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("requirements S9: Escape closes the popup after 100 ms and focus returns to the term without reopening", () => {
    render(<GlossaryText text="osmosis" terms={terms} />);
    const button = screen.getByRole("button", { name: "osmosis" });
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(GLOSSARY_LISTENER_DELAY_MS));
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("opening another term replaces the first popup", () => {
    render(<GlossaryText text="cell and osmosis" terms={terms} />);
    fireEvent.click(screen.getByRole("button", { name: "cell" }));
    fireEvent.click(screen.getByRole("button", { name: "osmosis" }));
    expect(screen.getAllByRole("tooltip")).toHaveLength(1);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Water moving across a membrane.");
  });
});
