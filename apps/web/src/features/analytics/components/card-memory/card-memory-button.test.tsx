import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, route, serve } from "../../../../test/msw";
import { renderRoute } from "../../../auth/testing";
import { cardMemory } from "../../testing/fixtures";
import { mockAnalyticsApi } from "../../testing/mock-api";
import { CardMemoryButton } from "./card-memory-button";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open = async () => {
  renderRoute(<CardMemoryButton cardId="card-1" />, { path: "/" });
  await userEvent.click(screen.getByRole("button", { name: "Why is this card due?" }));
  return screen.getByRole("dialog", { name: "Your memory of this card" });
};

describe("CardMemoryButton (why is this card due?)", () => {
  it("fetches the card's memory only when opened, then explains it with the review log", async () => {
    const { calls } = mockAnalyticsApi();
    renderRoute(<CardMemoryButton cardId="card-1" />, { path: "/" });
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Why is this card due?" }));
    const dialog = screen.getByRole("dialog", { name: "Your memory of this card" });
    expect(await within(dialog).findByText("Which planet is largest?")).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(["/api/analytics/cards/card-1"]);
    expect(within(dialog).getByText(/FSRS expects your memory of it to last 12.3 days/)).toBeInTheDocument();
    expect(
      within(dialog).getByText("Today you would recall it with a probability of about 93.1%."),
    ).toBeInTheDocument();
    const term = (name: string) => within(dialog).getByText(name).nextElementSibling?.textContent;
    expect([term("State"), term("Mastery"), term("Stability"), term("Recall now")]).toEqual([
      "Review",
      "known",
      "12.3 days",
      "93.1%",
    ]);
    const log = within(dialog).getByRole("table", { name: "Review log" });
    const rows = within(log).getAllByRole("row").slice(1);
    expect(rows.map((r) => [...r.querySelectorAll("td")].slice(1, 4).map((c) => c.textContent))).toEqual([
      ["Right", "Good", "4.2 s"],
      ["Wrong", "Again", "9 s"],
    ]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a card never answered says it will come as a new card", async () => {
    mockAnalyticsApi({ card: cardMemory({ memory: null, reviews: [], totalReviews: 0 }) });
    const dialog = await open();
    expect(
      await within(dialog).findByText(
        "You have not answered this card yet. A session brings it to you as a new card.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole("table")).toBeNull();
  });

  it("shows the server's message when the card cannot be seen", async () => {
    serve(route("GET /analytics/cards/:cardId", () => failure(404, "Card not found", "NOT_FOUND")));
    const dialog = await open();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Card not found");
  });
});
