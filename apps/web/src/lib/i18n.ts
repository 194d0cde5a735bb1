import { TRANSLATED_LANGUAGES } from "@recall/shared";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import bg from "../locales/bg.json";
import de from "../locales/de.json";
import en from "../locales/en.json";
import es from "../locales/es.json";
import fr from "../locales/fr.json";
import { rememberLanguage, storedLanguage } from "./stored-language";

export { LANGUAGE_STORAGE_KEY, rememberLanguage, storedLanguage } from "./stored-language";

/** Languages without shipped translations fall back to English text. */
export const hasTranslations = (code: string) =>
  code === "en" || TRANSLATED_LANGUAGES.some((l) => l === code);

/**
 * The language the interface text is actually in: the chosen one when it has translations, else
 * English. Dates and numbers still follow the chosen language (i18n.language).
 */
export const textLanguage = (code: string) => (hasTranslations(code) ? code : "en");

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en },
    de: { translation: de },
    es: { translation: es },
    fr: { translation: fr },
    bg: { translation: bg },
  },
  lng: storedLanguage(),
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * Keeps <html lang> in step with the language of the text on screen (screen readers, hyphenation):
 * English text under an untranslated choice must not be read out with, say, Japanese pronunciation.
 */
function syncDocumentLanguage(code: string) {
  if (typeof document !== "undefined") document.documentElement.lang = textLanguage(code);
}
syncDocumentLanguage(i18n.language);
i18n.on("languageChanged", syncDocumentLanguage);

/** Switches the interface language and remembers the choice for the next visit. */
export function applyLanguage(code: string): void {
  rememberLanguage(code);
  void i18n.changeLanguage(code);
}

export default i18n;
