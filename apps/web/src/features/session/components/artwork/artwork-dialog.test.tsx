import type { Artwork } from "@recall/shared";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ArtworkDialog } from "./artwork-dialog";
import { ARTWORK_CLOSE_DELAY_MS } from "./artwork-search";

const artwork: Artwork = {
  title: "The Starry Night",
  artist: "Vincent van Gogh",
  year: 1889,
  description: "Swirling night sky over Saint-Rémy.",
  searchKeywords: "Starry Night van Gogh & cypress",
};

describe("<ArtworkDialog />", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, "open").mockImplementation(() => null);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("requirements S3 Artwork: shows title, artist, year and description", () => {
    render(<ArtworkDialog artwork={artwork} open onClose={() => {}} />);
    expect(screen.getByRole("dialog", { name: "The Starry Night" })).toBeInTheDocument();
    expect(screen.getByText("Vincent van Gogh, 1889")).toBeInTheDocument();
    expect(screen.getByText("Swirling night sky over Saint-Rémy.")).toBeInTheDocument();
  });

  it.each([
    [
      "Search Google Images",
      "https://www.google.com/search?tbm=isch&q=Starry%20Night%20van%20Gogh%20%26%20cypress",
    ],
    [
      "Search Wikimedia Commons",
      "https://commons.wikimedia.org/w/index.php?search=Starry%20Night%20van%20Gogh%20%26%20cypress",
    ],
  ])(
    "requirements S2 artwork dialog: %s opens in a new tab and the dialog closes 300 ms later",
    (name, url) => {
      const onClose = vi.fn();
      render(<ArtworkDialog artwork={artwork} open onClose={onClose} />);
      fireEvent.click(screen.getByRole("button", { name }));
      expect(window.open).toHaveBeenCalledExactlyOnceWith(url, "_blank", "noopener,noreferrer");
      act(() => vi.advanceTimersByTime(ARTWORK_CLOSE_DELAY_MS - 1));
      expect(onClose).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onClose).toHaveBeenCalledTimes(1);
    },
  );

  it("drops the pending close when the dialog is closed first", () => {
    const onClose = vi.fn();
    const { rerender } = render(<ArtworkDialog artwork={artwork} open onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Search Google Images" }));
    rerender(<ArtworkDialog artwork={artwork} open={false} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("renders nothing without an artwork or when closed", () => {
    const { container, rerender } = render(<ArtworkDialog artwork={null} open onClose={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ArtworkDialog artwork={artwork} open={false} onClose={() => {}} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
