import {
  AddCollectionCardsResponse,
  CollectionCardsResponse,
  ErrorResponse,
  RemoveCollectionCardsResponse,
  ReorderCollectionResponse,
} from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import {
  addCards,
  call,
  cardIdsOf,
  courseWith,
  newCollection,
  RANDOM_UUID,
  simpleCards,
} from "./collection-fixtures";

let t: TestApp;
let u: SignedUpUser;
let other: SignedUpUser;
let cards: string[];
let publicCards: string[];
let privateCards: string[];

beforeAll(async () => {
  t = await createTestApp();
  u = await signUpUser(t.app);
  other = await signUpUser(t.app);
  cards = await cardIdsOf(t.app, u, await courseWith(t.app, u, simpleCards(6)));
  publicCards = await cardIdsOf(
    t.app,
    other,
    await courseWith(t.app, other, simpleCards(2, ["Public"]), { isPublic: true }),
  );
  privateCards = await cardIdsOf(t.app, other, await courseWith(t.app, other, simpleCards(2, ["Private"])));
});
afterAll(() => t.close());

const error = (res: { json(): unknown }) => ErrorResponse.parse(res.json()).error;
const listIds = async (id: string, qs = "") =>
  CollectionCardsResponse.parse(
    (await call(t.app, u, "GET", `/collections/${id}/cards${qs}`)).json(),
  ).data.cards.map((c) => c.id);

describe("POST /api/collections/:id/cards (requirements C2 Card Library 'Add to Collection')", () => {
  it("adds own and public cards, idempotently, answering added and totalCards", async () => {
    const id = await newCollection(t.app, u);
    const first = await call(t.app, u, "POST", `/collections/${id}/cards`, {
      cardIds: [cards[0], cards[1], publicCards[0]],
    });
    expect(AddCollectionCardsResponse.parse(first.json()).data).toEqual({ added: 3, totalCards: 3 });
    const again = await addCards(t.app, u, id, [cards[1]!, cards[2]!, cards[2]!]);
    expect(again).toEqual({ added: 1, totalCards: 4 });
    expect(await listIds(id)).toEqual([cards[0], cards[1], publicCards[0], cards[2]]);
  });

  it("answers 404 naming a card the user cannot see, and adds nothing", async () => {
    const id = await newCollection(t.app, u);
    const res = await call(t.app, u, "POST", `/collections/${id}/cards`, {
      cardIds: [cards[0], privateCards[0]],
    });
    expect(res.statusCode).toBe(404);
    expect(error(res)).toMatchObject({
      message: `Card not found: ${privateCards[0]}`,
      fields: { "cardIds.1": "Card not found" },
    });
    expect(await listIds(id)).toEqual([]);
    expect(
      (await call(t.app, u, "POST", `/collections/${id}/cards`, { cardIds: [RANDOM_UUID] })).statusCode,
    ).toBe(404);
  });

  it("rejects an empty list, bad ids and more than 1000 ids with 400 naming the field", async () => {
    const id = await newCollection(t.app, u);
    for (const cardIds of [[], ["nope"], Array.from({ length: 1001 }, () => cards[0])]) {
      const res = await call(t.app, u, "POST", `/collections/${id}/cards`, { cardIds });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(error(res).fields ?? {})[0]).toMatch(/^cardIds/);
    }
    expect((await call(t.app, u, "POST", `/collections/${id}/cards`, {})).statusCode).toBe(400);
  });
});

describe("DELETE /api/collections/:id/cards (requirements C2 Collection detail: remove button)", () => {
  it("removes idempotently, answering removed and totalCards", async () => {
    const id = await newCollection(t.app, u);
    await addCards(t.app, u, id, cards.slice(0, 3));
    const res = await call(t.app, u, "DELETE", `/collections/${id}/cards`, { cardIds: [cards[0], cards[5]] });
    expect(RemoveCollectionCardsResponse.parse(res.json()).data).toEqual({ removed: 1, totalCards: 2 });
    const again = await call(t.app, u, "DELETE", `/collections/${id}/cards`, { cardIds: [cards[0]] });
    expect(again.json().data).toEqual({ removed: 0, totalCards: 2 });
  });
});

describe("GET /api/collections/:id/cards (requirements C7: limit, skip, sortBy, sortOrder; library uses 1000)", () => {
  it("lists cards with their course and collection position, sorted and paged", async () => {
    const id = await newCollection(t.app, u);
    await addCards(t.app, u, id, [cards[3]!, cards[0]!, cards[4]!, cards[1]!]);
    const res = await call(t.app, u, "GET", `/collections/${id}/cards`);
    const body = CollectionCardsResponse.parse(res.json()).data;
    expect(body.total).toBe(4);
    expect(body.cards.map((c) => c.collectionPosition)).toEqual([0, 1, 2, 3]);
    expect(body.cards[0]).toMatchObject({
      id: cards[3],
      face: "Card 4",
      courseName: expect.stringMatching(/^Course /),
    });

    expect(await listIds(id, "?sortBy=face")).toEqual([cards[0], cards[1], cards[3], cards[4]]);
    expect(await listIds(id, "?sortBy=face&sortOrder=desc&limit=2&skip=1")).toEqual([cards[3], cards[1]]);
    expect(await listIds(id, "?sortBy=topic")).toEqual([cards[0], cards[4], cards[3], cards[1]]);
    expect((await call(t.app, u, "GET", `/collections/${id}/cards?limit=1000`)).statusCode).toBe(200);
  });

  it("rejects bad paging and sorting with 400 naming the fields", async () => {
    const id = await newCollection(t.app, u);
    const res = await call(
      t.app,
      u,
      "GET",
      `/collections/${id}/cards?limit=1001&skip=-1&sortBy=id&sortOrder=up`,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(error(res).fields ?? {}).sort()).toEqual(["limit", "skip", "sortBy", "sortOrder"]);
  });
});

describe("PATCH /api/collections/:id/reorder (requirements C7)", () => {
  it("puts the listed cards first in the given order, the rest after in their order", async () => {
    const id = await newCollection(t.app, u);
    await addCards(t.app, u, id, cards.slice(0, 4));
    const res = await call(t.app, u, "PATCH", `/collections/${id}/reorder`, {
      cardIds: [cards[2], cards[0]],
    });
    const order = [cards[2], cards[0], cards[1], cards[3]];
    expect(ReorderCollectionResponse.parse(res.json()).data.cardIds).toEqual(order);
    expect(await listIds(id)).toEqual(order);
    const full = [...order].reverse() as string[];
    await call(t.app, u, "PATCH", `/collections/${id}/reorder`, { cardIds: full });
    expect(await listIds(id)).toEqual(full);
  });

  it("rejects an id that is not in the collection or listed twice with 400 naming it", async () => {
    const id = await newCollection(t.app, u);
    await addCards(t.app, u, id, cards.slice(0, 2));
    const res = await call(t.app, u, "PATCH", `/collections/${id}/reorder`, {
      cardIds: [cards[0], cards[0], cards[5]],
    });
    expect(res.statusCode).toBe(400);
    expect(error(res).fields).toEqual({
      "cardIds.1": "is listed twice",
      "cardIds.2": "is not in this collection",
    });
  });
});

describe("another user's collection is 404 'Collection not found' on every card route", () => {
  it("refuses add, remove, list and reorder", async () => {
    const id = await newCollection(t.app, u);
    await addCards(t.app, u, id, [cards[0]!]);
    const routes = [
      ["POST", `/collections/${id}/cards`, { cardIds: [publicCards[0]] }],
      ["DELETE", `/collections/${id}/cards`, { cardIds: [cards[0]] }],
      ["GET", `/collections/${id}/cards`, undefined],
      ["PATCH", `/collections/${id}/reorder`, { cardIds: [cards[0]] }],
    ] as const;
    for (const [method, url, payload] of routes) {
      const res = await call(t.app, other, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(error(res).message).toBe("Collection not found");
    }
    expect(await listIds(id)).toEqual([cards[0]]);
  });
});
