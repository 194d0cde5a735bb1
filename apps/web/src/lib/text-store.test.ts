import { afterEach, describe, expect, it } from "vitest";
import { useLandingText } from "../features/landing/i18n";
import i18n from "./i18n";
import { addTextBundle, textLanguageOf, translate } from "./text-store";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("text store (the prerendered pages' text without i18next)", () => {
  it("interpolates, formats numbers and picks plural forms by the language's rules", async () => {
    addTextBundle("en", "store-test", {
      cards_one: "{{count, number}} card",
      cards_other: "{{count, number}} cards",
      hello: "Hello {{name}}",
      nested: { deep: "Deep" },
    });
    addTextBundle("bg", "store-test", {
      cards_one: "{{count, number}} карта",
      cards_other: "{{count, number}} карти",
    });
    expect(translate("store-test", "cards", { count: 1 })).toBe("1 card");
    expect(translate("store-test", "cards", { count: 1234 })).toBe("1,234 cards");
    expect(translate("store-test", "hello", { name: "Ada" })).toBe("Hello Ada");
    expect(translate("store-test", "nested.deep")).toBe("Deep");
    expect(translate("store-test", "missing", { defaultValue: "Fallback" })).toBe("Fallback");
    await i18n.changeLanguage("bg");
    expect(translate("store-test", "cards", { count: 1 })).toBe("1 карта");
    expect(translate("store-test", "cards", { count: 1234 })).toBe("1234 карти");
    // A key the language lacks falls back to English.
    expect(translate("store-test", "hello", { name: "Ada" })).toBe("Hello Ada");
  });

  it("follows i18next: the landing page reads the catalogs and the language lib/i18n has", async () => {
    expect(useLandingText).toBeTypeOf("function");
    expect(translate("landing", "hero.titleStart")).toBe("Learn anything.");
    await i18n.changeLanguage("de");
    expect(translate("landing", "hero.titleStart")).toBe(i18n.t("landing:hero.titleStart"));
    expect(translate("landing", "hero.titleStart")).toBe("Lerne alles.");
    expect(textLanguageOf("landing")).toBe("de");
    await i18n.changeLanguage("ja");
    // A language without translations shows English text, and says so (read-aloud voices).
    expect(translate("landing", "hero.titleStart")).toBe("Learn anything.");
    expect(textLanguageOf("landing")).toBe("en");
  });
});
