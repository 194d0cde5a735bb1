import type { Artwork } from "@recall/shared";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LayeredExplanation, type LayeredExplanationProps } from "./layered-explanation";
import { GENERATE_DISABLED_TITLE } from "./related-concepts-list";
import type { ExplanationCard, ExplanationLevel } from "./types";

const artwork: Artwork = {
  title: "The Anatomy Lesson",
  artist: "Rembrandt",
  year: 1632,
  searchKeywords: "Anatomy Lesson Rembrandt",
};
const card: ExplanationCard = {
  conceptExplainer: { title: "Osmosis in brief", content: "Water crosses a membrane toward more solute." },
  deepDive: {
    title: "Water potential",
    content: "Osmosis follows the water potential gradient.",
    artworks: [artwork],
  },
  artworks: [],
  relatedConcepts: [
    { title: "Diffusion", teaser: "Solutes spreading out.", cardIds: ["c2"] },
    { title: "Turgor", teaser: "Pressure in plant cells.", cardIds: [] },
  ],
};

/** The parent owns the level, as the session page will. */
function Harness(props: Partial<LayeredExplanationProps> & { onLevel?: (l: ExplanationLevel) => void }) {
  const [level, setLevel] = useState<ExplanationLevel>(0);
  return (
    <LayeredExplanation
      card={card}
      level={level}
      onLevelChange={(l) => {
        props.onLevel?.(l);
        setLevel(l);
      }}
      {...props}
    />
  );
}

afterEach(cleanup);

const layer = (n: 1 | 2 | 3) => screen.queryByRole("region", { name: new RegExp(`^Level ${n}:`) });

describe("<LayeredExplanation />", () => {
  it("requirements S4 Explanation levels: info toggle → Level 1 → Level 2 → Level 3, one step at a time", () => {
    const onLevel = vi.fn();
    render(<Harness onLevel={onLevel} />);
    expect(layer(1)).toBeNull();
    expect(screen.queryByRole("button", { name: /Deep Dive/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Learn more" }));
    expect(layer(1)).toHaveTextContent("Water crosses a membrane toward more solute.");
    expect(layer(2)).toBeNull();
    expect(screen.queryByRole("button", { name: /Connections/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Unlock Deep Dive" }));
    expect(layer(2)).toHaveTextContent("Osmosis follows the water potential gradient.");
    expect(screen.queryByRole("button", { name: "Unlock Deep Dive" })).not.toBeInTheDocument();
    expect(layer(3)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Show Connections" }));
    expect(layer(3)).toHaveTextContent("Turgor");
    expect(layer(1)).toBeInTheDocument();
    expect(onLevel.mock.calls.map(([l]) => l)).toEqual([1, 2, 3]);

    fireEvent.click(screen.getByRole("button", { name: "Learn more" }));
    expect(layer(1)).toBeNull();
    expect(onLevel).toHaveBeenLastCalledWith(0);
  });

  it("requirements S2 Level 3: Generate only where no card is linked; disabled, saying why, without a handler", () => {
    render(<LayeredExplanation card={card} level={3} onLevelChange={() => {}} />);
    expect(screen.getByText("1 linked card")).toBeInTheDocument();
    const generate = screen.getByRole("button", { name: "Generate a card for Turgor" });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAttribute("title", GENERATE_DISABLED_TITLE);
    expect(screen.queryByRole("button", { name: "Generate a card for Diffusion" })).not.toBeInTheDocument();
  });

  it("a control says the truth: without an AI provider Generate is disabled with the server's reason", () => {
    const reason =
      "AI is not configured on this server. Set AI_PROVIDER (openai, anthropic or openai-compatible)";
    render(
      <LayeredExplanation
        card={card}
        level={3}
        onLevelChange={() => {}}
        onGenerateRelated={vi.fn()}
        generateDisabledReason={reason}
      />,
    );
    const generate = screen.getByRole("button", { name: "Generate a card for Turgor" });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAttribute("title", reason);
  });

  it("requirements S2 Level 3: Generate calls onGenerateRelated with the concept", () => {
    const onGenerate = vi.fn();
    render(
      <LayeredExplanation card={card} level={3} onLevelChange={() => {}} onGenerateRelated={onGenerate} />,
    );
    const generate = screen.getByRole("button", { name: "Generate a card for Turgor" });
    expect(generate).toBeEnabled();
    fireEvent.click(generate);
    expect(onGenerate).toHaveBeenCalledWith(card.relatedConcepts![1]);
  });

  it("requirements S2 Level 2 with related artworks: a button opens the artwork dialog", () => {
    render(<LayeredExplanation card={card} level={2} onLevelChange={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "The Anatomy Lesson" }));
    expect(screen.getByRole("dialog", { name: "The Anatomy Lesson" })).toHaveTextContent("Rembrandt, 1632");
  });

  it("hands the artwork to onArtworkOpen when the parent owns the dialog", () => {
    const onArtworkOpen = vi.fn();
    render(
      <LayeredExplanation card={card} level={2} onLevelChange={() => {}} onArtworkOpen={onArtworkOpen} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "The Anatomy Lesson" }));
    expect(onArtworkOpen).toHaveBeenCalledWith(artwork);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("requirements S3 Glossary: the text layers highlight glossary terms when terms are passed", () => {
    render(
      <LayeredExplanation
        card={card}
        level={2}
        onLevelChange={() => {}}
        terms={[{ term: "water potential", definitionShort: "Tendency of water to move." }]}
      />,
    );
    expect(screen.getByRole("button", { name: "water potential" })).toBeInTheDocument();
  });

  it("shows empty states for a card without explanation content", () => {
    render(
      <LayeredExplanation
        card={{ conceptExplainer: null, deepDive: null }}
        level={3}
        onLevelChange={() => {}}
      />,
    );
    expect(screen.getByText("No overview for this card yet.")).toBeInTheDocument();
    expect(screen.getByText("No deep dive for this card yet.")).toBeInTheDocument();
    expect(screen.getByText("No related concepts for this card yet.")).toBeInTheDocument();
  });
});

describe("source passage (each card keeps the passage it came from, shown under Learn more)", () => {
  afterEach(cleanup);

  it("shows 'From your material:' with the passage once Learn more is open, and nothing for other cards", () => {
    const passage = "Osmosis is the movement of water across a membrane toward more solute.";
    const { unmount } = render(<Harness card={{ ...card, sourcePassage: passage }} />);
    expect(screen.queryByText(passage)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Learn more" }));
    expect(screen.getByText("From your material:")).toBeInTheDocument();
    expect(screen.getByText(passage)).toBeInTheDocument();
    unmount();

    render(<Harness card={{ ...card, sourcePassage: null }} />);
    fireEvent.click(screen.getByRole("button", { name: "Learn more" }));
    expect(screen.queryByText("From your material:")).not.toBeInTheDocument();
  });
});
