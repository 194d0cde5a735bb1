import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { words } from "../../../test/render";
import { COURSE_ID, makeReport, renderDetail, serveSyllabi, subtopic, summaryOf } from "../testing/serve";
import { SubtopicList } from "./subtopic-list";
import { SyllabusCard } from "./syllabus-card";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Every count says "1 card" / "1 subtopic" for one, never "1 cards".
describe("syllabus counts in the right plural", () => {
  it.each([
    [1, "0 of 1 subtopic completed", "0/1 card"],
    [2, "0 of 2 subtopics completed", "0/2 cards"],
  ])("the list's card (%i)", (n, subtopics, cards) => {
    const report = makeReport();
    const summary = summaryOf({
      ...report,
      subtopics: report.subtopics.slice(0, n),
      progress: { ...report.progress, plannedCards: n },
    });
    render(
      <MemoryRouter>
        <ul>
          <SyllabusCard syllabus={summary} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText(new RegExp(`${subtopics}`))).toHaveTextContent(words(`${subtopics} · ${cards}`));
  });

  it.each([
    [1, "0/1 card"],
    [2, "0/2 cards"],
  ])("each subtopic's card count (%i)", (n, text) => {
    render(<SubtopicList subtopics={[subtopic(1, { plannedCards: n })]} />);
    expect(screen.getByRole("listitem", { name: "Optics 1" })).toHaveTextContent(words(text));
  });

  it.each([
    [1, "1 card generated for Optics 1"],
    [2, "2 cards generated for Optics 1"],
  ])("the toast after a batch (%i)", async (n, text) => {
    const report = makeReport(1);
    serveSyllabi({
      generate: () => ({
        body: {
          data: {
            course: { id: COURSE_ID, name: "Optics", cardCount: n },
            subtopic: report.subtopics[0],
            cardsGenerated: n,
            shortfall: null,
            metadata: { calls: 1 },
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole("button", { name: /Generate Next Batch/ }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
