import {
  type AiStatus,
  type CoverageReport,
  DEFAULT_PREFS,
  type Material,
  type SyllabusSubtopic,
  type SyllabusSummary,
} from "@recall/shared";
import { useAuthStore } from "../../../stores/auth-store";
import { type FetchCall, mockFetch, type Reply, renderPage } from "../../../test/render";
import { SyllabusDetailPage } from "../pages/syllabus-detail-page";
import { SyllabusListPage } from "../pages/syllabus-list-page";

/** Test data and a fake of the syllabus routes (only *.test.tsx import this). */

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

/** A fake server over one syllabus: each successful generate-subtopic completes the next subtopic. */
export function serveSyllabi(opts: ServeOptions = {}) {
  let done = 0;
  const next = () => makeReport(done).subtopics.filter((s) => s.status !== "completed");
  return mockFetch(async (call) => {
    const { method, url } = call;
    if (url === "/api/ai-content/status") return { body: { data: opts.status ?? configured } };
    // The dialog's material picker: no earlier material; pasted text answers `opts.material`.
    if (method === "GET" && url === "/api/ai-content/materials") return { body: { data: { materials: [] } } };
    if (method === "POST" && url === "/api/ai-content/materials" && opts.material) {
      return { status: 201, body: { data: opts.material } };
    }
    if (method === "GET" && url === "/api/ai-content/syllabus") {
      return { body: { data: { syllabi: opts.syllabi ?? [] } } };
    }
    if (method === "POST" && url === "/api/ai-content/syllabus/generate") {
      if (opts.create) return opts.create(call);
      return { body: { data: { syllabus: summaryOf(makeReport()) } } };
    }
    if (url.startsWith(`/api/ai-content/syllabus/${SYLLABUS_ID}/report`)) {
      return opts.report ?? { body: { data: makeReport(done) } };
    }
    const nextMatch = /^\/api\/ai-content\/syllabus\/[^/]+\/next\?count=(\d+)$/.exec(url);
    if (nextMatch) return { body: { data: { subtopics: next().slice(0, Number(nextMatch[1])) } } };
    if (method === "POST" && url === "/api/ai-content/syllabus/generate-subtopic") {
      if (opts.generate) return opts.generate(call);
      done += 1;
      const report = makeReport(done);
      return {
        body: {
          data: {
            course: { id: COURSE_ID, name: "Optics", cardCount: done * 8 },
            subtopic: report.subtopics[done - 1],
            cardsGenerated: 8,
            shortfall: null,
            metadata: { calls: 1 },
          },
        },
      };
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  });
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
