import type { MergeAnalysis } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorReply } from "../../../test/render";
import { makeCourse } from "../testing/course-factory";
import { mockFetch, renderWithProviders } from "../testing/render";
import { CombineCoursesModal } from "./combine-courses-modal";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const biology = makeCourse({ name: "Biology", cardCount: 3 });
const chemistry = makeCourse({ name: "Chemistry", cardCount: 3 });

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
};

function setup(courses = [biology, chemistry]) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  const view = renderWithProviders(<CombineCoursesModal courses={courses} onClose={onClose} />, {
    path: "/courses",
    routes: [{ path: "/courses/:id", element: <h1>New course page</h1> }],
  });
  return { user, onClose, view };
}

describe("CombineCoursesModal (part2 §2 Merge modal)", () => {
  it("shows the analysis (§3), lets the name and description be edited, merges and goes to the new course", async () => {
    const { calls } = mockFetch((call) =>
      call.url.endsWith("/merge/analyze")
        ? { body: { data: analysis } }
        : {
            body: {
              data: {
                mergedCardCount: 4,
                duplicatesSkipped: 2,
                sourceCourses: [],
                newCourseId: "new-course",
                newCourseSlug: "cells",
              },
            },
          },
    );
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
        confirmedAnalysis: {
          suggestedName: "Cells & Atoms",
          suggestedSlug: "cells-atoms",
          suggestedDescription: "Both.",
        },
      },
    });
    expect(
      await screen.findByText('Merged into "Cells & Atoms": 4 cards, 2 duplicates left out.'),
    ).toBeInTheDocument();
  });

  it("says plainly when the name comes from the course names (no AI)", async () => {
    const reason =
      "The name is made from the course names: AI is not configured on this server. Set AI_PROVIDER ...";
    mockFetch(() => ({ body: { data: { ...analysis, naming: { source: "course-names", reason } } } }));
    setup();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText("Name and description suggested by the AI.")).not.toBeInTheDocument();
  });

  it("§8: 'Failed to analyze courses' with the server's reason, and Try again", async () => {
    let fail = true;
    mockFetch(() =>
      fail
        ? errorReply(
            402,
            "You have exceeded your monthly AI budget. It will reset next month.",
            "BUDGET_EXCEEDED",
          )
        : { body: { data: analysis } },
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

  it("§8: 'Failed to merge courses' keeps the dialog open", async () => {
    mockFetch((call) =>
      call.url.endsWith("/merge/analyze")
        ? { body: { data: analysis } }
        : errorReply(500, "boom", "INTERNAL_ERROR"),
    );
    const { user, onClose } = setup();
    await user.click(await screen.findByRole("button", { name: "Merge Courses" }));
    expect(await screen.findByText("Failed to merge courses")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("§5: merge needs at least 2 courses (nothing is asked)", async () => {
    const { calls } = mockFetch(() => ({ body: {} }));
    setup([biology]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Merge needs at least 2 courses.");
    expect(calls).toEqual([]);
  });
});
