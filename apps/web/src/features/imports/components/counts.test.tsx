import type { ImportStatus } from "@recall/shared";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { words } from "../../../test/render";
import { ImportPreview } from "./import-preview";
import { ImportProgress } from "./import-progress";

afterEach(cleanup);

const status = (n: number, state: ImportStatus["state"]): ImportStatus => ({
  id: "import-1",
  filename: "deck.apkg",
  format: "apkg",
  size: 1000,
  state,
  progress: { stored: 0, total: n },
  report:
    state === "completed"
      ? {
          courses: [{ id: "course-1", name: "Spanish", cards: n, url: "/courses/course-1" }],
          cards: n,
          reviews: n,
          media: n,
          skipped: [],
          adjusted: [],
        }
      : null,
  error: null,
  createdAt: "2026-11-01T00:00:00.000Z",
});

// Every count says "1 card", "1 review", "1 media file", "1 note" for one, never "1 cards".
describe("import counts in the right plural", () => {
  it.each([
    [1, "1 card · 1 review · 1 media file", "Spanish (1 card)", "Stored 0 of 1 card…"],
    [2, "2 cards · 2 reviews · 2 media files", "Spanish (2 cards)", "Stored 0 of 2 cards…"],
  ])("the progress and the report (%i)", (n, totals, course, progress) => {
    const { unmount } = render(<ImportProgress status={status(n, "running")} />);
    expect(screen.getByText(progress)).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <ImportProgress status={status(n, "completed")} />
      </MemoryRouter>,
    );
    expect(screen.getByText(totals)).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent(words(course));
  });

  it.each([
    [1, "Spanish: 1 card", "Basic (1 note, basic)", "1 review · 1 media file"],
    [2, "Spanish: 2 cards", "Basic (2 notes, basic)", "2 reviews · 2 media files"],
  ])("the preview of a package (%i)", (n, deck, noteTypes, totals) => {
    render(
      <ImportPreview
        preview={{
          format: "apkg",
          courses: [{ name: "Spanish", cards: n, topics: 1 }],
          noteTypes: [{ name: "Basic", kind: "basic", notes: n }],
          media: n,
          reviews: n,
          skipped: [],
          adjusted: [],
          delimited: null,
        }}
        defaultCourseName="deck"
        starting={false}
        onStart={() => {}}
      />,
    );
    expect(screen.getByText("Spanish").closest("li")).toHaveTextContent(words(deck));
    expect(screen.getByText(/Note types:/)).toHaveTextContent(words(noteTypes));
    expect(screen.getByText(totals)).toBeInTheDocument();
  });
});
