import type { MergeAnalysis } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCourse } from "../testing/course-factory";
import { CombineCoursesModal } from "./combine-courses-modal";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const biology = makeCourse({ name: "Biology", cardCount: 3 });
const chemistry = makeCourse({ name: "Chemistry", cardCount: 3 });

const preview = (id: string, courseName: string, face: string, back: string) => ({
  id,
  courseId: courseName === "Biology" ? biology.id : chemistry.id,
  courseName,
  face,
  back,
  topic: "Cells",
});

const analysis: MergeAnalysis = {
  suggestedName: "Life Science",
  suggestedSlug: "life-science",
  suggestedDescription: "Cells and atoms.",
  totalCards: 6,
  duplicateCards: 2,
  distinctCards: 4,
  topics: ["Cells", "Elements"],
  levels: ["Beginner"],
  estimatedDuration: "about 1 minute",
  naming: { source: "ai", reason: null },
  duplicatePairs: [
    {
      kept: preview("bio-1", "Biology", "What is the powerhouse of the cell?", "The mitochondrion"),
      dropped: preview("chem-1", "Chemistry", "what is the powerhouse of the cell", "the mitochondrion."),
    },
    {
      kept: preview("chem-2", "Chemistry", "Which organelle performs photosynthesys?", "The chloroplast"),
      dropped: preview("bio-2", "Biology", "Which organelle performs photosynthesis?", "The chloroplast"),
    },
  ],
};

const analyzed = () => route("POST /ai-content/merge/analyze", () => ({ data: analysis }));
const merged = (mergedCardCount: number, duplicatesSkipped: number) =>
  route("POST /ai-content/merge/execute", () => ({
    data: {
      mergedCardCount,
      duplicatesSkipped,
      sourceCourses: [],
      newCourseId: "new-course",
      newCourseSlug: "cells",
    },
  }));

function setup(courses = [biology, chemistry]) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  const view = renderPage(<CombineCoursesModal courses={courses} onClose={onClose} />, {
    path: "/courses",
    routes: [{ path: "/courses/:id", element: <h1>New course page</h1> }],
  });
  return { user, onClose, view };
}

describe("CombineCoursesModal (requirements C2 Merge modal)", () => {
  it("shows the analysis (requirements C3), lets the name and description be edited, merges and goes to the new course", async () => {
    const calls = serve(analyzed(), merged(4, 2));
    const { user, view } = setup();
    const dialog = await screen.findByRole("dialog", { name: "Combine 2 Courses" });
    const form = await within(dialog).findByRole("form", { name: "Merge analysis" });
    const stats: [string, string][] = [
      ["Total cards", "6"],
      ["Duplicate cards", "2"],
      ["Cards in the merged course", "4"],
      ["Estimated duration", "about 1 minute"],
    ];
    for (const [label, value] of stats) {
      expect(within(form).getByText(label).nextSibling).toHaveTextContent(value);
    }
    expect(within(form).getByText("Cells, Elements")).toBeInTheDocument();
    expect(within(form).getByText("Web address: life-science")).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ courseIds: [biology.id, chemistry.id] });

    const name = within(form).getByLabelText("Name");
    await user.clear(name);
    expect(within(form).getByRole("button", { name: "Merge Courses" })).toBeDisabled();
    await user.type(name, "Cells & Atoms");
    expect(within(form).getByText("Web address: cells-atoms")).toBeInTheDocument();
    const description = within(form).getByLabelText("Description");
    await user.clear(description);
    await user.type(description, "Both.");
    await user.click(within(form).getByRole("button", { name: "Merge Courses" }));

    expect(await screen.findByRole("heading", { name: "New course page" })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/courses/new-course");
    expect(calls.at(-1)).toMatchObject({
      url: "/api/ai-content/merge/execute",
      body: {
        courseIds: [biology.id, chemistry.id],
        // requirements C7: the analysis as returned, with the edits; the pairs by card id.
        confirmedAnalysis: {
          ...analysis,
          suggestedName: "Cells & Atoms",
          suggestedSlug: "cells-atoms",
          suggestedDescription: "Both.",
          duplicatePairs: [
            { kept: { id: "bio-1" }, dropped: { id: "chem-1" } },
            { kept: { id: "chem-2" }, dropped: { id: "bio-2" } },
          ],
          keepCardIds: [],
        },
      },
    });
    expect(
      await screen.findByText('Merged into "Cells & Atoms": 4 cards, 2 duplicates left out.'),
    ).toBeInTheDocument();
  });

  it("lists each left-out card beside the card kept for it; a ticked one is kept and counted", async () => {
    const calls = serve(analyzed(), merged(5, 1));
    const { user } = setup();
    const form = await screen.findByRole("form", { name: "Merge analysis" });
    const pairs = within(form).getByRole("list", { name: "Duplicate pairs" });
    const pair = within(pairs).getByRole("listitem", {
      name: "what is the powerhouse of the cell (Chemistry)",
    });
    expect(pair).toHaveTextContent("Kept · Biology");
    expect(pair).toHaveTextContent("What is the powerhouse of the cell?");
    expect(pair).toHaveTextContent("Left out · Chemistry");
    expect(within(form).getByRole("heading", { name: "Duplicates left out (2 of 2)" })).toBeInTheDocument();

    await user.click(within(pair).getByRole("checkbox", { name: "Keep this card too" }));
    expect(pair).toHaveTextContent("Kept too · Chemistry");
    expect(within(form).getByRole("heading", { name: "Duplicates left out (1 of 2)" })).toBeInTheDocument();
    expect(within(form).getByText("Duplicate cards").nextSibling).toHaveTextContent("1");
    expect(within(form).getByText("Cards in the merged course").nextSibling).toHaveTextContent("5");
    await user.click(within(form).getByRole("button", { name: "Merge Courses" }));
    await screen.findByRole("heading", { name: "New course page" });
    expect(calls.at(-1)!.body).toMatchObject({ confirmedAnalysis: { keepCardIds: ["chem-1"] } });
  });

  it("says plainly when the name comes from the course names (no AI)", async () => {
    const reason =
      "The name is made from the course names: AI is not configured on this server. Set AI_PROVIDER ...";
    serve(
      route("POST /ai-content/merge/analyze", () => ({
        data: { ...analysis, naming: { source: "course-names", reason } },
      })),
    );
    setup();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText("Name and description suggested by the AI.")).not.toBeInTheDocument();
  });

  it("requirements C8: 'Failed to analyze courses' with the server's reason, and Try again", async () => {
    let fail = true;
    serve(
      route("POST /ai-content/merge/analyze", () =>
        fail
          ? failure(
              402,
              "You have exceeded your monthly AI budget. It will reset next month.",
              "BUDGET_EXCEEDED",
            )
          : { data: analysis },
      ),
    );
    const { user } = setup();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to analyze courses");
    expect(alert).toHaveTextContent("You have exceeded your monthly AI budget.");
    await waitFor(() => expect(screen.getAllByText("Failed to analyze courses").length).toBeGreaterThan(1));
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("form", { name: "Merge analysis" })).toBeInTheDocument();
  });

  it("requirements C8: 'Failed to merge courses' keeps the dialog open", async () => {
    serve(
      analyzed(),
      route("POST /ai-content/merge/execute", () => failure(500, "boom", "INTERNAL_ERROR")),
    );
    const { user, onClose } = setup();
    await user.click(await screen.findByRole("button", { name: "Merge Courses" }));
    expect(await screen.findByText("Failed to merge courses")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("requirements C5: merge needs at least 2 courses (nothing is asked)", async () => {
    // No handler: a request would fail the test (src/test/setup.ts); `calls` shows none was answered either.
    const calls = serve();
    setup([biology]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Merge needs at least 2 courses.");
    expect(calls).toEqual([]);
  });
});
