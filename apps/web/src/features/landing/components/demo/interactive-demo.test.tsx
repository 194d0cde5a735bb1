import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../../lib/i18n";
import { translate } from "../../../../lib/text-store";
import { type DemoCard, demoCardsIn } from "../../data/demo-cards";
import { DEMO_TEXT_NAMESPACE } from "./demo-text";
import { InteractiveDemo } from "./interactive-demo";

vi.mock("../../../../lib/analytics", () => ({ trackEvent: vi.fn() }));

// The web project runs without vitest globals, so Testing Library cannot unmount on its own.
afterEach(cleanup);

/** The cards as an English visitor sees them. */
const demoCards = demoCardsIn((key) => translate(DEMO_TEXT_NAMESPACE, key));

function renderDemo(cards?: readonly DemoCard[]) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <InteractiveDemo cards={cards} />
    </MemoryRouter>,
  );
  return user;
}

const option = (name: string) => screen.getByRole("button", { name: new RegExp(`^[A-D]?\\s*${name}`) });
const first = demoCards[0]!;
const wrongOption = first.options[(first.answerIndex + 1) % 4]!;
const rightOption = first.options[first.answerIndex];

describe("InteractiveDemo", () => {
  it("locks the options after a wrong answer, marks them red and green, and explains", async () => {
    const user = renderDemo();
    await user.click(option(wrongOption));

    for (const b of within(screen.getByRole("group", { name: "Answer options" })).getAllByRole("button")) {
      expect(b).toBeDisabled();
    }
    expect(option(wrongOption)).toHaveAttribute("data-result", "wrong");
    expect(option(rightOption)).toHaveAttribute("data-result", "correct");
    expect(screen.getByText(`Not quite. The answer is ${rightOption}.`)).toBeInTheDocument();
    expect(screen.getByText(first.back)).toBeInTheDocument();
  });

  it("shows Level 1, unlocks Level 2 from inside it, and hides both when Level 1 closes", async () => {
    const user = renderDemo();
    const learnMore = screen.getByRole("button", { name: "Learn more" });
    expect(screen.queryByRole("button", { name: "Unlock Deep Dive" })).not.toBeInTheDocument();

    await user.click(learnMore);
    expect(learnMore).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("heading", { name: first.conceptExplainer.title })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Unlock Deep Dive" }));
    expect(screen.getByRole("heading", { name: first.deepDive.title })).toBeInTheDocument();

    await user.click(learnMore);
    expect(screen.queryByRole("heading", { name: first.conceptExplainer.title })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: first.deepDive.title })).not.toBeInTheDocument();
  });

  it("opens a glossary panel listing the card's terms", async () => {
    const user = renderDemo();
    await user.click(screen.getByRole("button", { name: "Glossary" }));
    const panel = screen.getByRole("region", { name: "Glossary" });
    for (const t of first.glossary) {
      expect(within(panel).getByText(t.term)).toBeInTheDocument();
      expect(within(panel).getByText(t.definitionShort)).toBeInTheDocument();
    }
  });

  it("guides the first card with hints: Learn more, then Glossary, then Deep Dive, then none", async () => {
    const user = renderDemo();
    expect(screen.getByRole("status")).toHaveTextContent(/open Learn more/);
    await user.click(screen.getByRole("button", { name: "Learn more" }));
    expect(screen.getByRole("status")).toHaveTextContent(/open the glossary/);
    await user.click(screen.getByRole("button", { name: "Glossary" }));
    expect(screen.getByRole("status")).toHaveTextContent(/Unlock the Level 2 Deep Dive/);
    await user.click(screen.getByRole("button", { name: "Unlock Deep Dive" }));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("opening Glossary before Learn more leaves no stale glossary hint (requirements S2 Demo hints)", async () => {
    const user = renderDemo();
    await user.click(screen.getByRole("button", { name: "Glossary" }));
    expect(screen.getByRole("status")).toHaveTextContent(/open Learn more/);
    await user.click(screen.getByRole("button", { name: "Learn more" }));
    expect(screen.queryByText(/open the glossary/)).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(/Unlock the Level 2 Deep Dive/);
    await user.click(screen.getByRole("button", { name: "Unlock Deep Dive" }));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("Next Card resets the card and moves focus to the new question", async () => {
    const user = renderDemo();
    expect(screen.queryByRole("button", { name: /Next Card/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Learn more" }));
    await user.click(screen.getByRole("button", { name: "Glossary" }));
    await user.click(option(rightOption));
    expect(screen.getByText("Correct!")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Next Card/ }));

    const second = demoCards[1]!;
    expect(screen.getByRole("heading", { name: second.face })).toHaveFocus();
    expect(screen.getByText("Card 2 of 3")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Glossary" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: second.conceptExplainer.title })).not.toBeInTheDocument();
    expect(screen.queryByText("Correct!")).not.toBeInTheDocument();
    for (const b of within(screen.getByRole("group", { name: "Answer options" })).getAllByRole("button")) {
      expect(b).toBeEnabled();
    }
  });

  it("ends with Demo Complete and a link to /signup after the last card", async () => {
    const user = renderDemo();
    for (const [i, card] of demoCards.entries()) {
      await user.click(option(card.options[card.answerIndex]));
      if (i < demoCards.length - 1) await user.click(screen.getByRole("button", { name: /Next Card/ }));
    }
    expect(screen.queryByRole("button", { name: /Next Card/ })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Demo Complete" })).toBeInTheDocument();
    expect(screen.getByText(/You got 3 of 3 right/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", "/signup");

    await user.click(screen.getByRole("button", { name: /Restart demo/ }));
    expect(screen.getByText("Card 1 of 3")).toBeInTheDocument();
  });

  it("shows the sample cards in the interface language, answer and all", async () => {
    await i18n.changeLanguage("de");
    try {
      const user = renderDemo();
      expect(
        screen.getByRole("heading", { name: /Welcher Teil einer Zelle stellt den Großteil ihres ATP her/ }),
      ).toBeInTheDocument();
      await user.click(option("Zellkern"));
      expect(option("Mitochondrium")).toHaveAttribute("data-result", "correct");
      expect(
        screen.getByText(/Das Mitochondrium\. Es führt die letzten Schritte der Zellatmung aus/),
      ).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Glossar" }));
      expect(screen.getByText("Endosymbiose")).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("renders card text as plain text, never as HTML", async () => {
    const markup = "<img src=x onerror=alert(1)><b>bold</b>";
    const card: DemoCard = {
      ...first,
      face: `Question ${markup}`,
      options: [`One ${markup}`, "Two", "Three", "Four"],
      answerIndex: 1,
      back: `Because ${markup}`,
    };
    const user = renderDemo([card]);
    expect(screen.getByRole("heading", { name: `Question ${markup}` })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^One/ }));
    expect(screen.getByText(`Because ${markup}`)).toBeInTheDocument();
    expect(document.querySelector("img, b")).toBeNull();
  });
});
