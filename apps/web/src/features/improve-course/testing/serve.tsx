import { type AiStatus, type Card, type Course, DEFAULT_PREFS, type McqSuggestion } from "@recall/shared";
import { HttpResponse } from "msw";
import { useAuthStore } from "../../../stores/auth-store";
import { makeCard } from "../../../test/card-factory";
import { route, serve } from "../../../test/msw";
import { type Reply, renderPage } from "../../../test/render";
import { makeCourse } from "../../courses/testing";
import { ImproveCoursePage } from "../pages/improve-course-page";

/** Test data and the routes the Improve Course page calls, served by MSW (only *.test.tsx import this). */

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

/** A Reply of the tests as the Response the server would send. */
const asResponse = ({ status = 200, body }: Reply) => HttpResponse.json(body as object, { status });

/**
 * Serves the Improve Course routes over an in-memory card list (Mock Service Worker): an aborted request
 * rejects as the browser's does, so cancelling and leaving the page can be tested.
 */
export function serveImprove(opts: ServeOptions = {}) {
  const cards = opts.cards ?? planetCards();
  const calls: Call[] = [];
  const record = ({ request, body }: { request: Request; body: unknown }): Call => {
    const url = new URL(request.url);
    const call = { method: request.method, url: url.pathname + url.search, body, signal: request.signal };
    calls.push(call);
    return call;
  };
  const cardOf = (id: string) => cards.find((c) => c.id === id)!;
  serve(
    route("GET /ai-content/status", (req) => {
      record(req);
      return { data: opts.status ?? configured };
    }),
    route("POST /auth/resend-verification", (req) => {
      record(req);
      return { message: "A new link is on its way." };
    }),
    route("POST /courses/:id/cards/:cardId/generate-mcq", async (req) => {
      const call = record(req);
      const card = cardOf(req.params.cardId);
      return opts.generate ? asResponse(await opts.generate(card, call)) : { data: suggestionFor(card) };
    }),
    route("PATCH /courses/:id/cards/:cardId/mcq-options", async (req) => {
      const call = record(req);
      const card = cardOf(req.params.cardId);
      if (opts.save) return asResponse(await opts.save(card, call));
      const { mcqOptions, mcqCorrectIndex } = req.body;
      const saved: Card = { ...card, type: "mcq", options: mcqOptions, answerIndex: mcqCorrectIndex };
      cards.splice(cards.indexOf(card), 1, saved);
      return { data: { card: { ...saved, mcqCorrectIndex } } };
    }),
    route("GET /courses/:id/cards", (req) => {
      record(req);
      return { data: { cards, total: cards.length } };
    }),
    route("GET /courses/:id", (req) => {
      record(req);
      const c = opts.course ?? course;
      return "id" in c ? { data: { course: c } } : asResponse(c);
    }),
  );
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
