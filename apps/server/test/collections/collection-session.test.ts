import { CollectionResponse, ErrorResponse, StartSessionResponse } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { answer } from "../sessions/session-fixtures";
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
let own: string[];

beforeAll(async () => {
  t = await createTestApp();
  u = await signUpUser(t.app);
  other = await signUpUser(t.app);
  own = await cardIdsOf(t.app, u, await courseWith(t.app, u, simpleCards(12, ["Alpha", "Beta", "Gamma"])));
});
afterAll(() => t.close());

const start = (user: SignedUpUser, collectionId: unknown) =>
  call(t.app, user, "POST", "/sessions/start-from-collection", { collectionId });
const error = (res: { json(): unknown }) => ErrorResponse.parse(res.json()).error;

describe("POST /api/sessions/start-from-collection (requirements S7; requirements C4 'Sessions from a collection')", () => {
  it("answers 201 {data:{session, cards}} like /sessions/start, sets lastStudied, and the cards can be answered", async () => {
    const id = await newCollection(t.app, u, { config: { cardsPerSession: 5 } });
    await addCards(t.app, u, id, own);
    const before = Date.now();
    const res = await start(u, id);
    expect(res.statusCode).toBe(201);
    const body = StartSessionResponse.parse(res.json()).data;
    expect(body.session.collectionId).toBe(id);
    expect(body.session.plannedCards).toBe(5);
    expect(body.cards).toHaveLength(5);
    for (const c of body.cards) expect(own).toContain(c.id);

    const after = CollectionResponse.parse((await call(t.app, u, "GET", `/collections/${id}`)).json()).data
      .collection;
    expect(Date.parse(after.stats.lastStudied ?? "")).toBeGreaterThanOrEqual(before - 1000);
    const listed = (await call(t.app, u, "GET", "/collections")).json().data.collections;
    expect(listed.find((c: { id: string }) => c.id === id).stats.lastStudied).toBe(after.stats.lastStudied);

    const answered = await answer(t.app, u, {
      sessionId: body.session.id,
      cardId: body.cards[0]!.id,
      correct: true,
    });
    expect(answered.statusCode).toBe(200);
  });

  it("sequential mode follows the collection order; random mode draws cardsPerSession distinct cards", async () => {
    const seq = await newCollection(t.app, u, { config: { cardsPerSession: 5, sessionMode: "sequential" } });
    const order = [...own].reverse();
    await addCards(t.app, u, seq, order);
    const first = StartSessionResponse.parse((await start(u, seq)).json()).data.cards.map((c) => c.id);
    expect(first).toEqual(order.slice(0, 5));

    const rnd = await newCollection(t.app, u, { config: { cardsPerSession: 10, sessionMode: "random" } });
    await addCards(t.app, u, rnd, own);
    const drawn = StartSessionResponse.parse((await start(u, rnd)).json()).data.cards.map((c) => c.id);
    expect(new Set(drawn).size).toBe(10);
  });

  it("adaptive mode studies every card when the collection is smaller than planned, topics interleaved", async () => {
    const id = await newCollection(t.app, u, { config: { cardsPerSession: 20 } });
    await addCards(t.app, u, id, own.slice(0, 6));
    const cards = StartSessionResponse.parse((await start(u, id)).json()).data.cards;
    expect(cards.map((c) => c.id).sort()).toEqual(own.slice(0, 6).sort());
    for (let i = 1; i < cards.length; i++) expect(cards[i]!.topic).not.toBe(cards[i - 1]!.topic);
  });

  it("never studies a card the user can no longer see (its course was made private)", async () => {
    const course = await courseWith(t.app, other, simpleCards(3, ["Shared"]), { isPublic: true });
    const shared = await cardIdsOf(t.app, other, course);
    const id = await newCollection(t.app, u, { config: { cardsPerSession: 10 } });
    await addCards(t.app, u, id, [...shared, own[0]!]);
    await call(t.app, other, "PATCH", `/courses/${course}`, { isPublic: false });
    const cards = StartSessionResponse.parse((await start(u, id)).json()).data.cards.map((c) => c.id);
    expect(cards).toEqual([own[0]]);
    expect((await call(t.app, u, "GET", `/collections/${id}`)).json().data.collection.stats.totalCards).toBe(
      1,
    );
  });

  it("answers 404 for another user's collection, 400 for an empty or inactive one or a bad id", async () => {
    const theirs = await newCollection(t.app, other);
    await addCards(
      t.app,
      other,
      theirs,
      await cardIdsOf(t.app, other, await courseWith(t.app, other, simpleCards(2))),
    );
    for (const id of [theirs, RANDOM_UUID]) {
      const res = await start(u, id);
      expect(res.statusCode).toBe(404);
      expect(error(res).message).toBe("Collection not found");
    }
    const empty = await newCollection(t.app, u);
    expect((await start(u, empty)).statusCode).toBe(400);
    const off = await newCollection(t.app, u);
    await addCards(t.app, u, off, own.slice(0, 2));
    await call(t.app, u, "PATCH", `/collections/${off}`, { isActive: false });
    expect(error(await start(u, off)).message).toMatch(/inactive collection/);
    const bad = await start(u, "nope");
    expect(bad.statusCode).toBe(400);
    expect(error(bad).fields).toHaveProperty("collectionId");
    expect(
      (await t.app.inject({ method: "POST", url: "/api/sessions/start-from-collection", payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});
