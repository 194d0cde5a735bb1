import { CollectionResponse, ErrorResponse, SLUG_MESSAGES } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, courseWith, newCollection } from "./collection-fixtures";

let t: TestApp;
let u: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  u = await signUpUser(t.app);
});
afterAll(() => t.close());

const error = (res: { json(): unknown }) => ErrorResponse.parse(res.json()).error;
const collection = (res: { json(): unknown }) => CollectionResponse.parse(res.json()).data.collection;

describe("collection slugs (one slug rule, plain message for a name without usable characters)", () => {
  it("stores the slug trimmed and collapsed by the one slug rule", async () => {
    const res = await call(t.app, u, "POST", "/collections", { name: "Hello", slug: "-hello--world-" });
    expect(res.statusCode).toBe(201);
    expect(collection(res).slug).toBe("hello-world");
  });

  it("says plainly when the name has no usable characters (400 naming the field), not 'enter both'", async () => {
    const res = await call(t.app, u, "POST", "/collections", { name: "!!!", slug: "" });
    expect(res.statusCode).toBe(400);
    expect(error(res)).toMatchObject({
      message: SLUG_MESSAGES.noUsableCharacters,
      fields: { name: SLUG_MESSAGES.noUsableCharacters },
    });
    const dashes = await call(t.app, u, "POST", "/collections", { name: "Ok", slug: "---" });
    expect(error(dashes)).toMatchObject({
      message: SLUG_MESSAGES.noUsableCharacters,
      fields: { slug: SLUG_MESSAGES.noUsableCharacters },
    });
  });

  it("derives a duplicate's slug with accents transliterated, and refuses a name without usable characters", async () => {
    const id = await newCollection(t.app, u);
    const copy = await call(t.app, u, "POST", `/collections/${id}/duplicate`, { newName: "Émile Zola" });
    expect(copy.statusCode).toBe(201);
    expect(collection(copy)).toMatchObject({ name: "Émile Zola", slug: "emile-zola" });
    const bad = await call(t.app, u, "POST", `/collections/${id}/duplicate`, { newName: "!!!" });
    expect(bad.statusCode).toBe(400);
    expect(error(bad)).toMatchObject({
      message: SLUG_MESSAGES.noUsableCharacters,
      fields: { newName: SLUG_MESSAGES.noUsableCharacters },
    });
  });

  it("makes a collection from a course whose name has accents or no usable characters", async () => {
    const accented = await courseWith(t.app, u, [{ face: "Q", back: "A" }], { name: "  Crème   Brûlée  " });
    const made = await call(t.app, u, "POST", `/collections/from-course/${accented}`);
    expect(collection(made).slug).toBe("creme-brulee");
    const symbols = await courseWith(t.app, u, [{ face: "Q", back: "A" }], { name: "!!!" });
    expect(collection(await call(t.app, u, "POST", `/collections/from-course/${symbols}`)).slug).toBe(
      "collection",
    );
  });
});

describe("PATCH /api/collections/:id: editing name, description, colour and session settings", () => {
  it("saves each edit and refuses cards per session outside 5-50 with a 400 naming the field", async () => {
    const id = await newCollection(t.app, u, { name: "Before" });
    const edit = await call(t.app, u, "PATCH", `/collections/${id}`, {
      name: "After",
      description: "Now with a description",
      color: "#8B5CF6",
      config: { cardsPerSession: 5, sessionMode: "sequential" },
    });
    expect(edit.statusCode).toBe(200);
    expect(collection(edit)).toMatchObject({
      name: "After",
      description: "Now with a description",
      color: "#8B5CF6",
      config: { cardsPerSession: 5, sessionMode: "sequential" },
    });
    for (const [value, message] of [
      [4, "must be at least 5"],
      [51, "must be at most 50"],
      [12.5, "must be a whole number"],
    ] as const) {
      const res = await call(t.app, u, "PATCH", `/collections/${id}`, { config: { cardsPerSession: value } });
      expect(res.statusCode).toBe(400);
      expect(error(res)).toMatchObject({
        code: "VALIDATION_ERROR",
        fields: { "config.cardsPerSession": message },
      });
    }
    // Nothing of a refused edit is kept.
    const after = collection(await call(t.app, u, "GET", `/collections/${id}`));
    expect(after.config).toEqual({ cardsPerSession: 5, sessionMode: "sequential" });
    expect(
      collection(await call(t.app, u, "PATCH", `/collections/${id}`, { config: { cardsPerSession: 50 } }))
        .config.cardsPerSession,
    ).toBe(50);
  });
});
