import { describe, expect, it } from "vitest";
import { SLUG_MESSAGES, slugDraft, slugFromName, slugify } from "./slug";

describe("slugify (requirements C5: lowercase, spaces to hyphens, only a-z, 0-9 and hyphen)", () => {
  it.each([
    ["Mitosis Review", "mitosis-review"],
    ["Émile Zola", "emile-zola"],
    ["  Hello   World  ", "hello-world"],
    ["Crème brûlée à la française", "creme-brulee-a-la-francaise"],
    ["Straße", "strasse"],
    ["Æsop's Fables", "aesops-fables"],
    ["Søren Kierkegaard", "soren-kierkegaard"],
    ["Łódź", "lodz"],
    ["Œuvre", "oeuvre"],
    ["Þór", "thor"],
    ["C++ & Rust", "c-rust"],
    ["a -- b", "a-b"],
    ["Final Prep!", "final-prep"],
    ["ﬁne ①", "fine-1"],
    ["!!!", ""],
    ["日本語", ""],
    ["", ""],
  ])("%j gives %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("is idempotent on its own output", () => {
    for (const name of ["Émile Zola", "  Hello   World  ", "x--y-"])
      expect(slugify(slugify(name))).toBe(slugify(name));
  });
});

describe("slugDraft: the slug field as it is typed", () => {
  it("keeps one trailing hyphen so a word can follow, and drops leading ones", () => {
    expect(slugDraft("my ")).toBe("my-");
    expect(slugDraft("my--")).toBe("my-");
    expect(slugDraft(" -my-course")).toBe("my-course");
    expect(slugDraft("Émile ")).toBe("emile-");
  });
});

describe("slugFromName", () => {
  it("says plainly when a name has no usable characters", () => {
    expect(slugFromName("!!!")).toEqual({ ok: false, message: SLUG_MESSAGES.noUsableCharacters });
    expect(slugFromName("Émile Zola")).toEqual({ ok: true, slug: "emile-zola" });
  });
});
