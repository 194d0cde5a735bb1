import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, makeUpload, uploadAs } from "./course-helpers";

/** Read aloud in the card's language: a course says which language its cards are written in. */
describe("a course's card language (config.language)", () => {
  let t: TestApp;
  let owner: SignedUpUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpUser(t.app);
  });
  afterAll(() => t.close());

  it("is absent by default, set by an upload, changed and cleared by the owner, kept by the export", async () => {
    const plain = await uploadAs(t.app, owner);
    expect(plain.config.language).toBeUndefined();

    const spanish = await uploadAs(
      t.app,
      owner,
      makeUpload({ config: { defaultFrequency: "daily", cardsPerSession: 15, language: "es" } }),
    );
    expect(spanish.config.language).toBe("es");

    const changed = await call(t.app, owner, "PATCH", `/api/courses/${spanish.id}`, {
      config: { language: "de" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.course.config).toMatchObject({ language: "de", cardsPerSession: 15 });
    const exported = await call(t.app, owner, "GET", `/api/courses/${spanish.id}/export`);
    expect(exported.json().config.language).toBe("de");

    const cleared = await call(t.app, owner, "PATCH", `/api/courses/${spanish.id}`, {
      config: { language: null },
    });
    expect(cleared.json().data.course.config.language).toBeNull();
  });

  it("refuses a language it cannot read aloud, naming the field", async () => {
    const course = await uploadAs(t.app, owner);
    const res = await call(t.app, owner, "PATCH", `/api/courses/${course.id}`, {
      config: { language: "xx" },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields ?? {})).toContain("config.language");
    const upload = await call(
      t.app,
      owner,
      "POST",
      "/api/courses/upload",
      makeUpload({ config: { language: "Klingon" } as never }),
    );
    expect(upload.statusCode).toBe(400);
  });
});
