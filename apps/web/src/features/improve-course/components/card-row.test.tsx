import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, errorReply } from "../../../test/render";
import { SAVED_CLEAR_MS } from "../lib/card-flow";
import { renderImprove, serveImprove, suggestionFor } from "../testing/serve";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const MERCURY = "Which planet is closest to the Sun?";
const row = () => screen.getByRole("listitem", { name: MERCURY });

async function openReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    within(await screen.findByRole("listitem", { name: MERCURY })).getByRole("button", {
      name: "Generate MCQ",
    }),
  );
  return within(row()).findByRole("form", { name: `Review MCQ options for: ${MERCURY}` });
}

describe("per-card MCQ generation (requirements C4)", () => {
  it("generating → reviewing → saving → complete, Saved! cleared after 2 s; buttons disabled while busy", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const generation = deferred();
    const save = deferred();
    const api = serveImprove({ generate: () => generation.promise, save: () => save.promise });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderImprove();
    const generate = within(await screen.findByRole("listitem", { name: MERCURY })).getByRole("button", {
      name: "Generate MCQ",
    });
    await user.click(generate);
    expect(within(row()).getByRole("status")).toHaveTextContent("Generating MCQ options...");
    expect(generate).toBeDisabled();
    expect(api.generated()[0]!.body).toEqual({
      question: MERCURY,
      answer: "Mercury",
      context: "Astronomy",
    });

    const card = api.cards[0]!;
    generation.release({ body: { data: suggestionFor(card, 0.9) } });
    const review = await within(row()).findByRole("form");
    expect(within(review).getByText("AI confidence:")).toBeInTheDocument();
    expect(within(review).getByText("90%")).toHaveAttribute("data-tone", "green");
    expect(within(review).getByText("Planets that learners often confuse.")).toBeInTheDocument();
    expect(within(review).getByRole("textbox", { name: "Option A" })).toHaveValue("Venus");
    expect(within(review).getByRole("radio", { name: "Option B is correct" })).toBeChecked();
    const preview = within(review).getByRole("region", { name: "Preview" });
    expect(
      within(preview)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["A. Venus", "B. Mercury ✓", "C. Earth", "D. Neptune"]);
    // Disabled only while generating or saving: a suggestion under review can be generated anew.
    expect(generate).toBeEnabled();

    await user.click(within(review).getByRole("button", { name: "Approve & Save" }));
    expect(within(review).getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(within(review).getByRole("button", { name: "Reject" })).toBeDisabled();
    expect(generate).toBeDisabled();
    expect(api.saved()[0]!.body).toEqual({
      mcqOptions: ["Venus", "Mercury", "Earth", "Neptune"],
      mcqCorrectIndex: 1,
    });

    save.release({
      body: {
        data: {
          card: {
            ...card,
            type: "mcq",
            options: ["Venus", "Mercury", "Earth", "Neptune"],
            answerIndex: 1,
            mcqCorrectIndex: 1,
          },
        },
      },
    });
    expect(await within(row()).findByText("Saved!")).toBeInTheDocument();
    // Still shown 1 s later (a margin for the real time that also passes), gone once 2 s have passed.
    await act(() => vi.advanceTimersByTimeAsync(SAVED_CLEAR_MS / 2));
    expect(within(row()).getByText("Saved!")).toBeInTheDocument();
    expect(await screen.findByText("MCQ options saved successfully!")).toBeInTheDocument();
    expect(within(row()).getByText("4 options")).toBeInTheDocument();
    expect(screen.getByText("66.7%")).toBeInTheDocument();
    expect(within(row()).getByRole("button", { name: "Regenerate" })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(SAVED_CLEAR_MS / 2 + 100));
    expect(within(row()).queryByText("Saved!")).not.toBeInTheDocument();
  });

  it("Reject clears the suggestion and shows 'Suggestions rejected'", async () => {
    const api = serveImprove();
    const user = userEvent.setup();
    renderImprove();
    const review = await openReview(user);
    await user.click(within(review).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Suggestions rejected")).toBeInTheDocument();
    expect(within(row()).queryByRole("form")).not.toBeInTheDocument();
    expect(within(row()).getByText("No MCQ")).toBeInTheDocument();
    expect(api.saved()).toEqual([]);
  });

  it("a failed generation shows Error with the server's message; Try again generates again", async () => {
    let calls = 0;
    serveImprove({
      generate: (card) =>
        ++calls === 1
          ? errorReply(502, "The AI could not write usable options for this card.", "AI_ERROR")
          : { body: { data: suggestionFor(card) } },
    });
    const user = userEvent.setup();
    renderImprove();
    await user.click(
      within(await screen.findByRole("listitem", { name: MERCURY })).getByRole("button", {
        name: "Generate MCQ",
      }),
    );
    expect(await within(row()).findByText("Error")).toBeInTheDocument();
    expect(within(row()).getByRole("alert")).toHaveTextContent(
      "The AI could not write usable options for this card.",
    );
    expect(
      screen.getAllByText("The AI could not write usable options for this card.").length,
    ).toBeGreaterThan(1);
    await user.click(within(row()).getByRole("button", { name: "Try again" }));
    expect(await within(row()).findByRole("form")).toBeInTheDocument();
    expect(within(row()).queryByText("Error")).not.toBeInTheDocument();
  });

  it("'Failed to generate MCQ' when the server sends no message", async () => {
    serveImprove({ generate: () => ({ status: 500, body: "oops" }) });
    const user = userEvent.setup();
    renderImprove();
    await user.click(
      within(await screen.findByRole("listitem", { name: MERCURY })).getByRole("button", {
        name: "Generate MCQ",
      }),
    );
    expect(await within(row()).findByRole("alert")).toHaveTextContent("Failed to generate MCQ");
  });

  it("a failed save shows 'Failed to save MCQ options'; Try again saves the same (edited) options", async () => {
    let calls = 0;
    const api = serveImprove({
      save: (card, call) => {
        calls += 1;
        if (calls === 1) return { status: 500, body: "oops" };
        const body = call.body as { mcqOptions: string[]; mcqCorrectIndex: number };
        return {
          body: {
            data: {
              card: { ...card, type: "mcq", options: body.mcqOptions, answerIndex: 1, mcqCorrectIndex: 1 },
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderImprove();
    const review = await openReview(user);
    const optionC = within(review).getByRole("textbox", { name: "Option C" });
    await user.clear(optionC);
    await user.type(optionC, "Jupiter");
    await user.click(within(review).getByRole("button", { name: "Approve & Save" }));
    expect(await within(row()).findByText("Error")).toBeInTheDocument();
    expect(within(row()).getByRole("alert")).toHaveTextContent("Failed to save MCQ options");
    await user.click(within(row()).getByRole("button", { name: "Try again" }));
    expect(await within(row()).findByText("Saved!")).toBeInTheDocument();
    expect(api.saved().map((c) => c.body)).toEqual([
      { mcqOptions: ["Venus", "Mercury", "Jupiter", "Neptune"], mcqCorrectIndex: 1 },
      { mcqOptions: ["Venus", "Mercury", "Jupiter", "Neptune"], mcqCorrectIndex: 1 },
    ]);
  });
});

describe("the review panel (requirements C2, C5, C9)", () => {
  it("refuses a blank option with 'All options must have content' and sends nothing", async () => {
    const api = serveImprove();
    const user = userEvent.setup();
    renderImprove();
    const review = await openReview(user);
    const optionD = within(review).getByRole("textbox", { name: "Option D" });
    await user.clear(optionD);
    await user.click(within(review).getByRole("button", { name: "Approve & Save" }));
    expect(await within(review).findByText("All options must have content")).toBeInTheDocument();
    expect(optionD).toHaveAttribute("aria-invalid", "true");
    expect(api.saved()).toEqual([]);
    await user.type(optionD, "Pluto");
    expect(within(review).queryByText("All options must have content")).not.toBeInTheDocument();
  });

  it("marking another option says the card's answer will follow it, and sends that index", async () => {
    const api = serveImprove();
    const user = userEvent.setup();
    renderImprove();
    const review = await openReview(user);
    expect(within(review).queryByText(/Saving sets the card's answer/)).not.toBeInTheDocument();
    await user.click(within(review).getByRole("radio", { name: "Option C is correct" }));
    expect(within(review).getByText("Saving sets the card's answer to “Earth”.")).toBeInTheDocument();
    expect(
      within(within(review).getByRole("region", { name: "Preview" })).getByText("C. Earth ✓"),
    ).toBeInTheDocument();
    await user.click(within(review).getByRole("button", { name: "Approve & Save" }));
    await within(row()).findByText("Saved!");
    expect(api.saved()[0]!.body).toMatchObject({ mcqCorrectIndex: 2 });
  });

  it.each([
    [0.65, "65%", "yellow"],
    [0.5, "50%", "orange"],
    [0.8, "80%", "green"],
  ])("confidence %s shows %s in %s", async (confidence, text, tone) => {
    serveImprove({ generate: (card) => ({ body: { data: suggestionFor(card, confidence) } }) });
    const user = userEvent.setup();
    renderImprove();
    const review = await openReview(user);
    expect(within(review).getByText(text)).toHaveAttribute("data-tone", tone);
  });
});
