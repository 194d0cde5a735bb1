import type { AiStatus, Course } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answered, anyRequest, failure, type HandledRequest, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCollection } from "../../collections/testing";
import { makeCourse } from "../testing/course-factory";
import { AI_MISSING, aiMissing, aiStatusRoute, courseList } from "../testing/serve";
import { CoursesPage } from "./courses-page";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const mine = [
  makeCourse({ name: "Astronomy", isPublic: true }),
  makeCourse({ name: "Biology", isActive: false }),
];
const shared = makeCourse({
  name: "French",
  isOwner: false,
  isPublic: true,
  ownerName: "Bob",
  ownerId: "other",
});

/** The user's courses (with everyone's public ones when asked), everyone's public courses, AI status. */
function serveCourses(aiStatus?: AiStatus) {
  return serve(
    aiStatusRoute(aiStatus),
    route("POST /ai-content/merge/analyze", () => failure(503, "Not here", "X")),
    route("GET /courses", ({ query }) =>
      courseList(query.get("includePublic") === "true" ? [...mine, shared] : mine),
    ),
    route("GET /courses/public", () => courseList([shared])),
  );
}

/** GET /courses answered with `courses`, and the AI status. */
const serveOwn = (courses: Course[]) =>
  serve(
    aiStatusRoute(),
    route("GET /courses", () => courseList(courses)),
  );

function setup(calls: HandledRequest[] = serveCourses()) {
  const user = userEvent.setup();
  renderPage(<CoursesPage />, { path: "/courses" });
  return { user, calls };
}

describe("CoursesPage", () => {
  it("shows the four tool tiles and the user's courses with their details", async () => {
    setup();
    for (const name of ["AI Create", "Upload", "Editor", "Syllabi"])
      expect(screen.getByRole("link", { name: new RegExp(name) })).toBeInTheDocument();
    const astronomy = await screen.findByRole("article", { name: "Astronomy" });
    expect(within(astronomy).getByText("Public")).toBeInTheDocument();
    expect(within(astronomy).getByText("Active")).toBeInTheDocument();
    expect(within(astronomy).getByText("15 cards per session")).toBeInTheDocument();
    expect(within(astronomy).getByRole("link", { name: "View Cards of Astronomy" })).toHaveAttribute(
      "href",
      `/courses/${mine[0]?.id}/cards`,
    );
    expect(
      within(screen.getByRole("article", { name: "Biology" })).getByText("Inactive"),
    ).toBeInTheDocument();
  });

  it("counts in the right plural: '1 card', not '1 cards'", async () => {
    serveOwn([makeCourse({ name: "Tiny", cardCount: 1 }), mine[0]!]);
    renderPage(<CoursesPage />, { path: "/courses" });
    const tiny = await screen.findByRole("article", { name: "Tiny" });
    expect(within(tiny).getByText("1 card")).toBeInTheDocument();
    expect(within(tiny).queryByText(/1 cards/)).not.toBeInTheDocument();
  });

  it("pages everyone's public courses: Showing 2 of 3, then Load more asks for the next offset", async () => {
    const third = makeCourse({ name: "German", isOwner: false, isPublic: true, ownerId: "other" });
    const calls = serve(
      route("GET /courses/public", ({ query }) =>
        query.get("offset") === "2" ? courseList([third], 3, 2) : courseList([shared, mine[0]!], 3, 0),
      ),
    );
    serveOwn(mine);
    const { user } = setup(calls);
    await screen.findByRole("article", { name: "Astronomy" });
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Public" }));
    expect(await screen.findByText("Showing 2 of 3 courses")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("article", { name: "German" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "French" })).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe("/api/courses/public?offset=2");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("passes the status filter to the server and switches views", async () => {
    const { user, calls } = setup();
    await screen.findByRole("article", { name: "Astronomy" });
    await user.selectOptions(screen.getByLabelText("Status"), "inactive");
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/courses?isActive=false"));
    await user.click(screen.getByRole("tab", { name: "Public" }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/courses/public?isActive=false"));
    await user.click(screen.getByRole("tab", { name: "All" }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/courses?isActive=false&includePublic=true"));
  });

  it("gives non-owners only View Cards and the Shared Course badge; owners a checkbox and the menu", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("tab", { name: "All" }));
    const french = await screen.findByRole("article", { name: "French" });
    expect(within(french).getByText("Shared Course")).toBeInTheDocument();
    expect(within(french).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(french).queryByRole("button", { name: /Course actions/ })).not.toBeInTheDocument();
    expect(within(french).getByRole("link", { name: "View Cards of French" })).toBeInTheDocument();
    const astronomy = screen.getByRole("article", { name: "Astronomy" });
    expect(within(astronomy).queryByText("Shared Course")).not.toBeInTheDocument();
    await user.click(within(astronomy).getByRole("button", { name: "Course actions for Astronomy" }));
    const menu = screen.getByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual([
      "Deactivate",
      "Make Private",
      "Edit cards",
      "Improve Course",
      "Make a collection",
      "Export JSON",
      "Export for Anki (.apkg)",
      "Export CSV",
      "Delete",
    ]);
  });

  it("Make a collection creates a collection from the course and opens it", async () => {
    const user = userEvent.setup();
    const calls = serve(
      route("POST /collections/from-course/:courseId", ({ params }) =>
        params.courseId === mine[0]!.id
          ? answered("POST /collections/from-course/:courseId", 201, {
              data: {
                collection: makeCollection({ id: "c0ffee00-0000-4000-8000-000000000001", name: "Astronomy" }),
              },
            })
          : failure(404, "Course not found", "NOT_FOUND"),
      ),
    );
    serveOwn(mine);
    const view = renderPage(<CoursesPage />, {
      path: "/courses",
      routes: [{ path: "/collections/:id", element: <h1>Collection page</h1> }],
    });
    await user.click(await screen.findByRole("button", { name: "Course actions for Astronomy" }));
    await user.click(screen.getByRole("menuitem", { name: "Make a collection" }));
    expect(await screen.findByRole("heading", { name: "Collection page" })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/collections/c0ffee00-0000-4000-8000-000000000001");
    expect(calls.filter((c) => c.url.includes("/from-course/"))).toHaveLength(1);
    expect(await screen.findByText('Collection "Astronomy" created')).toBeInTheDocument();
  });

  it("Export for Anki downloads the course's .apkg through the API", async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:apkg";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    // The .apkg download is a file, not a route of API_ROUTES.
    const calls = serve(
      anyRequest((call) =>
        call.url.endsWith("/export.apkg")
          ? new HttpResponse("PK-zip-bytes", { headers: { "content-type": "application/octet-stream" } })
          : undefined,
      ),
    );
    serveOwn(mine);
    const { user } = setup(calls);
    await user.click(await screen.findByRole("button", { name: "Course actions for Astronomy" }));
    await user.click(screen.getByRole("menuitem", { name: "Export for Anki (.apkg)" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(calls.some((c) => c.url === `/api/courses/${mine[0]!.id}/export.apkg`)).toBe(true);
    expect(await created[0]!.text()).toContain("PK-zip-bytes");
  });

  it("the owner's Improve Course item opens /courses/{id}/improve (requirements C6)", async () => {
    const user = userEvent.setup();
    serveCourses();
    const view = renderPage(<CoursesPage />, {
      path: "/courses",
      routes: [{ path: "/courses/:id/improve", element: <h1>Improve page</h1> }],
    });
    await user.click(await screen.findByRole("button", { name: "Course actions for Astronomy" }));
    const item = screen.getByRole("menuitem", { name: "Improve Course" });
    await waitFor(() => expect(item).toBeEnabled());
    await user.click(item);
    expect(await screen.findByRole("heading", { name: "Improve page" })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/courses/${mine[0]!.id}/improve`);
  });

  it("Improve Course is disabled only when AI is not configured, naming the variables to set", async () => {
    const user = userEvent.setup();
    serveCourses(aiMissing);
    renderPage(<CoursesPage />, { path: "/courses" });
    await user.click(await screen.findByRole("button", { name: "Course actions for Astronomy" }));
    const item = screen.getByRole("menuitem", { name: "Improve Course" });
    await waitFor(() => expect(item).toBeDisabled());
    expect(item).toHaveAttribute("title", AI_MISSING);
    expect(item).toHaveAccessibleDescription(AI_MISSING);
  });

  it("shows 'Combine N Courses' from two selected courses and opens the merge dialog on them", async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole("checkbox", { name: "Select Astronomy" }));
    expect(screen.queryByRole("button", { name: /Combine/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Select Biology" }));
    await user.click(screen.getByRole("button", { name: "Combine 2 Courses" }));
    const dialog = screen.getByRole("dialog", { name: "Combine 2 Courses" });
    expect(within(dialog).getByText("Astronomy")).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === "/api/ai-content/merge/analyze")).toBe(true));
    const analyze = calls.find((c) => c.url === "/api/ai-content/merge/analyze")!;
    expect((analyze.body as { courseIds: string[] }).courseIds).toHaveLength(2);
    // The modal itself is tested in combine-courses-modal.test.tsx.
    expect(await within(dialog).findByText("Failed to analyze courses")).toBeInTheDocument();
  });

  it("updates and deletes a course with the spec's confirm and toasts", async () => {
    const calls = serve(
      route("PATCH /courses/:id", () => ({ data: { course: { ...mine[0]!, isPublic: false } } })),
      route("DELETE /courses/:id", () => ({ data: { deletedCards: 3 } })),
    );
    serveOwn(mine);
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    const { user } = setup(calls);
    await user.click(await screen.findByRole("button", { name: "Course actions for Astronomy" }));
    await user.click(screen.getByRole("menuitem", { name: "Make Private" }));
    expect(await screen.findByText("Course updated successfully!")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ isPublic: false });
    await user.click(screen.getByRole("button", { name: "Course actions for Astronomy" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete "Astronomy"? This will delete all cards.',
    );
    expect(await screen.findByText("Course deleted (3 cards removed)")).toBeInTheDocument();
  });
});
