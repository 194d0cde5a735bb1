import { PLAN_MESSAGES } from "@recall/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorReply } from "../../../test/render";
import {
  makePlan,
  makeSubtopic,
  notConfigured,
  PLAN_ID,
  renderSignedIn,
  servePlans,
} from "../testing/serve-plans";
import { ProgressiveCreatePage } from "./progressive-create-page";

afterEach(() => vi.restoreAllMocks());

const open = (opts: { guidelinesAccepted?: boolean } = {}) =>
  renderSignedIn(<ProgressiveCreatePage />, {
    path: "/courses/create/progressive",
    route: "/courses/create/progressive",
    ...opts,
  });

describe("/courses/create/progressive (requirements C2 Progressive course creation)", () => {
  it("Step 1 shows the info box and the form: ten languages, three levels, target 60 by default", async () => {
    servePlans({ plan: makePlan() });
    open();
    expect(await screen.findByRole("heading", { name: "Step 1: Course Details" })).toBeInTheDocument();
    expect(screen.getByText(/one subtopic at a time, at most 6 cards each/)).toBeInTheDocument();
    expect(screen.getByText(/paused and resumed/)).toBeInTheDocument();
    expect(screen.getByText(/Cost tracking/)).toBeInTheDocument();
    expect(screen.getByText(/stays editable/)).toBeInTheDocument();
    const languages = screen.getByLabelText("Language") as HTMLSelectElement;
    expect([...languages.options].map((o) => o.value)).toEqual([
      "en",
      "bg",
      "es",
      "fr",
      "de",
      "it",
      "pt",
      "ru",
      "ja",
      "zh",
    ]);
    expect(
      [...(screen.getByLabelText("Knowledge level") as HTMLSelectElement).options].map((o) => o.value),
    ).toEqual(["beginner", "intermediate", "advanced"]);
    // requirements C5, C9: slider 6-200 step 6, default 60, presets 20 to 200.
    const slider = screen.getByLabelText("Target cards") as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(["6", "200", "6", "60"]);
    const presets = screen.getByRole("group", { name: "Card presets" });
    expect([...presets.querySelectorAll("button")].map((b) => b.textContent)).toEqual([
      "20",
      "40",
      "60",
      "100",
      "150",
      "200",
    ]);
    // The split the server will make (shared planSubtopicSizes): 60 -> 10 of 6; 20 -> 4 of 5, not "6".
    expect(screen.getByText("10 subtopics of 6 cards")).toBeInTheDocument();
    fireEvent.click(within(presets).getByRole("button", { name: "20" }));
    expect(await screen.findByText("4 subtopics of 5 cards")).toBeInTheDocument();
  });

  it("requirements C5: 'Topic is required' and 'Topic must be at least 3 characters', word for word", async () => {
    const { calls } = servePlans({ plan: makePlan() });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create Plan" }));
    expect(await screen.findByText(PLAN_MESSAGES.topicRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Topic"), "ab");
    expect(await screen.findByText(PLAN_MESSAGES.topicShort)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith("/create"))).toHaveLength(0);
  });

  it("creates the plan with the form's values, shows Step 2 Review Plan, and Start Generation goes to the plan page", async () => {
    const { calls } = servePlans({ plan: makePlan() });
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Topic"), "Photosynthesis");
    await user.click(screen.getByRole("button", { name: "100" }));
    await user.selectOptions(screen.getByLabelText("Language"), "de");
    await user.selectOptions(screen.getByLabelText("Knowledge level"), "intermediate");
    await user.type(screen.getByLabelText("Directions for the AI (optional)"), "Light reactions first");
    await user.click(screen.getByRole("button", { name: "Create Plan" }));
    expect(await screen.findByRole("heading", { name: "Step 2: Review Plan" })).toBeInTheDocument();
    expect(calls.find((c) => c.url === "/api/ai-content/course-plan/create")?.body).toEqual({
      topic: "Photosynthesis",
      language: "de",
      targetCardCount: 100,
      userDirections: "Light reactions first",
      knowledgeLevel: "intermediate",
    });
    expect(await screen.findByText(PLAN_MESSAGES.created)).toBeInTheDocument();
    // The plan's subtopics, editable before anything is generated.
    expect(screen.getByRole("list", { name: "Subtopics" }).children).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Start Generation" }));
    expect(await screen.findByRole("heading", { name: "Plan page" })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith(`${PLAN_ID}/auto-generate`))?.body).toEqual({ enabled: true });
  });

  it("Your material: pasted notes are stored and the plan is created from them", async () => {
    const notes = "Photosynthesis turns light energy into chemical energy in the chloroplasts. ".repeat(3);
    const material = {
      id: "dddddddd-0000-4000-8000-000000000001",
      title: "Leaf notes",
      source: "text",
      charCount: notes.trim().length,
      passageCount: 1,
      preview: notes.slice(0, 80),
      createdAt: "2026-11-23T10:00:00.000Z",
    };
    const { calls } = servePlans({
      plan: makePlan(),
      reply: (c) =>
        c.url === "/api/ai-content/materials" && c.method === "POST"
          ? { status: 201, body: { data: material } }
          : undefined,
    });
    open();
    const user = userEvent.setup();
    const region = await screen.findByRole("region", { name: "Your material" });
    fireEvent.change(within(region).getByRole("textbox", { name: "Paste your notes" }), {
      target: { value: notes },
    });
    await user.click(within(region).getByRole("button", { name: "Use this text" }));
    expect(
      await screen.findByText("Cards will be written from your material: Leaf notes"),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url === "/api/ai-content/materials" && c.method === "POST")?.body).toEqual({
      text: notes,
    });
    // Adding the material did not submit the plan form.
    expect(calls.filter((c) => c.url.endsWith("/create"))).toHaveLength(0);
    await user.type(screen.getByLabelText("Topic"), "Photosynthesis");
    await user.click(screen.getByRole("button", { name: "Create Plan" }));
    expect(await screen.findByRole("heading", { name: "Step 2: Review Plan" })).toBeInTheDocument();
    expect(calls.find((c) => c.url === "/api/ai-content/course-plan/create")?.body).toMatchObject({
      topic: "Photosynthesis",
      materialId: material.id,
    });
  });

  it("without material the plan is created from its topic alone (no materialId sent)", async () => {
    const { calls } = servePlans({ plan: makePlan() });
    open();
    const user = userEvent.setup();
    expect(await screen.findByRole("region", { name: "Your material" })).toHaveTextContent(
      "Your material (optional)",
    );
    await user.type(screen.getByLabelText("Topic"), "Photosynthesis");
    await user.click(screen.getByRole("button", { name: "Create Plan" }));
    await screen.findByRole("heading", { name: "Step 2: Review Plan" });
    expect(calls.find((c) => c.url.endsWith("/create"))?.body).not.toHaveProperty("materialId");
  });

  it("the slider moves the target", async () => {
    servePlans({ plan: makePlan() });
    open();
    const slider = (await screen.findByLabelText("Target cards")) as HTMLInputElement;
    fireEvent.change(slider, { target: { value: "24" } });
    expect(await screen.findByText("Target cards: 24")).toBeInTheDocument();
  });

  it("over budget: the plan's own message (requirements C8)", async () => {
    servePlans({
      plan: makePlan(),
      reply: (c) =>
        c.url.endsWith("/create")
          ? errorReply(402, PLAN_MESSAGES.budgetExceeded, "BUDGET_EXCEEDED")
          : undefined,
    });
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Topic"), "Photosynthesis");
    await user.click(screen.getByRole("button", { name: "Create Plan" }));
    expect(await screen.findByText(PLAN_MESSAGES.budgetExceeded)).toBeInTheDocument();
  });

  it("without an AI provider Create Plan is disabled with the server's reason", async () => {
    servePlans({ plan: makePlan(), status: notConfigured });
    open();
    await waitFor(() => expect(screen.getByRole("button", { name: "Create Plan" })).toBeDisabled());
    expect(screen.getByText(notConfigured.message!)).toBeInTheDocument();
  });

  it("lists the user's plans (GET /ai-content/course-plans), each linking to its plan page", async () => {
    servePlans({ plan: makePlan(), list: [makePlan({ courseName: "Older plan" })] });
    open();
    const link = await screen.findByRole("link", { name: "Older plan" });
    expect(link).toHaveAttribute("href", `/course-plan/${PLAN_ID}`);
    expect(screen.getByText(/0 of 3 subtopics · 0\/18 cards · 0%/)).toBeInTheDocument();
  });

  it("asks for the content guidelines first", async () => {
    servePlans({ plan: makePlan() });
    open({ guidelinesAccepted: false });
    expect(await screen.findByRole("heading", { name: "Content guidelines" })).toBeInTheDocument();
  });

  it.each([
    [1, "1 subtopic", "1 card"],
    [2, "2 subtopics", "4 cards"],
  ])("counts in the right plural in the plan list and Step 2 (%i subtopics)", async (n, subtopics, cards) => {
    const plan = makePlan({
      subtopics: Array.from({ length: n }, (_, i) => makeSubtopic(i + 1, { plannedCards: n })),
    });
    servePlans({ plan, list: [makePlan({ ...plan, courseName: "Older plan" })] });
    open();
    expect(await screen.findByText(`0 of ${subtopics} · 0/${cards} · 0%`)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Topic"), "Photosynthesis");
    await user.click(screen.getByRole("button", { name: "Create Plan" }));
    expect(
      await screen.findByText(new RegExp(`^${subtopics}, ${cards}, 2-2 min to generate`)),
    ).toBeInTheDocument();
  });
});
