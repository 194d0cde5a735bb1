import { SYLLABUS_MESSAGES } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorReply } from "../../../test/render";
import { makeReport, renderDetail, serveSyllabi, subtopic } from "../testing/serve";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const coverage = () => screen.getByRole("region", { name: "Coverage" });

describe("Syllabus detail (requirements C2)", () => {
  it("shows main topic, status, cards total/planned, percent complete and counts by difficulty", async () => {
    serveSyllabi();
    renderDetail();
    expect(await screen.findByRole("heading", { name: "Optics", level: 1 })).toBeInTheDocument();
    expect(document.title).toBe("Optics · Recall");
    expect(within(coverage()).getByText("Structured")).toBeInTheDocument();
    expect(within(coverage()).getByText("0/40")).toBeInTheDocument();
    expect(within(coverage()).getByText("0%")).toBeInTheDocument();
    const byDifficulty = within(coverage()).getByRole("region", { name: "Cards by difficulty" });
    expect(within(byDifficulty).getByText("Beginner")).toBeInTheDocument();
    expect(within(byDifficulty).getByText("Intermediate")).toBeInTheDocument();
    expect(within(byDifficulty).getByText("Advanced")).toBeInTheDocument();
  });

  it("'Ready to Generate': up to 3 next subtopics with name, description and difficulty, the first marked 'Next'", async () => {
    const { calls } = serveSyllabi();
    renderDetail();
    const list = await screen.findByRole("list", { name: "Next subtopics" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.getAttribute("aria-label"))).toEqual(["Optics 1", "Optics 2", "Optics 3"]);
    expect(within(items[0]!).getByText("Next")).toBeInTheDocument();
    expect(within(items[1]!).queryByText("Next")).toBeNull();
    expect(within(items[0]!).getByText("Part 1 of optics.")).toBeInTheDocument();
    expect(within(items[0]!).getByText("beginner")).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith("/next?count=3"))).toBe(true); // requirements C9: next subtopics 3
  });

  it("'All Subtopics (n)' with status icons and card counts", async () => {
    serveSyllabi();
    renderDetail();
    expect(await screen.findByRole("heading", { name: "All Subtopics (5)" })).toBeInTheDocument();
    const first = within(screen.getByRole("list", { name: "All subtopics" })).getByRole("listitem", {
      name: "Optics 1",
    });
    expect(within(first).getByRole("img", { name: "Not started" })).toBeInTheDocument();
    expect(within(first).getByText("0/8 cards")).toBeInTheDocument();
  });

  it("'Generate Next Batch (8 cards)' generates the first next subtopic and the report moves", async () => {
    const { calls } = serveSyllabi();
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole("button", { name: "Generate Next Batch (8 cards)" }));
    await waitFor(() => expect(within(coverage()).getByText("8/40")).toBeInTheDocument());
    expect(within(coverage()).getByText("20%")).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith("/generate-subtopic"))?.body).toEqual({
      indexId: "bbbbbbbb-0000-4000-8000-000000000001",
      subtopicName: "Optics 1",
      cardCount: 8,
    });
    const first = within(screen.getByRole("list", { name: "All subtopics" })).getByRole("listitem", {
      name: "Optics 1",
    });
    expect(within(first).getByRole("img", { name: "Completed" })).toBeInTheDocument();
    const next = screen.getByRole("list", { name: "Next subtopics" });
    expect(within(next).getAllByRole("listitem")[0]).toHaveAccessibleName("Optics 2");
  });

  it("a shortfall is said in words; a failure shows the server's message or 'Failed to generate subtopic'", async () => {
    const shortfall = {
      plannedCards: 8,
      cardsCreated: 5,
      missingCards: 3,
      plannedMcq: 6,
      mcqCreated: 5,
      missingMcq: 1,
      message: "5 of 8 cards were generated (5 of 6 multiple choice).",
    };
    serveSyllabi({
      generate: () => ({
        body: {
          data: {
            course: { id: "c", name: "Optics", cardCount: 5 },
            subtopic: subtopic(1, { status: "in_progress", cardCount: 5 }),
            cardsGenerated: 5,
            shortfall,
            metadata: { calls: 4 },
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole("button", { name: "Generate Next Batch (8 cards)" }));
    expect(await screen.findByText(shortfall.message)).toBeInTheDocument();
    cleanup();
    vi.restoreAllMocks();
    serveSyllabi({ generate: () => ({ status: 500, body: {} }) });
    renderDetail();
    await user.click(await screen.findByRole("button", { name: "Generate Next Batch (8 cards)" }));
    expect(await screen.findByText(SYLLABUS_MESSAGES.subtopicFailed)).toBeInTheDocument();
    cleanup();
    vi.restoreAllMocks();
    const message = "You have exceeded your monthly AI budget. It will reset next month.";
    serveSyllabi({ generate: () => errorReply(402, message, "BUDGET_EXCEEDED") });
    renderDetail();
    await user.click(await screen.findByRole("button", { name: "Generate Next Batch (8 cards)" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("with nothing left: 'No more subtopics to generate!'", async () => {
    serveSyllabi();
    const user = userEvent.setup();
    renderDetail();
    for (let i = 0; i < 5; i++) {
      const button = await screen.findByRole("button", { name: "Generate Next Batch (8 cards)" });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
      await waitFor(() => expect(within(coverage()).getByText(`${(i + 1) * 8}/40`)).toBeInTheDocument());
    }
    expect(await screen.findByText(SYLLABUS_MESSAGES.nothingLeft)).toBeInTheDocument();
    expect(within(coverage()).getByText("Completed")).toBeInTheDocument();
  });

  it("a subtopic being generated elsewhere shows as generating", async () => {
    const report = makeReport(0);
    report.subtopics[0] = { ...report.subtopics[0]!, status: "in_progress", generating: true };
    serveSyllabi({ report: { body: { data: report } } });
    renderDetail();
    const all = await screen.findByRole("list", { name: "All subtopics" });
    expect(within(all).getByRole("img", { name: "Generating" })).toBeInTheDocument();
  });

  it("disabled with the server's reason when AI is not configured", async () => {
    serveSyllabi({ status: { configured: false, provider: null, model: null, message: "Set AI_PROVIDER." } });
    renderDetail();
    expect(await screen.findByText("Set AI_PROVIDER.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate Next Batch (8 cards)" })).toBeDisabled();
  });

  it("'Syllabus not found' with a back link, for a missing syllabus and an id that is not one", async () => {
    serveSyllabi({ report: errorReply(404, "Syllabus not found", "NOT_FOUND") });
    renderDetail();
    expect(await screen.findByRole("heading", { name: "Syllabus not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to syllabi" })).toHaveAttribute("href", "/syllabus");
    cleanup();
    const { calls } = serveSyllabi();
    renderDetail("not-an-id");
    expect(await screen.findByRole("heading", { name: "Syllabus not found" })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes("/syllabus/"))).toEqual([]);
  });
});
