// The languages module alone: the barrel would bring every schema (zod) into the entry chunk, onto `/`.
import { TRANSLATED_LANGUAGES } from "@recall/shared/domain/languages";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import enCommon from "../locales/en/common.json";
import { rememberLanguage, storedLanguage } from "./stored-language";
import { addTextBundle, type Catalog, setTextLanguage } from "./text-store";

export { LANGUAGE_STORAGE_KEY, rememberLanguage, storedLanguage } from "./stored-language";

/** Languages without shipped translations fall back to English text. */
export const hasTranslations = (code: string) =>
  code === "en" || TRANSLATED_LANGUAGES.some((l) => l === code);

/**
 * The language the interface text is actually in: the chosen one when it has translations, else
 * English. Dates and numbers still follow the chosen language (i18n.language).
 */
export const textLanguage = (code: string) => (hasTranslations(code) ? code : "en");

export type { Catalog } from "./text-store";

/**
 * Catalogs are split by namespace: `common` (the shell and shared components) and one per feature
 * (`locales/<language>/<feature>.json`). English ships with the code that uses it: `common` here, a feature's
 * own with the feature's lazily loaded code (`registerEnglish`), so the landing page carries no other
 * screen's text. Every other language loads as a whole, once, when it is chosen (`loadLanguage`).
 */
const translatedCatalogs = import.meta.glob<{ default: Catalog }>([
  "../locales/*/*.json",
  "!../locales/en/*.json",
]);
const loadedLanguages = new Set<string>(["en"]);

void i18n.use(initReactI18next).init({
  resources: { en: { common: enCommon } },
  ns: ["common"],
  defaultNS: "common",
  // Until a chosen language's catalogs arrive (main.tsx waits for them before the first render) and for any
  // key a catalog lacks, the English text shows.
  lng: "en",
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Makes a feature's English strings available; called once by the feature's `i18n.ts` when its code loads. */
export function registerEnglish(namespace: string, catalog: Catalog): void {
  if (!i18n.hasResourceBundle("en", namespace)) i18n.addResourceBundle("en", namespace, catalog, true, false);
}

/** Fetches every catalog of a translated language (English is always present); resolves at once after the first time. */
export async function loadLanguage(code: string): Promise<void> {
  if (loadedLanguages.has(code) || !hasTranslations(code)) return;
  const prefix = `../locales/${code}/`;
  const files = Object.entries(translatedCatalogs).filter(([file]) => file.startsWith(prefix));
  await Promise.all(
    files.map(async ([file, load]) => {
      const namespace = file.slice(prefix.length, -".json".length);
      i18n.addResourceBundle(code, namespace, (await load()).default, true, true);
    }),
  );
  loadedLanguages.add(code);
}

/** The stored language's catalogs, then that language: run before the first render so it paints translated. */
export async function startLanguage(): Promise<void> {
  const code = storedLanguage();
  await loadLanguage(code);
  if (code !== i18n.language) await i18n.changeLanguage(code);
}

/**
 * Keeps <html lang> in step with the language of the text on screen (screen readers, hyphenation):
 * English text under an untranslated choice must not be read out with, say, Japanese pronunciation.
 */
function syncDocumentLanguage(code: string) {
  if (typeof document !== "undefined") document.documentElement.lang = textLanguage(code);
}
syncDocumentLanguage(i18n.language);
i18n.on("languageChanged", syncDocumentLanguage);

// The prerendered pages read their text from the text store (lib/text-store.ts): it gets every catalog and
// every language change i18next gets, so the two never disagree.
addTextBundle("en", "common", enCommon);
for (const code of Object.keys(i18n.store.data)) {
  for (const namespace of Object.keys(i18n.store.data[code] ?? {}))
    addTextBundle(code, namespace, i18n.getResourceBundle(code, namespace) as Catalog);
}
i18n.store.on("added", (code: string, namespace: string) =>
  addTextBundle(code, namespace, i18n.getResourceBundle(code, namespace) as Catalog),
);
setTextLanguage(i18n.language);
i18n.on("languageChanged", setTextLanguage);

let languageRequests = 0;

/**
 * Switches the interface language and remembers the choice for the next visit. The switch happens once the
 * language's catalogs are here, so the screen never shows a half-translated state.
 */
export async function applyLanguage(code: string): Promise<void> {
  rememberLanguage(code);
  const request = ++languageRequests;
  try {
    await loadLanguage(code);
  } catch {
    // Offline before the catalogs were ever fetched: the choice is kept and applies on the next start;
    // meanwhile dates and numbers follow it and the text stays English.
  }
  // A later choice made while this one's catalogs loaded wins.
  if (request === languageRequests) await i18n.changeLanguage(code);
}

export default i18n;
