import type { Card } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, route, serve } from "../../../test/msw";
import { renderPage } from "../../../test/render";
import { makeCard } from "../testing/card-factory";
import { makeCourse } from "../testing/course-factory";
import { CourseCardsPage } from "./course-cards-page";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const course = makeCourse({
  name: "Astronomy",
  isOwner: false,
  isPublic: true,
  topics: ["Planets", "Stars"],
});
const cards = [
  makeCard({
    id: "c1",
    face: "Closest planet?",
    topic: "Planets",
    type: "mcq",
    options: ["Venus", "Mercury"],
    answerIndex: 1,
    difficultyScore: 2,
  }),
  makeCard({
    id: "c2",
    face: "What powers stars?",
    back: "Fusion",
    topic: "Stars",
    level: "Advanced",
    difficultyScore: 9,
    conceptTags: ["energy"],
  }),
];

/** The course and its cards as GET /courses/:id and GET /courses/:id/cards answer them. */
const serveCourse = (shown: Card[]) =>
  serve(
    route("GET /courses/:id", () => ({ data: { course } })),
    route("GET /courses/:id/cards", () => ({ data: { cards: shown, total: shown.length } })),
  );

describe("CourseCardsPage", () => {
  it("shows 'Course not found' for an unknown course, and for a non-id path without calling the API", async () => {
    const calls = serve(
      route("GET /courses/:id", () => failure(404, "Course not found", "NOT_FOUND")),
      route("GET /courses/:id/cards", () => failure(404, "Course not found", "NOT_FOUND")),
    );
    const view = renderPage(<CourseCardsPage />, { path: "/courses/:id" });
    await view.router.navigate("/courses/create");
    expect(screen.getByRole("heading", { name: "Course not found" })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await view.router.navigate(`/courses/${course.id}`);
    // The page from /courses/create stays on screen until the new render starts the query: wait for
    // the call first, or the old heading could be found just before it is replaced.
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Course not found" })).toBeInTheDocument(),
    );
  });

  it("shows the header, stats and every card; filters by search, topic and difficulty", async () => {
    serveCourse(cards);
    const user = userEvent.setup();
    const view = renderPage(<CourseCardsPage />, { path: "/courses/:id/cards" });
    await view.router.navigate(`/courses/${course.id}/cards`);
    expect(await screen.findByRole("heading", { name: "Astronomy" })).toBeInTheDocument();
    expect(screen.getByText("Shared Course")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit cards" })).not.toBeInTheDocument();
    expect(await screen.findByText("Showing 2 of 2 cards")).toBeInTheDocument();
    const mcq = screen.getByRole("listitem", { name: "Closest planet?" });
    expect(within(mcq).getByRole("list", { name: "Options" })).toHaveTextContent("Mercury");
    expect(within(mcq).getByText("Correct")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Search cards"), "energy");
    expect(screen.getByText("Showing 1 of 2 cards")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Search cards"));
    await user.selectOptions(screen.getByLabelText("Topic"), "Planets");
    expect(screen.getByText("Showing 1 of 2 cards")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Topic"), "");
    await user.selectOptions(screen.getByLabelText("Min difficulty"), "5");
    expect(screen.getByRole("listitem", { name: "What powers stars?" })).toBeInTheDocument();
    expect(screen.queryByRole("listitem", { name: "Closest planet?" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "List view" }));
    expect(screen.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  });

  it("collapses each card's rich layers by default; expands one card, all, and collapses all", async () => {
    const rich = [
      makeCard({
        id: "r1",
        face: "What powers stars?",
        explanationRight: "Fusion releases energy.",
        deepDive: { title: "Fusion", content: "Hydrogen nuclei fuse into helium." },
        glossary: [{ term: "Fusion", definitionShort: "Nuclei joining", contextTags: [], layersFoundIn: [] }],
      }),
      makeCard({
        id: "r2",
        face: "Closest planet?",
        conceptExplainer: { title: "Orbits", content: "Kepler's laws." },
      }),
      makeCard({ id: "r3", face: "Plain card" }),
    ];
    serveCourse(rich);
    const user = userEvent.setup();
    const view = renderPage(<CourseCardsPage />, { path: "/courses/:id/cards" });
    await view.router.navigate(`/courses/${course.id}/cards`);
    const stars = await screen.findByRole("listitem", { name: "What powers stars?" });
    expect(within(stars).getByText("Mercury")).toBeInTheDocument();
    expect(screen.queryByText("Hydrogen nuclei fuse into helium.")).not.toBeInTheDocument();
    expect(screen.queryByText("Kepler's laws.")).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("listitem", { name: "Plain card" })).queryByRole("button", { name: /details/ }),
    ).not.toBeInTheDocument();

    const toggle = within(stars).getByRole("button", { name: /^Show details/ });
    expect(toggle).toHaveAccessibleName("Show details (explanations, deep dive, glossary)");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Hydrogen nuclei fuse into helium.")).toBeInTheDocument();
    expect(screen.queryByText("Kepler's laws.")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Expand all" }));
    expect(screen.getByText("Kepler's laws.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Expand all" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Collapse all" }));
    expect(screen.queryByText("Hydrogen nuclei fuse into helium.")).not.toBeInTheDocument();
    expect(screen.queryByText("Kepler's laws.")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Collapse all" })).toBeDisabled();
  });
});
