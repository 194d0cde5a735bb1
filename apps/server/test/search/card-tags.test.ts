import { CardSearchResponse } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { cardIdsOf, courseWith, faces, postSearch } from "./search-fixtures";

// "Tags stored where they can be indexed and counted without unnesting JSON per row" — the
// card_tags rows follow every write of cards.concept_tags (migration 0025 triggers), so the tag filter and
// the tag counts stay right after uploads, edits and deletes.
let t: TestApp;
let u: SignedUpUser;
let courseId: string;
let ids: string[];

const tagRows = async () =>
  (
    await t.database.sql.query<{ card_id: string; tag: string }>(
      "select card_id, tag from card_tags where card_id = any($1) order by card_id, tag",
      [ids],
    )
  ).rows;

const tagCounts = async () =>
  CardSearchResponse.parse((await postSearch(t.app, u, { courseIds: [courseId] })).json()).data.aggregations
    .tags;

beforeAll(async () => {
  t = await createTestApp();
  u = await signUpUser(t.app);
  courseId = await courseWith(t.app, u, [
    { face: "Cell wall?", back: "Cellulose", conceptTags: ["cells", "plants"] },
    { face: "Powerhouse?", back: "Mitochondria", conceptTags: ["cells"] },
    { face: "Untagged?", back: "Yes" },
  ]);
  ids = await cardIdsOf(t.app, u, courseId);
});
afterAll(() => t.close());

describe("card tags", () => {
  it("an upload writes one row per tag of each card", async () => {
    expect(await tagRows()).toHaveLength(3);
    expect(await tagCounts()).toEqual([
      { value: "cells", count: 2 },
      { value: "plants", count: 1 },
    ]);
  });

  it("editing a card's tags replaces its rows; editing anything else leaves them", async () => {
    const edit = (cardId: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/courses/${courseId}/cards/${cardId}`,
        headers: u.auth,
        payload,
      });
    expect((await edit(ids[1]!, { conceptTags: ["energy", "organelles"] })).statusCode).toBe(200);
    expect((await edit(ids[0]!, { back: "Cellulose fibres" })).statusCode).toBe(200);
    expect(await tagCounts()).toEqual([
      { value: "cells", count: 1 },
      { value: "energy", count: 1 },
      { value: "organelles", count: 1 },
      { value: "plants", count: 1 },
    ]);
    expect(faces(await postSearch(t.app, u, { tags: ["energy"] }))).toEqual(["Powerhouse?"]);
    expect(faces(await postSearch(t.app, u, { tags: ["cells"], courseIds: [courseId] }))).toEqual([
      "Cell wall?",
    ]);
  });

  it("deleting a card deletes its rows", async () => {
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/courses/${courseId}/cards/${ids[0]}`,
      headers: u.auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await tagRows()).map((r) => r.tag)).toEqual(["energy", "organelles"]);
    expect(await postSearch(t.app, u, { tags: ["plants"] }).then((r) => r.json().data.totalCount)).toBe(0);
  });
});
