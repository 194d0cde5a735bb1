import { PLAN_MESSAGES } from "@recall/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorReply, words } from "../../../test/render";
import { PlanProgress } from "../components/plan-progress";
import {
  makePlan,
  makeSubtopic,
  notConfigured,
  PLAN_ID,
  type PlanServer,
  renderSignedIn,
  servePlans,
} from "../testing/serve-plans";
import { CoursePlanPage } from "./course-plan-page";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const open = (id = PLAN_ID) =>
  renderSignedIn(<CoursePlanPage />, { path: `/course-plan/${id}`, route: "/course-plan/:planId" });

const items = () => within(screen.getByRole("list", { name: "Subtopics" })).getAllByRole("listitem");

describe("/course-plan/{planId} (requirements C2 Course plan page)", () => {
  it("shows progress, the subtopics with their statuses and a failed subtopic's error on the item", async () => {
    servePlans({
      plan: makePlan({
        courseId: "dddddddd-0000-4000-8000-000000000001",
        status: "paused",
        subtopics: [
          makeSubtopic(1, { status: "completed", cardsGenerated: 6 }),
          makeSubtopic(2, { status: "failed", cardsGenerated: 4, error: "4 of 6 cards were generated." }),
          makeSubtopic(3),
        ],
      }),
    });
    open();
    expect(await screen.findByRole("heading", { name: "Photosynthesis step by step" })).toBeInTheDocument();
    expect(document.title).toContain("Course Plan: Photosynthesis step by step");
    expect(screen.getByText("1 of 3 subtopics")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Plan progress" })).toHaveAttribute("aria-valuenow", "33");
    expect(screen.getByText("10 / 18")).toBeInTheDocument();
    expect(screen.getByText("$0.0123")).toBeInTheDocument();
    const [first, second, third] = items();
    expect(within(first!).getByText("Completed")).toBeInTheDocument();
    expect(within(second!).getByText("Failed")).toBeInTheDocument();
    expect(within(second!).getByRole("alert")).toHaveTextContent("4 of 6 cards were generated.");
    expect(within(third!).getByText("Not started")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Open the course/ })).toHaveAttribute(
      "href",
      "/courses/dddddddd-0000-4000-8000-000000000001",
    );
  });

  it("Generate Next generates the next subtopic and the progress moves", async () => {
    const { calls } = servePlans({ plan: makePlan() });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Generate Next" }));
    expect(await screen.findByText("1 of 3 subtopics")).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith("/generate-next"))).toHaveLength(1);
    expect(within(items()[0]!).getByText("Completed")).toBeInTheDocument();
  });

  it("requirements C4: Generate Next is disabled while a subtopic is generating, and the page polls every 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server: PlanServer = {
      plan: makePlan({
        status: "generating",
        subtopics: [makeSubtopic(1, { status: "generating" }), makeSubtopic(2)],
      }),
    };
    const { calls } = servePlans(server);
    open();
    expect(await screen.findByRole("button", { name: "Generate Next" })).toBeDisabled();
    expect(screen.getByText("A subtopic is being generated.")).toBeInTheDocument();
    const gets = () => calls.filter((c) => c.method === "GET" && c.url.endsWith(PLAN_ID)).length;
    expect(gets()).toBe(1);
    server.plan = makePlan({
      status: "paused",
      subtopics: [makeSubtopic(1, { status: "completed", cardsGenerated: 6 }), makeSubtopic(2)],
    });
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(gets()).toBe(2));
    expect(await screen.findByRole("button", { name: "Generate Next" })).toBeEnabled();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(gets()).toBe(2); // no polling once nothing is generating
  });

  it("'Auto-generate all remaining' starts and pauses the server's job", async () => {
    const { calls } = servePlans({ plan: makePlan() });
    open();
    const user = userEvent.setup();
    const box = await screen.findByRole("checkbox", { name: "Auto-generate all remaining" });
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(screen.getByRole("button", { name: "Generate Next" })).toBeDisabled();
    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(calls.filter((c) => c.url.endsWith("/auto-generate")).map((c) => c.body)).toEqual([
      { enabled: true },
      { enabled: false },
    ]);
  });

  it("up/down reorder sends the new order; removal asks 'Are you sure you want to remove this subtopic?'", async () => {
    const { calls } = servePlans({ plan: makePlan() });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: 'Move "Step 2" up' }));
    await waitFor(() => expect(within(items()[0]!).getByText("Step 2")).toBeInTheDocument());
    const puts = () => calls.filter((c) => c.method === "PUT");
    expect(puts()[0]!.body).toEqual({
      subtopics: [{ id: makeSubtopic(2).id }, { id: makeSubtopic(1).id }, { id: makeSubtopic(3).id }],
    });
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole("button", { name: 'Remove "Step 3"' }));
    expect(confirm).toHaveBeenCalledWith(PLAN_MESSAGES.confirmRemove);
    expect(puts()).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: 'Remove "Step 3"' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(puts()[1]!.body).toEqual({ subtopics: [{ id: makeSubtopic(2).id }, { id: makeSubtopic(1).id }] });
  });

  it("renames a subtopic: the PUT sends the list with that subtopic's new name", async () => {
    const { calls } = servePlans({ plan: makePlan() });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: 'Edit "Step 2"' }));
    const name = screen.getByLabelText("Subtopic name");
    await user.clear(name);
    await user.type(name, "Light reactions");
    await user.click(
      within(screen.getByRole("form", { name: 'Edit "Step 2"' })).getByRole("button", { name: "Save" }),
    );
    expect(await screen.findByRole("heading", { name: "Light reactions" })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      subtopics: [
        { id: makeSubtopic(1).id },
        { id: makeSubtopic(2).id, name: "Light reactions", description: "What step 2 covers." },
        { id: makeSubtopic(3).id },
      ],
    });
  }, 15_000);

  it("edits the course name and description", async () => {
    const { calls } = servePlans({ plan: makePlan() });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const name = screen.getByLabelText("Course name");
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Course name is required")).toBeInTheDocument();
    await user.type(name, "Light and life");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { name: "Light and life" })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      courseName: "Light and life",
      description: "A course on photosynthesis.",
    });
  });

  it("a failed Generate Next says why (the plan's budget message)", async () => {
    servePlans({
      plan: makePlan(),
      reply: (c) =>
        c.url.endsWith("/generate-next")
          ? errorReply(402, "You have exceeded your monthly AI budget.", "BUDGET_EXCEEDED")
          : undefined,
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Generate Next" }));
    expect(await screen.findByText(PLAN_MESSAGES.budgetExceeded)).toBeInTheDocument();
  });

  it("without an AI provider the controls are disabled with the server's reason", async () => {
    servePlans({ plan: makePlan(), status: notConfigured });
    open();
    expect(await screen.findByText(notConfigured.message!)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Generate Next" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Auto-generate all remaining" })).toBeDisabled();
  });

  it("'Failed to load course plan' with Go Back and Back to Courses", async () => {
    servePlans({
      plan: makePlan(),
      reply: (c) =>
        c.url.endsWith(PLAN_ID) ? errorReply(404, "Course plan not found", "NOT_FOUND") : undefined,
    });
    open();
    expect(await screen.findByText(PLAN_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go Back" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Back to Courses" }));
    expect(await screen.findByRole("heading", { name: "Browse page" })).toBeInTheDocument();
  });

  it.each([
    [1, "1 card"],
    [2, "2 cards"],
  ])("counts in the right plural: items, Next and the course link (%i)", async (n, cards) => {
    servePlans({
      plan: makePlan({
        courseId: "dddddddd-0000-4000-8000-000000000001",
        status: "paused",
        subtopics: [
          makeSubtopic(1, { status: "completed", plannedCards: n, cardsGenerated: n }),
          ...Array.from({ length: n }, (_, i) => makeSubtopic(i + 2, { plannedCards: n })),
        ],
      }),
    });
    open();
    expect(await screen.findByText(`1 of ${n + 1} subtopics`)).toBeInTheDocument();
    const [first, second] = items();
    expect(first).toHaveTextContent(words(`${n}/${cards}`));
    expect(second).toHaveTextContent(words(`0/${cards}`));
    expect(screen.getByText(`Next: Step 2 (${cards})`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: `Open the course (${cards})` })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Generate Next" }));
    expect(await screen.findByText(`"Step 2": ${cards} generated`)).toBeInTheDocument();
  });
});

describe("PlanProgress", () => {
  it.each([
    [1, "0 of 1 subtopic"],
    [2, "0 of 2 subtopics"],
  ])("counts the subtopics in the right plural (%i)", (n, text) => {
    render(
      <PlanProgress
        plan={makePlan({ subtopics: Array.from({ length: n }, (_, i) => makeSubtopic(i + 1)) })}
      />,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
