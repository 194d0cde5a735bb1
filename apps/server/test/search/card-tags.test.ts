import { CardSearchResponse } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { cardIdsOf, courseWith, faces, postSearch } from "./search-fixtures";

// The tag filter reads `cards.concept_tags` as a text array through its GIN index (`card_tag_list`,
// migration 0039) and the tag counts unnest the same JSON, so both follow every write of a card's tags:
// uploads, edits and deletes. Tags are
// learner text, so ones that look like SQL array syntax must match as written; Anki decks bring
// hierarchical tags ("Biology::Cells"), which match whole, not by their parts.
let t: TestApp;
let u: SignedUpUser;
let courseId: string;
let ids: string[];

const ODD_TAGS = ['say "hi"', "a,b", "{braces}", "back\\slash", "NULL", "été", "Biology::Cells"];

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
    { face: "Odd tags?", back: "Quoted", conceptTags: ODD_TAGS },
  ]);
  ids = await cardIdsOf(t.app, u, courseId);
});
afterAll(() => t.close());

describe("card tags", () => {
  it("an upload's tags are filtered on and counted", async () => {
    expect((await tagCounts()).filter((b) => !ODD_TAGS.includes(b.value))).toEqual([
      { value: "cells", count: 2 },
      { value: "plants", count: 1 },
    ]);
    expect(faces(await postSearch(t.app, u, { tags: ["plants", "no-such-tag"] }))).toEqual(["Cell wall?"]);
    expect(faces(await postSearch(t.app, u, { text: "cell", tags: ["cells"] }))).toEqual(["Cell wall?"]);
  });

  it("a tag with quotes, commas, braces, a backslash, the word NULL or Anki's :: matches only itself", async () => {
    for (const tag of ODD_TAGS) {
      expect(faces(await postSearch(t.app, u, { tags: [tag] })), tag).toEqual(["Odd tags?"]);
    }
    expect(faces(await postSearch(t.app, u, { tags: ["a", "b", "say", "hi", "Biology", "Cells"] }))).toEqual(
      [],
    );
  });

  it("editing a card's tags changes what filters and counts see; editing anything else leaves them", async () => {
    const edit = (cardId: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/courses/${courseId}/cards/${cardId}`,
        headers: u.auth,
        payload,
      });
    expect((await edit(ids[1]!, { conceptTags: ["energy", "organelles"] })).statusCode).toBe(200);
    expect((await edit(ids[0]!, { back: "Cellulose fibres" })).statusCode).toBe(200);
    expect((await tagCounts()).filter((b) => !ODD_TAGS.includes(b.value))).toEqual([
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

  it("a deleted card is no longer found by its tags", async () => {
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/courses/${courseId}/cards/${ids[0]}`,
      headers: u.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(await postSearch(t.app, u, { tags: ["plants"] }).then((r) => r.json().data.totalCount)).toBe(0);
    expect(faces(await postSearch(t.app, u, { tags: ["cells", "energy"] }))).toEqual(["Powerhouse?"]);
  });
});
