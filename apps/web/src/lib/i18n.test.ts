import { TRANSLATED_LANGUAGES } from "@recall/shared";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import i18n, {
  applyLanguage,
  type Catalog,
  hasTranslations,
  LANGUAGE_STORAGE_KEY,
  loadLanguage,
  storedLanguage,
  textLanguage,
} from "./i18n";

function flatten(tree: Catalog, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
/** Every catalog file, flattened to `namespace:key` → text per language. */
const files = import.meta.glob<Catalog>("../locales/*/*.json", { eager: true, import: "default" });
const byLanguage: Record<string, Record<string, string>> = {};
for (const [file, catalog] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([\w-]+)\/([\w-]+)\.json$/.exec(file)!;
  byLanguage[language!] ??= {};
  Object.assign(byLanguage[language!]!, flatten(catalog, `${namespace}:`));
}
const english = byLanguage.en!;

it("has a catalog directory for exactly English and each translated language", () => {
  expect(Object.keys(byLanguage).sort()).toEqual(["en", ...TRANSLATED_LANGUAGES].sort());
});

afterEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage("en");
});

describe.each([...TRANSLATED_LANGUAGES])("%s translations", (code) => {
  const translated = byLanguage[code] ?? {};

  it("covers every English key with the same placeholders", () => {
    for (const [key, text] of Object.entries(english)) {
      expect(translated[key], `${code}: ${key}`).toBeDefined();
      expect(placeholders(translated[key]!), `${code}: ${key}`).toEqual(placeholders(text));
    }
  });

  it("has no key that English lacks (a renamed or removed string left behind)", () => {
    // Plural forms differ by language (Spanish and French have "many"): compare the keys without them.
    const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");
    const englishKeys = new Set(Object.keys(english).map(base));
    expect(Object.keys(translated).filter((key) => !englishKeys.has(base(key)))).toEqual([]);
  });

  it("is really translated, not an English copy", () => {
    const same = Object.keys(english).filter((key) => translated[key] === english[key]);
    // A few words are the same in both languages (e.g. "Collections", "Volume", "{{count}} min").
    expect(same.length / Object.keys(english).length).toBeLessThan(0.15);
  });
});

describe("language choice", () => {
  beforeAll(() => Promise.all(TRANSLATED_LANGUAGES.map((code) => loadLanguage(code))));
  it("remembers the language and updates <html lang>", async () => {
    await applyLanguage("bg");
    expect(storedLanguage()).toBe("bg");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("bg");
    expect(i18n.t("nav.learn")).toBe("Учене");
    expect(document.documentElement.lang).toBe("bg");
  });

  it("falls back to English text for languages without translations", async () => {
    await applyLanguage("ja");
    expect(i18n.t("nav.learn")).toBe("Learn");
    expect(hasTranslations("ja")).toBe(false);
    expect(hasTranslations("fr")).toBe(true);
    expect(textLanguage("ja")).toBe("en");
    expect(textLanguage("fr")).toBe("fr");
  });

  it("marks the page English while the text falls back to English, so screen readers read it as such", async () => {
    await applyLanguage("ja");
    expect(document.documentElement.lang).toBe("en");
    // Dates and numbers keep following the chosen language.
    expect(i18n.language).toBe("ja");
  });

  it("uses plural forms", () => {
    expect(i18n.t("dashboard.days", { count: 1 })).toBe("1 day");
    expect(i18n.t("collections.count", { count: 3, lng: "de" })).toBe("3 Sammlungen");
    expect(i18n.t("collections.totalCards", { count: 1, lng: "bg" })).toBe("1 карта");
  });
});
