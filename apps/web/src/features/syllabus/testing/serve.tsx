import {
  type AiStatus,
  type CoverageReport,
  DEFAULT_PREFS,
  type Material,
  type SyllabusSubtopic,
  type SyllabusSummary,
} from "@recall/shared";
import { useAuthStore } from "../../../stores/auth-store";
import { answered, fromReply, route, serve } from "../../../test/msw";
import { type FetchCall, type Reply, renderPage } from "../../../test/render";
import { SyllabusDetailPage } from "../pages/syllabus-detail-page";
import { SyllabusListPage } from "../pages/syllabus-list-page";

/** Test data and the syllabus routes, served by MSW (only *.test.tsx import this). */

export const SYLLABUS_ID = "bbbbbbbb-0000-4000-8000-000000000001";
export const COURSE_ID = "cccccccc-0000-4000-8000-000000000001";

export const configured: AiStatus = {
  configured: true,
  provider: "openai",
  model: "gpt-4o-mini",
  message: null,
};

export function subtopic(i: number, overrides: Partial<SyllabusSubtopic> = {}): SyllabusSubtopic {
  return {
    name: `Optics ${i}`,
    description: `Part ${i} of optics.`,
    difficulty: i < 3 ? "beginner" : i < 5 ? "intermediate" : "advanced",
    status: "not_started",
    cardCount: 0,
    plannedCards: 8,
    generating: false,
    lastShortfall: null,
    ...overrides,
  };
}

/** A 5-subtopic, 40-card syllabus whose first `done` subtopics have their 8 cards. */
export function makeReport(done = 0): CoverageReport {
  const subtopics = [1, 2, 3, 4, 5].map((i) =>
    i <= done ? subtopic(i, { status: "completed", cardCount: 8 }) : subtopic(i),
  );
  const total = done * 8;
  const cardsOf = (level: string) =>
    subtopics.filter((s) => s.difficulty === level).reduce((n, s) => n + s.cardCount, 0);
  return {
    id: SYLLABUS_ID,
    mainTopic: "Optics",
    description: "Light, lenses and colour.",
    status: done === 0 ? "structured" : done === 5 ? "completed" : "in_progress",
    courseId: COURSE_ID,
    progress: {
      totalCards: total,
      plannedCards: 40,
      percentComplete: Math.floor((total / 40) * 100),
      mcqCards: Math.round(total * 0.8),
      plannedMcq: 32,
    },
    byDifficulty: {
      beginner: cardsOf("beginner"),
      intermediate: cardsOf("intermediate"),
      advanced: cardsOf("advanced"),
    },
    shortfall: null,
    subtopics,
  };
}

export function summaryOf(report: CoverageReport): SyllabusSummary {
  return {
    id: report.id,
    mainTopic: report.mainTopic,
    description: report.description,
    status: report.status,
    courseId: report.courseId,
    syllabus: {
      totalSubtopics: report.subtopics.length,
      completedSubtopics: report.subtopics.filter((s) => s.status === "completed").length,
      subtopics: report.subtopics.map(({ name, status, cardCount }) => ({ name, status, cardCount })),
    },
    coverage: { totalCardsGenerated: report.progress.totalCards, plannedCards: report.progress.plannedCards },
    createdAt: "2026-11-01T00:00:00.000Z",
  };
}

export interface ServeOptions {
  syllabi?: SyllabusSummary[];
  status?: AiStatus;
  report?: Reply;
  create?: (call: FetchCall) => Reply | Promise<Reply>;
  generate?: (call: FetchCall) => Reply | Promise<Reply>;
  /** What POST /ai-content/materials answers (unset: the call fails the test). */
  material?: Material;
}

/** Serves one syllabus (MSW): each successful generate-subtopic completes the next subtopic. */
export function serveSyllabi(opts: ServeOptions = {}) {
  let done = 0;
  const next = () => makeReport(done).subtopics.filter((s) => s.status !== "completed");
  const callOf = (request: Request, body: unknown): FetchCall => {
    const url = new URL(request.url);
    return { method: request.method, url: url.pathname + url.search, body };
  };
  const calls = serve(
    route("GET /ai-content/status", () => ({ data: opts.status ?? configured })),
    // The dialog's material picker: no earlier material; pasted text answers `opts.material`.
    route("GET /ai-content/materials", () => ({ data: { materials: [] } })),
    ...(opts.material
      ? [
          route("POST /ai-content/materials", () =>
            answered("POST /ai-content/materials", 201, { data: opts.material! }),
          ),
        ]
      : []),
    route("GET /ai-content/syllabus", () => ({ data: { syllabi: opts.syllabi ?? [] } })),
    route("POST /ai-content/syllabus/generate", async ({ request, body }) =>
      opts.create
        ? fromReply(await opts.create(callOf(request, body)))
        : { data: { syllabus: summaryOf(makeReport()) } },
    ),
    route("GET /ai-content/syllabus/:id/report", () =>
      opts.report ? fromReply(opts.report) : { data: makeReport(done) },
    ),
    route("GET /ai-content/syllabus/:id/next", ({ query }) => ({
      data: { subtopics: next().slice(0, Number(query.get("count"))) },
    })),
    route("POST /ai-content/syllabus/generate-subtopic", async ({ request, body }) => {
      if (opts.generate) return fromReply(await opts.generate(callOf(request, body)));
      done += 1;
      const report = makeReport(done);
      return {
        data: {
          course: { id: COURSE_ID, name: "Optics", cardCount: done * 8 },
          subtopic: report.subtopics[done - 1]!,
          cardsGenerated: 8,
          shortfall: null,
          metadata: { calls: 1 },
        },
      };
    }),
  );
  return { calls };
}

function signIn(guidelinesAccepted: boolean) {
  useAuthStore.setState({
    token: "token",
    isAuthenticated: true,
    user: {
      id: "owner-1",
      email: "ada@example.com",
      displayName: "Ada",
      timezone: "UTC",
      emailVerified: true,
      guidelinesAccepted,
      createdAt: "2025-01-01T00:00:00.000Z",
      prefs: { ...DEFAULT_PREFS },
    },
  });
}

const detailRoute = { path: "/syllabus/:indexId", element: <SyllabusDetailPage /> };

export function renderList({ guidelinesAccepted = true } = {}) {
  signIn(guidelinesAccepted);
  return renderPage(<SyllabusListPage />, { path: "/syllabus", routes: [detailRoute] });
}

export function renderDetail(indexId = SYLLABUS_ID) {
  signIn(true);
  return renderPage(<SyllabusDetailPage />, {
    path: `/syllabus/${indexId}`,
    route: "/syllabus/:indexId",
    routes: [{ path: "/syllabus", element: <h1>Syllabus list</h1> }],
  });
}
