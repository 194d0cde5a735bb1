import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeCard } from "../testing/card-factory";
import { makeCourse } from "../testing/course-factory";
import { type FetchCall, mockFetch, renderWithProviders } from "../testing/render";
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

const AI_MISSING = "AI is not configured on this server. Set AI_PROVIDER, AI_MODEL and the provider's key.";

function serve(target = course, fail: (call: FetchCall) => boolean = () => false, aiConfigured = true) {
  return mockFetch((call) => {
    if (fail(call)) return { status: 500, body: { error: { code: "INTERNAL_ERROR", message: "boom" } } };
    if (call.url === "/api/ai-content/status")
      return {
        body: {
          data: aiConfigured
            ? { configured: true, provider: "openai", model: "m", message: null }
            : { configured: false, provider: null, model: null, message: AI_MISSING },
        },
      };
    if (call.method !== "GET") return { body: { data: { card: cards[0], deleted: true } } };
    if (call.url.startsWith(`/api/courses/${target.id}/cards`))
      return { body: { data: { cards, total: cards.length } } };
    if (call.url.startsWith(`/api/courses/${target.id}`)) return { body: { data: { course: target } } };
    return { body: { data: { courses: [course, other, shared] } } };
  });
}

function setup(target = course) {
  const user = userEvent.setup();
  const view = renderWithProviders(<CourseEditPage />, {
    path: "/courses/:id/edit",
    routes: [{ path: "/courses", element: <h1>Browse page</h1> }],
  });
  void view.router.navigate(`/courses/${target.id}/edit`);
  return { user, view };
}

describe("CourseEditPage", () => {
  it("sends a non-owner to /courses with the permission message", async () => {
    serve(shared);
    const { view } = setup(shared);
    expect(await screen.findByRole("heading", { name: "Browse page" })).toBeInTheDocument();
    expect(await screen.findByText("You do not have permission to edit this course")).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/courses");
  });

  it("shows the course, L{n} levels, counts, and selects all or none", async () => {
    serve();
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
    serve();
    const { user } = setup();
    const one = await screen.findByRole("listitem", { name: "Card one" });
    const related = within(one).getByRole("button", { name: /Generate related card/ });
    await waitFor(() => expect(related).toBeEnabled());
    expect(within(one).getByRole("button", { name: /Generate glossary/ })).toBeEnabled();
    await user.click(related);
    expect(screen.getByRole("dialog", { name: "Generate Related Card" })).toBeInTheDocument();
    cleanup();
    vi.restoreAllMocks();

    serve(course, () => false, false);
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
    const { calls } = serve();
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
    serve(course, (call) => call.url.endsWith("/bulk-delete"));
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
    serve();
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
