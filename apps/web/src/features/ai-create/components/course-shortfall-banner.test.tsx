import type { GenerationJob } from "@recall/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { route } from "../../../test/msw";
import { renderAiCreate } from "../testing/render";
import { serveAi } from "../testing/serve-ai";
import { CourseShortfallBanner } from "./course-shortfall-banner";

const courseId = "7f1c0e3a-0000-4000-8000-000000000001";
const JOB_ID = "9a000000-0000-4000-8000-000000000001";
const REST_JOB_ID = "9a000000-0000-4000-8000-000000000002";
const job = (patch: Partial<GenerationJob> = {}): GenerationJob => ({
  id: JOB_ID,
  kind: "course",
  status: "completed",
  progress: {
    unit: "batch",
    done: 3,
    total: 3,
    totalBatches: 3,
    doneBatches: 3,
    cardsCreated: 22,
    plannedCards: 24,
    percentComplete: 100,
  },
  course: { id: courseId, name: "Photosynthesis essentials", cardCount: 22 },
  error: null,
  shortfall: {
    plannedCards: 24,
    cardsCreated: 22,
    missingCards: 2,
    plannedMcq: 19,
    mcqCreated: 19,
    missingMcq: 0,
    message: "22 of 24 cards were generated.",
  },
  canGenerateRest: true,
  totalCost: 0.01,
  createdAt: "2025-01-10T10:00:00.000Z",
  finishedAt: "2025-01-10T10:01:00.000Z",
  ...patch,
});

describe("CourseShortfallBanner (the course says what its generation could not do)", () => {
  it("shows '22 of 24 cards were generated' and generates the rest; the banner goes once the course is complete", async () => {
    let latest = job();
    const api = serveAi(
      route("GET /ai-content/courses/:courseId/generation", () => ({ data: latest })),
      route("POST /ai-content/jobs/:id/generate-rest", () => {
        latest = job({ id: REST_JOB_ID, kind: "course-rest", shortfall: null, canGenerateRest: false });
        return {
          data: {
            jobId: REST_JOB_ID,
            course: { id: courseId, name: "Photosynthesis essentials", cardCount: 24 },
            metadata: { totalCost: 0.002, generationTimeMs: 5000, calls: 1 },
            shortfall: null,
          },
        };
      }),
    );
    renderAiCreate(<CourseShortfallBanner courseId={courseId} />);
    expect(await screen.findByText("22 of 24 cards were generated.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Generate the remaining 2 cards" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Generation" })).not.toBeInTheDocument());
    expect(api.count("POST", `/ai-content/jobs/${JOB_ID}/generate-rest`)).toBe(1);
  });

  it("shows no button when the rest cannot be generated, and nothing for a complete course", async () => {
    serveAi(
      route("GET /ai-content/courses/:courseId/generation", () => ({
        data: job({ canGenerateRest: false }),
      })),
    );
    const view = renderAiCreate(<CourseShortfallBanner courseId={courseId} />);
    expect(await screen.findByText("22 of 24 cards were generated.")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    view.unmount();

    // Handlers served later answer first: from here the course has no generation.
    const api = serveAi(route("GET /ai-content/courses/:courseId/generation", () => ({ data: null })));
    renderAiCreate(<CourseShortfallBanner courseId={courseId} />);
    await waitFor(() => expect(api.count("GET", `/ai-content/courses/${courseId}/generation`)).toBe(1));
    expect(screen.queryByRole("region", { name: "Generation" })).not.toBeInTheDocument();
  });

  it("follows a follow-up that is still running", async () => {
    serveAi(
      route("GET /ai-content/courses/:courseId/generation", () => ({
        data: job({
          id: "job-2",
          kind: "course-rest",
          status: "running",
          progress: {
            unit: "batch",
            done: 0,
            total: 1,
            totalBatches: 1,
            doneBatches: 0,
            cardsCreated: 0,
            plannedCards: 2,
            percentComplete: 0,
          },
          shortfall: null,
          canGenerateRest: false,
        }),
      })),
    );
    renderAiCreate(<CourseShortfallBanner courseId={courseId} />);
    expect(await screen.findByText("Generating the remaining cards... 0 of 2 cards")).toBeInTheDocument();
  });
});
