import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import * as analytics from "../../../lib/analytics";
import { basicCard, clozeCard, makeSessionCard, mcqCard } from "../hooks/session-fixtures";
import { renderSession, serveSession, signIn } from "./session-test-utils";

/** The side features around the card: mode toggle, layered explanation, glossary, sandbox. */

function wideScreen(matches: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { sendBeacon: () => true }));
  signIn({ mcqPreference: 100, mcqDelay: 3, glossaryTermCount: 1 });
});
afterEach(async () => {
  cleanup();
  // Leaving sends the analytics beacon on a 0 ms timer: let it go to the stub.
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("session card extras", { timeout: 20_000 }, () => {
  it("flipping an MCQ card to Full Answer is a manual request: reveal flow, mode basic, counted in the analytics", async () => {
    const api = serveSession();
    const user = userEvent.setup();
    renderSession([mcqCard]);
    await user.click(screen.getByRole("button", { name: "Full Answer" }));
    expect(screen.getByRole("button", { name: "Full Answer" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("list", { name: "Answer options" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Show Answer/ }));
    expect(screen.getByRole("region", { name: "Answer" })).toHaveTextContent("Mercury");
    expect(screen.getByRole("button", { name: "MCQ" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Correct" }));
    await waitFor(() =>
      expect(api.to("/sessions/answer")[0]?.body).toMatchObject({ mode: "basic", correct: true }),
    );
    await user.click(screen.getByRole("button", { name: /Next Card/ }));
    await waitFor(() => expect(api.to("/analytics/session")).toHaveLength(1));
    expect(api.to("/analytics/session")[0]?.body).toMatchObject({
      manualBasicRequests: 1,
      manualMCQRequests: 0,
      basicCards: 1,
    });
  });

  it("Learn more opens Level 1, then the Deep Dive; the depth goes with the answer", async () => {
    const api = serveSession();
    const user = userEvent.setup();
    const card = makeSessionCard({
      ...basicCard,
      conceptExplainer: { title: "Fusion", content: "Light nuclei join." },
      deepDive: { title: "Inside the core", content: "Hydrogen becomes helium." },
    });
    renderSession([card, clozeCard]);
    await user.click(screen.getByRole("button", { name: "Learn more" }));
    expect(screen.getByRole("region", { name: "Level 1: Concept overview" })).toHaveTextContent(
      "Light nuclei join.",
    );
    await user.click(screen.getByRole("button", { name: "Unlock Deep Dive" }));
    expect(screen.getByRole("region", { name: "Level 2: Deep dive" })).toHaveTextContent(
      "Hydrogen becomes helium.",
    );
    // Opening it before answering is allowed, and the page says what it costs.
    expect(screen.getByText(/Answering after reading this counts as a hinted answer/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Show Answer/ }));
    await user.click(screen.getByRole("button", { name: "Correct" }));
    await waitFor(() => expect(api.to("/sessions/answer")).toHaveLength(1));
    expect(api.to("/sessions/answer")[0]?.body).toMatchObject({
      signals: {
        info_button_clicked: true,
        more_button_clicked: true,
        connections_clicked: false,
        depth_level_reached: 2,
        depth_before_answer: 2,
      },
    });
    expect(screen.getByText(/Hinted answer: you opened Learn more first/)).toBeInTheDocument();
    // Moving on closes the explanation.
    await user.click(screen.getByRole("button", { name: /Next Card/ }));
    expect(screen.queryByRole("region", { name: /Level 1/ })).not.toBeInTheDocument();
  });

  it("on a wide screen shows the glossary panel (prefs.glossaryTermCount terms) and term popups in the card text", async () => {
    serveSession();
    wideScreen(true);
    const track = vi.spyOn(analytics, "trackEvent");
    const user = userEvent.setup();
    const card = makeSessionCard({
      ...basicCard,
      face: "What powers a star like the Sun?",
      glossary: [
        { term: "star", definitionShort: "A ball of plasma.", contextTags: [], layersFoundIn: ["face"] },
        { term: "Sun", definitionShort: "Our star.", contextTags: [], layersFoundIn: ["face"] },
      ],
    });
    renderSession([card]);
    const panel = screen.getByRole("complementary", { name: "Glossary" });
    expect(within(panel).getByText("A ball of plasma.")).toBeInTheDocument();
    expect(within(panel).queryByText("Our star.")).not.toBeInTheDocument();
    expect(track).toHaveBeenCalledWith("glossary-open", expect.anything());
    await user.click(screen.getByRole("button", { name: "star" }));
    expect(screen.getByRole("tooltip")).toHaveTextContent("A ball of plasma.");
    expect(track).toHaveBeenCalledWith("glossary-term-view", expect.objectContaining({ term: "star" }));
  });

  it("on a narrow screen there is no glossary side panel", () => {
    serveSession();
    wideScreen(false);
    renderSession([
      makeSessionCard({
        glossary: [{ term: "planet", definitionShort: "Round.", contextTags: [], layersFoundIn: [] }],
      }),
    ]);
    expect(screen.queryByRole("complementary", { name: "Glossary" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "planet" })).toBeInTheDocument();
  });

  it("shows the sandbox panel once a card with a sandbox is answered", async () => {
    serveSession();
    const user = userEvent.setup();
    const card = makeSessionCard({
      ...mcqCard,
      sandbox: { module: "interval-player", params: { rootMidi: 60, semitones: 7 } },
    });
    renderSession([card, basicCard]);
    expect(screen.queryByRole("region", { name: "Sandbox" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Venus/ }));
    expect(screen.getByRole("region", { name: "Sandbox" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    await user.click(screen.getByRole("button", { name: /Mercury/ }));
    expect(screen.getByRole("region", { name: "Sandbox" })).toBeInTheDocument();
  });

  it("a correct MCQ with a sandbox brings the result into view and does not auto-advance under it", async () => {
    serveSession();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // jsdom has no scrolling: record who asks to be scrolled into view.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      vi.useRealTimers();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const card = makeSessionCard({
      ...mcqCard,
      sandbox: { module: "interval-player", params: { rootMidi: 60, semitones: 7 } },
    });
    renderSession([card, basicCard]);
    await user.click(screen.getByRole("button", { name: /Mercury/ }));
    const sandbox = screen.getByRole("region", { name: "Sandbox" });
    expect(scrolled.mock.contexts).toContain(sandbox);
    expect(screen.getByText("Take your time with the sandbox result, then continue.")).toBeInTheDocument();
    expect(screen.queryByText(/Next card in/)).not.toBeInTheDocument();
    // prefs.mcqDelay (3 s) passes: still on the card; Next Card moves on.
    await vi.advanceTimersByTimeAsync(3500);
    expect(screen.getByText("Card 1 of 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Next Card/ }));
    expect(screen.getByText("Card 2 of 2")).toBeInTheDocument();
  });
});
