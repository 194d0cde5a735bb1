import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCard } from "../testing/card-factory";
import { makeCourse } from "../testing/course-factory";
import { AI_MISSING, aiMissing, aiStatusRoute, courseList } from "../testing/serve";
import { CourseEditPage } from "./course-edit-page";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const course = makeCourse({ name: "Astronomy", description: "Stars and planets" });
const other = makeCourse({ name: "Physics" });
const shared = makeCourse({ name: "Someone else's", isOwner: false, isPublic: true });
const cards = [
  makeCard({
    id: "aaaaaaaa-0000-4000-8000-000000000001",
    courseId: course.id,
    face: "Card one",
    level: "Beginner",
  }),
  makeCard({
    id: "aaaaaaaa-0000-4000-8000-000000000002",
    courseId: course.id,
    face: "Card two",
    level: "Advanced",
    relatedConcepts: [
      { title: "Linked concept", teaser: "", cardIds: ["aaaaaaaa-0000-4000-8000-000000000001"] },
      { title: "Open concept", teaser: "", cardIds: [] },
    ],
  }),
];

/** The edit page's routes for `target` (the user owns `course` and `other`); a bulk delete fails if told. */
function serveEdit({ target = course, bulkDeleteFails = false, aiConfigured = true } = {}) {
  const notFound = () => failure(404, "Course not found", "NOT_FOUND");
  return serve(
    aiStatusRoute(aiConfigured ? undefined : aiMissing),
    route("GET /courses", () => courseList([course, other, shared])),
    route("GET /courses/:id", ({ params }) =>
      params.id === target.id ? { data: { course: target } } : notFound(),
    ),
    route("GET /courses/:id/cards", ({ params }) =>
      params.id === target.id ? { data: { cards, total: cards.length } } : notFound(),
    ),
    route("DELETE /courses/:id/cards/:cardId", () => ({ data: { deleted: true } })),
    route("POST /courses/:id/cards/bulk-delete", ({ body }) =>
      bulkDeleteFails
        ? failure(500, "boom", "INTERNAL_ERROR")
        : { data: { count: body.cardIds.length, cardIds: [] } },
    ),
    route("POST /courses/:id/cards/bulk-copy", ({ body }) => ({
      data: { count: body.cardIds.length, cardIds: body.cardIds.map((id) => `copy-of-${id}`) },
    })),
  );
}

function setup(target = course) {
  const user = userEvent.setup();
  const view = renderPage(<CourseEditPage />, {
    path: "/courses/:id/edit",
    routes: [{ path: "/courses", element: <h1>Browse page</h1> }],
  });
  void view.router.navigate(`/courses/${target.id}/edit`);
  return { user, view };
}

describe("CourseEditPage", () => {
  it("sends a non-owner to /courses with the permission message", async () => {
    serveEdit({ target: shared });
    const { view } = setup(shared);
    expect(await screen.findByRole("heading", { name: "Browse page" })).toBeInTheDocument();
    expect(await screen.findByText("You do not have permission to edit this course")).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/courses");
  });

  it("shows the course, L{n} levels, counts, and selects all or none", async () => {
    serveEdit();
    const { user } = setup();
    expect(await screen.findByRole("heading", { name: "Astronomy" })).toBeInTheDocument();
    expect(screen.getByText("Stars and planets")).toBeInTheDocument();
    const one = await screen.findByRole("listitem", { name: "Card one" });
    expect(within(one).getByText("L1")).toBeInTheDocument();
    expect(within(screen.getByRole("listitem", { name: "Card two" })).getByText("L3")).toBeInTheDocument();
    expect(screen.getByText("Total: 2 cards")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Select all" }));
    expect(screen.getByText("Selected: 2")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Bulk actions" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(screen.getByText("Selected: 0")).toBeInTheDocument();
  });

  it("a control says the truth: Related and Glossary work with AI, and name the variables without it", async () => {
    serveEdit();
    const { user } = setup();
    const one = await screen.findByRole("listitem", { name: "Card one" });
    const related = within(one).getByRole("button", { name: /Generate related card/ });
    await waitFor(() => expect(related).toBeEnabled());
    expect(within(one).getByRole("button", { name: /Generate glossary/ })).toBeEnabled();
    await user.click(related);
    expect(screen.getByRole("dialog", { name: "Generate Related Card" })).toBeInTheDocument();
    cleanup();

    serveEdit({ aiConfigured: false });
    setup();
    const again = await screen.findByRole("listitem", { name: "Card one" });
    const disabled = within(again).getByRole("button", { name: /Generate related card/ });
    await waitFor(() => expect(disabled).toBeDisabled());
    expect(disabled).toHaveAttribute("title", AI_MISSING);
    expect(within(again).getByRole("button", { name: /Generate glossary/ })).toHaveAccessibleDescription(
      AI_MISSING,
    );
  });

  it("move/copy lists only the user's other courses and waits for a target", async () => {
    const calls = serveEdit();
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Select all" }));
    await user.click(screen.getByRole("button", { name: "Move/Copy" }));
    const dialog = screen.getByRole("dialog");
    const select = within(dialog).getByLabelText("Target course");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a course…", "Physics (3 cards)"]);
    expect(within(dialog).getByRole("button", { name: "Move" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Copy" })).toBeDisabled();
    await user.selectOptions(select, other.id);
    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("2 cards copied")).toBeInTheDocument();
    // One call for the whole selection (all or nothing on the server).
    const copies = calls.filter((c) => c.url.includes("copy"));
    expect(copies.map((c) => [c.url, c.body])).toEqual([
      [
        `/api/courses/${course.id}/cards/bulk-copy`,
        { cardIds: cards.map((c) => c.id), targetCourseId: other.id },
      ],
    ]);
  });

  it("deletes one card and bulk-deletes with the spec's confirms and messages", async () => {
    serveEdit({ bulkDeleteFails: true });
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Delete card: Card one" }));
    expect(confirm).toHaveBeenLastCalledWith("Are you sure you want to delete this card?");
    expect(await screen.findByText("Card deleted")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Select all" }));
    await user.click(
      within(screen.getByRole("region", { name: "Bulk actions" })).getByRole("button", { name: "Delete" }),
    );
    expect(confirm).toHaveBeenLastCalledWith("Delete 2 selected cards?");
    await waitFor(() => expect(screen.getByText("Failed to delete cards")).toBeInTheDocument());
  });
});

describe("Smart related card control", () => {
  it("is offered on a card with a concept without a card, and opens on that concept", async () => {
    serveEdit();
    const { user } = setup();
    const two = await screen.findByRole("listitem", { name: "Card two" });
    expect(
      within(screen.getByRole("listitem", { name: "Card one" })).queryByRole("button", {
        name: /Smart related/,
      }),
    ).not.toBeInTheDocument();
    const smart = within(two).getByRole("button", { name: "Smart related card: Card two" });
    await waitFor(() => expect(smart).toBeEnabled());
    await user.click(smart);
    const dialog = await screen.findByRole("dialog", { name: "Smart Related Card" });
    expect(dialog).toHaveTextContent("first related concept without a card, Open concept");
  });
});
