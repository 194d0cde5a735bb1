import type { App } from "../../src/lib/http";
import type { SignedUpUser } from "../helpers/factories";

export { cardIdsOf, courseWith } from "../search/search-fixtures";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** One API call as `user`. */
export const call = (app: App, user: SignedUpUser, method: Method, url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let n = 0;
/** Creates a collection through the API and returns its id. */
export async function newCollection(
  app: App,
  user: SignedUpUser,
  body: Record<string, unknown> = {},
): Promise<string> {
  n += 1;
  const res = await call(app, user, "POST", "/collections", {
    name: `Collection ${n}`,
    slug: `collection-${n}`,
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.collection.id;
}

export async function addCards(app: App, user: SignedUpUser, id: string, cardIds: string[]) {
  const res = await call(app, user, "POST", `/collections/${id}/cards`, { cardIds });
  if (res.statusCode !== 200) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { added: number; totalCards: number };
}

/** `count` simple cards of the given topics, faces "Card 1".."Card n". */
export const simpleCards = (count: number, topics = ["Alpha", "Beta"]) =>
  Array.from({ length: count }, (_, i) => ({
    face: `Card ${i + 1}`,
    back: `Back ${i + 1}`,
    topic: topics[i % topics.length]!,
  }));

export const RANDOM_UUID = "00000000-0000-4000-8000-000000000000";
