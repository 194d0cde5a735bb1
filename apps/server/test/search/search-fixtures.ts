import type { App } from "../../src/lib/http";
import type { SignedUpUser } from "../helpers/factories";

export type CardInput = { face: string; back: string; topic?: string; level?: string; [k: string]: unknown };

/** A card with the required fields filled in. */
export const card = (c: CardInput) => ({ topic: "General", level: "Beginner", type: "basic", ...c });

/** Uploads a course with these cards (optionally public, optionally inactive); returns its id. */
export async function courseWith(
  app: App,
  user: SignedUpUser,
  cards: CardInput[],
  opts: { isPublic?: boolean; isActive?: boolean; name?: string } = {},
): Promise<string> {
  const slug = `c-${Math.random().toString(36).slice(2, 10)}`;
  const res = await app.inject({
    method: "POST",
    url: "/api/courses/upload",
    headers: user.auth,
    payload: { name: opts.name ?? `Course ${slug}`, slug, topics: [], levels: [], cards: cards.map(card) },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  const id = res.json().data.course.id as string;
  const patch: Record<string, boolean> = {};
  if (opts.isPublic) patch.isPublic = true;
  if (opts.isActive === false) patch.isActive = false;
  if (Object.keys(patch).length) {
    const r = await app.inject({
      method: "PATCH",
      url: `/api/courses/${id}`,
      headers: user.auth,
      payload: patch,
    });
    if (r.statusCode !== 200) throw new Error(`patch failed: ${r.body}`);
  }
  return id;
}

/** The ids of a course's cards in position order. */
export async function cardIdsOf(app: App, user: SignedUpUser, courseId: string): Promise<string[]> {
  const res = await app.inject({
    method: "GET",
    url: `/api/courses/${courseId}/cards?limit=1000`,
    headers: user.auth,
  });
  if (res.statusCode !== 200) throw new Error(`cards failed: ${res.body}`);
  return res.json().data.cards.map((c: { id: string }) => c.id);
}

export function postSearch(
  app: App,
  user: SignedUpUser,
  body: Record<string, unknown>,
  url = "/api/cards/search",
) {
  return app.inject({ method: "POST", url, headers: user.auth, payload: body });
}

export const faces = (res: { json(): { data: { cards: { face: string }[] } } }) =>
  res.json().data.cards.map((c) => c.face);
