import { COLLECTION_COLORS, CollectionListResponse, CollectionResponse, ErrorResponse } from "@recall/shared";
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
let stranger: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await signUpUser(t.app);
  stranger = await signUpUser(t.app);
});
afterAll(() => t.close());

const error = (res: { json(): unknown }) => ErrorResponse.parse(res.json()).error;

describe("POST /api/collections (requirements C2 create modal, requirements C5 Collections, requirements C9 palette)", () => {
  it("creates with the default colour and config and answers 201 {data:{collection}}", async () => {
    const res = await call(t.app, u, "POST", "/collections", { name: "Art History", slug: "art-history" });
    expect(res.statusCode).toBe(201);
    const { collection } = CollectionResponse.parse(res.json()).data;
    expect(collection).toMatchObject({
      name: "Art History",
      slug: "art-history",
      color: "#3B82F6",
      description: "",
      isFavorite: false,
      isActive: true,
      stats: { totalCards: 0, lastStudied: null },
      config: { cardsPerSession: 15, sessionMode: "adaptive" },
    });
  });

  it("accepts every palette colour and a description", async () => {
    for (const [i, color] of COLLECTION_COLORS.entries()) {
      const res = await call(t.app, u, "POST", "/collections", {
        name: `C${i}`,
        slug: `palette-${i}`,
        color,
        description: "d",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.collection.color).toBe(color);
    }
  });

  it("answers 'Please enter both name and slug' for a blank name or slug, naming the field", async () => {
    const res = await call(t.app, u, "POST", "/collections", { name: "  ", slug: "ok" });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toMatchObject({
      message: "Please enter both name and slug",
      fields: { name: "is required" },
    });
    const both = await call(t.app, u, "POST", "/collections", {});
    expect(error(both).fields).toEqual({ name: "is required", slug: "is required" });
  });

  it("refuses a slug outside the spec rule, an unknown colour and unknown fields with 400 naming them", async () => {
    const res = await call(t.app, u, "POST", "/collections", {
      name: "X",
      slug: "Has Space",
      color: "#000000",
      owner: "me",
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(error(res).fields ?? {}).sort()).toEqual(["color", "owner", "slug"]);
    const cfg = await call(t.app, u, "POST", "/collections", {
      name: "X",
      slug: "x-cfg",
      config: { cardsPerSession: 4 },
    });
    expect(error(cfg).fields).toHaveProperty("config.cardsPerSession");
  });

  it("answers 409 with the spec's message for a slug the user already has; another user may reuse it", async () => {
    await newCollection(t.app, u, { slug: "taken" });
    const res = await call(t.app, u, "POST", "/collections", { name: "Again", slug: "taken" });
    expect(res.statusCode).toBe(409);
    expect(error(res).message).toBe("Failed to create collection. Check if the slug is unique.");
    expect(
      (await call(t.app, stranger, "POST", "/collections", { name: "Mine", slug: "taken" })).statusCode,
    ).toBe(201);
  });
});

describe("GET /api/collections (requirements C2 Collections: All / Favorites; requirements C7 isFavorite, isActive)", () => {
  it("lists only the user's collections with stats, favourites first, filtered by isFavorite and isActive", async () => {
    const owner = await signUpUser(t.app);
    const course = await courseWith(t.app, owner, simpleCards(3));
    const ids = await cardIdsOf(t.app, owner, course);
    const plain = await newCollection(t.app, owner, { name: "Plain" });
    const fav = await newCollection(t.app, owner, { name: "Fav" });
    const off = await newCollection(t.app, owner, { name: "Off" });
    await addCards(t.app, owner, fav, ids);
    await call(t.app, owner, "PATCH", `/collections/${fav}`, { isFavorite: true });
    await call(t.app, owner, "PATCH", `/collections/${off}`, { isActive: false });

    const all = CollectionListResponse.parse((await call(t.app, owner, "GET", "/collections")).json()).data
      .collections;
    expect(all.map((c) => c.id)).toHaveLength(3);
    expect(all[0]).toMatchObject({ id: fav, isFavorite: true, stats: { totalCards: 3, lastStudied: null } });
    expect(all.find((c) => c.id === plain)?.stats.totalCards).toBe(0);

    const favs = (await call(t.app, owner, "GET", "/collections?isFavorite=true")).json().data.collections;
    expect(favs.map((c: { id: string }) => c.id)).toEqual([fav]);
    const active = (await call(t.app, owner, "GET", "/collections?isActive=false")).json().data.collections;
    expect(active.map((c: { id: string }) => c.id)).toEqual([off]);
    expect((await call(t.app, owner, "GET", "/collections?isFavorite=maybe")).statusCode).toBe(400);
    const theirs = (await call(t.app, stranger, "GET", "/collections")).json().data.collections;
    expect(theirs.map((c: { id: string }) => c.id)).not.toContain(fav);
  });
});

describe("GET, PATCH, DELETE /api/collections/:id (requirements C2 Collection detail; requirements C8 'Collection not found')", () => {
  it("reads, edits (config merged) and deletes the user's collection", async () => {
    const id = await newCollection(t.app, u, { name: "Edit me" });
    const got = await call(t.app, u, "GET", `/collections/${id}`);
    expect(CollectionResponse.parse(got.json()).data.collection.name).toBe("Edit me");

    const patch = await call(t.app, u, "PATCH", `/collections/${id}`, {
      name: "Edited",
      description: "New",
      color: "#EC4899",
      isFavorite: true,
      config: { sessionMode: "random" },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data.collection).toMatchObject({
      name: "Edited",
      description: "New",
      color: "#EC4899",
      isFavorite: true,
      config: { cardsPerSession: 15, sessionMode: "random" },
    });
    const cfg = await call(t.app, u, "PATCH", `/collections/${id}`, { config: { cardsPerSession: 50 } });
    expect(cfg.json().data.collection.config).toEqual({ cardsPerSession: 50, sessionMode: "random" });

    const del = await call(t.app, u, "DELETE", `/collections/${id}`);
    expect(del.json()).toEqual({ data: { deleted: true } });
    expect((await call(t.app, u, "GET", `/collections/${id}`)).statusCode).toBe(404);
  });

  it("rejects a bad edit with 400 naming the fields", async () => {
    const id = await newCollection(t.app, u);
    const res = await call(t.app, u, "PATCH", `/collections/${id}`, {
      name: " ",
      color: "red",
      isFavorite: "yes",
      slug: "new-slug",
      config: { cardsPerSession: 51, sessionMode: "shuffle" },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(error(res).fields ?? {}).sort()).toEqual(
      ["color", "config.cardsPerSession", "config.sessionMode", "isFavorite", "name", "slug"].sort(),
    );
    expect((await call(t.app, u, "GET", "/collections/not-an-id")).statusCode).toBe(400);
  });

  it("answers 404 'Collection not found' to anyone but the owner, and for a missing id", async () => {
    const id = await newCollection(t.app, u);
    for (const [method, payload] of [["GET"], ["PATCH", { isFavorite: true }], ["DELETE"]] as const) {
      const res = await call(t.app, stranger, method, `/collections/${id}`, payload);
      expect(res.statusCode).toBe(404);
      expect(error(res).message).toBe("Collection not found");
    }
    expect((await call(t.app, u, "GET", `/collections/${RANDOM_UUID}`)).statusCode).toBe(404);
    expect((await call(t.app, u, "GET", `/collections/${id}`)).json().data.collection.isFavorite).toBe(false);
  });

  it("requires a signed-in user", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/collections" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/collections", payload: {} })).statusCode).toBe(
      401,
    );
  });
});
