import type { McqSuggestion } from "@recall/shared";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderImprove, serveImprove } from "../testing/serve";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const MERCURY = "Which planet is closest to the Sun?";

/** The server's answer when its checks do not trust the model's options (the correct one reworded). */
const untrusted: McqSuggestion = {
  mcqOptions: ["Venus", "Probably Mercury", "Earth", "Neptune"],
  mcqCorrectIndex: 1,
  confidence: 0.3,
  reasoning: "Planets that learners often confuse.",
  problems: [
    {
      path: "mcqOptions.1",
      message: `the correct option B ("Probably Mercury") is not the card's answer; use the answer's own words`,
    },
  ],
};

async function openReview(suggestion: McqSuggestion) {
  const api = serveImprove({ generate: () => ({ body: { data: suggestion } }) });
  const user = userEvent.setup();
  renderImprove();
  const row = await screen.findByRole("listitem", { name: MERCURY });
  await user.click(within(row).getByRole("button", { name: "Generate MCQ" }));
  const review = await within(row).findByRole("form", { name: `Review MCQ options for: ${MERCURY}` });
  return { api, user, review };
}

describe("the review of a suggestion the checks do not trust", () => {
  it("says so, shows the low confidence in orange and marks what is wrong at its option", async () => {
    const { review } = await openReview(untrusted);
    expect(within(review).getByText(/The checks do not trust these options/)).toBeInTheDocument();
    expect(within(review).getByText("30%")).toHaveAttribute("data-tone", "orange");
    const optionB = within(review).getByRole("textbox", { name: "Option B" });
    expect(optionB).toHaveAttribute("aria-invalid", "true");
    expect(optionB).toHaveAccessibleDescription(
      `Check: the correct option B ("Probably Mercury") is not the card's answer; use the answer's own words`,
    );
    expect(within(review).getByRole("textbox", { name: "Option A" })).not.toHaveAttribute("aria-invalid");
  });

  it("the owner's fix clears the mark, and Approve & Save sends the edited options", async () => {
    const { api, user, review } = await openReview(untrusted);
    const optionB = within(review).getByRole("textbox", { name: "Option B" });
    await user.clear(optionB);
    await user.type(optionB, "Mercury");
    expect(optionB).not.toHaveAttribute("aria-invalid");
    expect(within(review).queryByText(/^Check:/)).not.toBeInTheDocument();
    await user.click(within(review).getByRole("button", { name: "Approve & Save" }));
    expect(await screen.findByText("MCQ options saved successfully!")).toBeInTheDocument();
    expect(api.saved()[0]!.body).toEqual({
      mcqOptions: ["Venus", "Mercury", "Earth", "Neptune"],
      mcqCorrectIndex: 1,
    });
  });

  it("no option marked correct: 'Please select a correct answer' until one is chosen", async () => {
    const { api, user, review } = await openReview({
      ...untrusted,
      mcqOptions: ["Venus", "Mercury", "Earth", "Neptune"],
      mcqCorrectIndex: null,
      problems: [{ path: "mcqCorrectIndex", message: "Please select a correct answer" }],
    });
    expect(
      within(review)
        .getAllByRole("radio")
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    await user.click(within(review).getByRole("button", { name: "Approve & Save" }));
    expect(within(review).getAllByText("Please select a correct answer").length).toBeGreaterThan(0);
    expect(api.saved()).toEqual([]);
    await user.click(within(review).getByRole("radio", { name: "Option B is correct" }));
    await user.click(within(review).getByRole("button", { name: "Approve & Save" }));
    expect(await screen.findByText("MCQ options saved successfully!")).toBeInTheDocument();
    expect(api.saved()[0]!.body).toMatchObject({ mcqCorrectIndex: 1 });
  });

  it("an edit the checks refuse (the question gives the correct option away) is not sent", async () => {
    const { api, user, review } = await openReview({ ...untrusted, problems: [], confidence: 0.9 });
    const optionB = within(review).getByRole("textbox", { name: "Option B" });
    await user.clear(optionB);
    await user.type(optionB, "the Sun");
    expect(optionB).toHaveAccessibleDescription(/the question gives away the correct option/);
    await user.click(within(review).getByRole("button", { name: "Approve & Save" }));
    expect(await within(review).findAllByText("the question gives away the correct option")).not.toHaveLength(
      0,
    );
    expect(api.saved()).toEqual([]);
  });

  it("Reject clears it with 'Suggestions rejected'; nothing is saved", async () => {
    const { api, user, review } = await openReview(untrusted);
    await user.click(within(review).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Suggestions rejected")).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(api.saved()).toEqual([]);
  });
});
