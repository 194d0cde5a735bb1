import type { App } from "../../src/lib/http";
import type { SignedUpUser } from "../helpers/factories";

export function sampleCards(n: number, topics = ["Alpha", "Beta", "Gamma"]) {
  return Array.from({ length: n }, (_, i) => ({
    face: `Question ${i + 1}?`,
    back: `Answer ${i + 1}`,
    topic: topics[i % topics.length]!,
    level: "Beginner",
    type: "mcq",
    options: [`Answer ${i + 1}`, "Wrong A", "Wrong B", "Wrong C"],
    answerIndex: 0,
  }));
}

/** Uploads a course through the API and returns its id. */
export async function uploadCourse(
  app: App,
  user: SignedUpUser,
  opts: { slug?: string; cards?: unknown[]; isPublic?: boolean } = {},
): Promise<string> {
  const slug = opts.slug ?? `course-${Math.random().toString(36).slice(2, 8)}`;
  const res = await app.inject({
    method: "POST",
    url: "/api/courses/upload",
    headers: user.auth,
    payload: {
      name: `Course ${slug}`,
      slug,
      topics: [],
      levels: [],
      config: { defaultFrequency: "daily", cardsPerSession: 15 },
      cards: opts.cards ?? sampleCards(12),
    },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  const id = res.json().data.course.id as string;
  if (opts.isPublic) {
    const patch = await app.inject({
      method: "PATCH",
      url: `/api/courses/${id}`,
      headers: user.auth,
      payload: { isPublic: true },
    });
    if (patch.statusCode !== 200) throw new Error(`publish failed: ${patch.body}`);
  }
  return id;
}

export async function startSession(app: App, user: SignedUpUser, courseIds: string[], plannedCards = 10) {
  return app.inject({
    method: "POST",
    url: "/api/sessions/start",
    headers: user.auth,
    payload: { courseIds, plannedCards },
  });
}

/** Starts a session of `plannedCards` and returns its id and card ids, in session order. */
export async function startedSession(app: App, user: SignedUpUser, courseIds: string[], plannedCards = 5) {
  const res = await startSession(app, user, courseIds, plannedCards);
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    sessionId: body.data.session.id as string,
    cardIds: body.data.cards.map((c: { id: string }) => c.id) as string[],
  };
}

export function answer(
  app: App,
  user: SignedUpUser,
  payload: {
    sessionId: string;
    cardId: string;
    correct?: boolean;
    timeTakenMs?: number;
    [k: string]: unknown;
  },
) {
  return app.inject({
    method: "POST",
    url: "/api/sessions/answer",
    headers: user.auth,
    payload: { timeTakenMs: 3000, signals: {}, retryAttempts: 0, retrySuccessful: false, ...payload },
  });
}
