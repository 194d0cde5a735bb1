import { type AiStatus, type Card, type Course, DEFAULT_PREFS, type McqSuggestion } from "@recall/shared";
import { vi } from "vitest";
import { useAuthStore } from "../../../stores/auth-store";
import { makeCard } from "../../../test/card-factory";
import { type Reply, renderPage } from "../../../test/render";
import { makeCourse } from "../../courses/testing";
import { ImproveCoursePage } from "../pages/improve-course-page";

/** Test data and a fake of the routes the Improve Course page calls (only *.test.tsx import this). */

export const course = makeCourse({ name: "Astronomy" });

export function planetCards(): Card[] {
  return [
    makeCard({
      id: "aaaaaaaa-0000-4000-8000-000000000001",
      courseId: course.id,
      face: "Which planet is closest to the Sun?",
      back: "Mercury",
      topic: "Planets",
      level: "Beginner",
    }),
    makeCard({
      id: "aaaaaaaa-0000-4000-8000-000000000002",
      courseId: course.id,
      face: "Which planet is known as the Red Planet?",
      back: "Mars",
      topic: "Planets",
      level: "Intermediate",
    }),
    makeCard({
      id: "aaaaaaaa-0000-4000-8000-000000000003",
      courseId: course.id,
      face: "Pick the largest planet",
      back: "Jupiter",
      topic: "Giants",
      level: "Advanced",
      type: "mcq",
      options: ["Saturn", "Jupiter", "Neptune", "Uranus"],
      answerIndex: 1,
    }),
  ];
}

export const suggestionFor = (card: Card, confidence = 0.9): McqSuggestion => ({
  mcqOptions: ["Venus", card.back, "Earth", "Neptune"],
  mcqCorrectIndex: 1,
  confidence,
  reasoning: "Planets that learners often confuse.",
  problems: [],
});

export const configured: AiStatus = {
  configured: true,
  provider: "openai",
  model: "gpt-4o-mini",
  message: null,
};

export interface Call {
  method: string;
  url: string;
  body: unknown;
  signal: AbortSignal | null;
}

export interface ServeOptions {
  course?: Course | Reply;
  cards?: Card[];
  status?: AiStatus;
  generate?: (card: Card, call: Call) => Reply | Promise<Reply>;
  save?: (card: Card, call: Call) => Reply | Promise<Reply>;
}

const abortError = () => new DOMException("The operation was aborted.", "AbortError");

/**
 * Replaces fetch with the Improve Course routes over an in-memory card list. Unlike the shared mockFetch,
 * an aborted request rejects as the browser's does, so cancelling and leaving the page can be tested.
 */
export function serveImprove(opts: ServeOptions = {}) {
  const cards = opts.cards ?? planetCards();
  const calls: Call[] = [];
  const answer = async (call: Call): Promise<Reply> => {
    const { url, method } = call;
    if (url === "/api/ai-content/status") return { body: { data: opts.status ?? configured } };
    if (url === "/api/auth/resend-verification") return { body: { message: "A new link is on its way." } };
    const cardMatch = /^\/api\/courses\/[^/]+\/cards\/([^/]+)\/(generate-mcq|mcq-options)$/.exec(url);
    if (cardMatch) {
      const card = cards.find((c) => c.id === cardMatch[1])!;
      if (cardMatch[2] === "generate-mcq") {
        return opts.generate ? opts.generate(card, call) : { body: { data: suggestionFor(card) } };
      }
      if (opts.save) return opts.save(card, call);
      const body = call.body as { mcqOptions: string[]; mcqCorrectIndex: number };
      const saved: Card = {
        ...card,
        type: "mcq",
        options: body.mcqOptions,
        answerIndex: body.mcqCorrectIndex,
      };
      cards.splice(cards.indexOf(card), 1, saved);
      return { body: { data: { card: { ...saved, mcqCorrectIndex: body.mcqCorrectIndex } } } };
    }
    if (url.startsWith(`/api/courses/${course.id}/cards`))
      return { body: { data: { cards, total: cards.length } } };
    if (method === "GET" && url.startsWith("/api/courses/")) {
      const c = opts.course ?? course;
      return "id" in c ? { body: { data: { course: c } } } : c;
    }
    throw new Error(`Unexpected call ${method} ${url}`);
  };
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const call: Call = {
      method: init?.method ?? "GET",
      url: typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      signal: init?.signal ?? null,
    };
    calls.push(call);
    if (call.signal?.aborted) throw abortError();
    const reply = await new Promise<Reply>((resolve, reject) => {
      call.signal?.addEventListener("abort", () => reject(abortError()), { once: true });
      answer(call).then(resolve, reject);
    });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  const generated = () => calls.filter((c) => c.url.endsWith("/generate-mcq"));
  const savedCalls = () => calls.filter((c) => c.url.endsWith("/mcq-options"));
  return { calls, cards, generated, saved: savedCalls };
}

/** Signs a user in (guidelines accepted unless told otherwise) and renders /courses/{id}/improve. */
export function renderImprove({
  courseId = course.id,
  guidelinesAccepted = true,
  emailVerified = true,
} = {}) {
  useAuthStore.setState({
    token: "token",
    isAuthenticated: true,
    user: {
      id: "owner-1",
      email: "ada@example.com",
      displayName: "Ada",
      timezone: "UTC",
      emailVerified,
      guidelinesAccepted,
      createdAt: "2025-01-01T00:00:00.000Z",
      prefs: { ...DEFAULT_PREFS },
    },
  });
  return renderPage(<ImproveCoursePage />, {
    path: `/courses/${courseId}/improve`,
    route: "/courses/:id/improve",
    routes: [{ path: "/courses", element: <h1>Browse page</h1> }],
  });
}
