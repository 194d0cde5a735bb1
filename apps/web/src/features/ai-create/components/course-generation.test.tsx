import { AI_MESSAGES, type GenerateCourseResponse, type GenerationJob } from "@recall/shared";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { HttpHandler } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answered, failure, fromReply, type RouteReply, route } from "../../../test/msw";
import { REDIRECT_AFTER_MS } from "../lib/limits";
import { brief, turn } from "../testing/fixtures";
import { renderAiCreate } from "../testing/render";
import { serveAi } from "../testing/serve-ai";
import { AiWorkspace } from "./ai-workspace";

const track = vi.fn();
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.recallAnalytics = { track };
});
afterEach(() => {
  vi.useRealTimers();
  track.mockReset();
  delete window.recallAnalytics;
});

const JOB_ID = "9a000000-0000-4000-8000-000000000001";
const REST_JOB_ID = "9a000000-0000-4000-8000-000000000002";
const course = {
  id: "7f1c0e3a-0000-4000-8000-000000000001",
  name: "The French Revolution essentials",
  cardCount: 20,
};
const done: GenerateCourseResponse = {
  data: {
    jobId: JOB_ID,
    course,
    metadata: { totalCost: 0.0123, generationTimeMs: 41_000, calls: 5 },
    shortfall: null,
  },
};

const job = (patch: Partial<GenerationJob> = {}): GenerationJob => ({
  id: JOB_ID,
  kind: "course",
  status: "running",
  progress: {
    unit: "batch",
    done: 1,
    total: 3,
    totalBatches: 3,
    doneBatches: 1,
    cardsCreated: 8,
    plannedCards: 20,
    percentComplete: 40,
  },
  course: null,
  error: null,
  shortfall: null,
  canGenerateRest: false,
  totalCost: 0.004,
  createdAt: "2025-01-10T10:00:00.000Z",
  finishedAt: null,
  ...patch,
});

type GenerateReply = RouteReply<"POST /ai-content/generate">;

/** The 202 of a generation that outlived its request: the job, still running. */
const accepted = () => answered("POST /ai-content/generate", 202, { data: { ...job(), jobId: JOB_ID } });

/** The workspace with a complete brief on screen, ready for Create Course. */
async function toSummary(generate: () => GenerateReply | Promise<GenerateReply>, ...extra: HttpHandler[]) {
  const api = serveAi(
    route("POST /ai-content/discovery", () => turn("Ready!", { brief: brief() })),
    route("POST /ai-content/generate", generate),
    ...extra,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderAiCreate(<AiWorkspace />);
  await user.type(await screen.findByRole("textbox", { name: "Your message" }), "French Revolution{Enter}");
  await screen.findByRole("heading", { name: "Ready to create your course" });
  return { api, user, view };
}

describe("course generation", () => {
  it("generates from the brief, shows name, cards and cost, and opens the course after 2 seconds", async () => {
    let answer: (r: GenerateReply) => void = () => undefined;
    const { api, user, view } = await toSummary(() => new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole("button", { name: "Create Course" }));

    expect(await screen.findByRole("heading", { name: "Generating your course..." })).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Generation progress" })).toBeInTheDocument();
    expect(api.calls.find((c) => c.url === "/api/ai-content/generate")?.body).toEqual({ brief: brief() });

    await act(async () => answer(done));
    expect(await screen.findByRole("heading", { name: "Course created!" })).toBeInTheDocument();
    expect(screen.getByText("The French Revolution essentials")).toBeInTheDocument();
    expect(screen.getByText("20 cards · Cost: $0.0123")).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith(
      "ai-content-generation",
      expect.objectContaining({ courseId: course.id, cardCount: 20, totalCost: 0.0123 }),
    );

    await act(async () => {
      await vi.advanceTimersByTimeAsync(REDIRECT_AFTER_MS - 300);
    });
    expect(view.router.state.location.pathname).toBe("/courses/create");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(await screen.findByRole("heading", { name: "Course page" })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/courses/${course.id}`);
  });

  it("shows the server's message on failure, else 'Failed to generate course', and keeps the summary", async () => {
    let n = 0;
    const { user } = await toSummary(() =>
      n++ === 0
        ? failure(422, "This topic is not allowed by the content guidelines.", "CONTENT_NOT_ALLOWED")
        : fromReply({ status: 500, body: null }),
    );
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    expect(
      await screen.findByText("This topic is not allowed by the content guidelines."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Ready to create your course" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    expect(await screen.findByText("Failed to generate course")).toBeInTheDocument();
    expect(track).not.toHaveBeenCalled();
  });

  it("follows a generation that outlived its request, showing the job's progress", async () => {
    let polls = 0;
    const { api, user } = await toSummary(
      accepted,
      route("GET /ai-content/jobs/:id", () => {
        polls += 1;
        return {
          data:
            polls < 2
              ? job({
                  progress: {
                    unit: "batch",
                    done: 2,
                    total: 3,
                    totalBatches: 3,
                    doneBatches: 2,
                    cardsCreated: 14,
                    plannedCards: 20,
                    percentComplete: 70,
                  },
                })
              : job({
                  status: "completed",
                  course,
                  totalCost: 0.0111,
                  finishedAt: "2025-01-10T10:01:00.000Z",
                }),
        };
      }),
    );
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    expect(await screen.findByText("8 of 20 cards (40%)")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(await screen.findByText("14 of 20 cards (70%)")).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(await screen.findByText("20 cards · Cost: $0.0111")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url === `/api/ai-content/jobs/${JOB_ID}`)).toHaveLength(2);
  });

  it("shows a followed job's failure", async () => {
    const { user } = await toSummary(
      accepted,
      route("GET /ai-content/jobs/:id", () => ({
        data: job({
          status: "failed",
          error: { code: "AI_ERROR", message: "The AI provider stopped answering." },
        }),
      })),
    );
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(await screen.findByText("The AI provider stopped answering.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Course" })).toBeEnabled();
  });

  it("shows the budget-reached screen when generation answers BUDGET_EXCEEDED", async () => {
    const { user } = await toSummary(() => failure(402, AI_MESSAGES.budgetExceeded, "BUDGET_EXCEEDED"));
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    expect(await screen.findByRole("heading", { name: "Monthly AI budget reached" })).toBeInTheDocument();
    expect(screen.getByText(AI_MESSAGES.budgetExceeded)).toBeInTheDocument();
  });

  describe("a course that fell short of its plan (generation delivers what was planned)", () => {
    const short = {
      plannedCards: 20,
      cardsCreated: 18,
      missingCards: 2,
      plannedMcq: 16,
      mcqCreated: 15,
      missingMcq: 1,
      message: "18 of 20 cards were generated (15 of 16 multiple choice).",
    };
    const shortDone: GenerateCourseResponse = {
      data: {
        jobId: JOB_ID,
        course: { ...course, cardCount: 18 },
        metadata: { totalCost: 0.0123, generationTimeMs: 41_000, calls: 9 },
        shortfall: short,
      },
    };

    it("says exactly what was generated, stays on the page, and generates the rest on request", async () => {
      let finishRest: (r: GenerateCourseResponse) => void = () => undefined;
      const { api, user, view } = await toSummary(
        () => shortDone,
        route(
          "POST /ai-content/jobs/:id/generate-rest",
          () => new Promise((resolve) => (finishRest = resolve)),
        ),
      );
      await user.click(screen.getByRole("button", { name: "Create Course" }));

      expect(
        await screen.findByRole("heading", { name: "Course created with fewer cards than planned" }),
      ).toBeInTheDocument();
      expect(
        screen.getByText("18 of 20 cards were generated (15 of 16 multiple choice)."),
      ).toBeInTheDocument();
      expect(screen.getByText(/The course keeps these 18 cards and is ready to study/)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Open course" })).toHaveAttribute(
        "href",
        `/courses/${course.id}`,
      );
      // No automatic redirect: the message would be gone before it is read.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(REDIRECT_AFTER_MS * 3);
      });
      expect(view.router.state.location.pathname).toBe("/courses/create");

      await user.click(screen.getByRole("button", { name: "Generate the remaining 2 cards" }));
      expect(
        await screen.findByRole("heading", { name: "Generating the remaining cards..." }),
      ).toBeInTheDocument();
      expect(api.calls.find((c) => c.url === `/api/ai-content/jobs/${JOB_ID}/generate-rest`)?.method).toBe(
        "POST",
      );
      await act(async () =>
        finishRest({
          data: {
            jobId: REST_JOB_ID,
            course,
            metadata: { totalCost: 0.0021, generationTimeMs: 9_000, calls: 1 },
            shortfall: null,
          },
        }),
      );
      expect(await screen.findByRole("heading", { name: "Course created!" })).toBeInTheDocument();
      expect(screen.getByText("20 cards · Cost: $0.0021")).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(REDIRECT_AFTER_MS + 100);
      });
      expect(view.router.state.location.pathname).toBe(`/courses/${course.id}`);
    });

    it("keeps the shortfall on screen with the server's message when generating the rest fails", async () => {
      const { user } = await toSummary(
        () => shortDone,
        route("POST /ai-content/jobs/:id/generate-rest", () =>
          failure(409, "The rest of this course is already being generated.", "CONFLICT"),
        ),
      );
      await user.click(screen.getByRole("button", { name: "Create Course" }));
      await user.click(await screen.findByRole("button", { name: "Generate the remaining 2 cards" }));
      expect(
        await screen.findByText("The rest of this course is already being generated."),
      ).toBeInTheDocument();
      expect(
        screen.getByText("18 of 20 cards were generated (15 of 16 multiple choice)."),
      ).toBeInTheDocument();
    });

    it("a followed job's shortfall offers the rest only when the server says it can run", async () => {
      const { user } = await toSummary(
        accepted,
        route("GET /ai-content/jobs/:id", () => ({
          data: job({ status: "completed", course: { ...course, cardCount: 18 }, shortfall: short }),
        })),
      );
      await user.click(screen.getByRole("button", { name: "Create Course" }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2_000);
      });
      expect(
        await screen.findByText("18 of 20 cards were generated (15 of 16 multiple choice)."),
      ).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /Generate the remaining/ })).not.toBeInTheDocument();
    });
  });
});
