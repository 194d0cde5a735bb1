/** The 28 extra interface languages the product claims (requirements S9). English is the default and not listed. */
export const EXTRA_LANGUAGES = [
  { code: "de", name: "German", native: "Deutsch" },
  { code: "bg", name: "Bulgarian", native: "Български" },
  { code: "es", name: "Spanish", native: "Español" },
  { code: "fr", name: "French", native: "Français" },
  { code: "it", name: "Italian", native: "Italiano" },
  { code: "pt", name: "Portuguese", native: "Português" },
  { code: "ru", name: "Russian", native: "Русский" },
  { code: "zh", name: "Chinese", native: "中文" },
  { code: "ja", name: "Japanese", native: "日本語" },
  { code: "ko", name: "Korean", native: "한국어" },
  { code: "ar", name: "Arabic", native: "العربية" },
  { code: "hi", name: "Hindi", native: "हिन्दी" },
  { code: "tr", name: "Turkish", native: "Türkçe" },
  { code: "pl", name: "Polish", native: "Polski" },
  { code: "nl", name: "Dutch", native: "Nederlands" },
  { code: "sv", name: "Swedish", native: "Svenska" },
  { code: "da", name: "Danish", native: "Dansk" },
  { code: "fi", name: "Finnish", native: "Suomi" },
  { code: "no", name: "Norwegian", native: "Norsk" },
  { code: "cs", name: "Czech", native: "Čeština" },
  { code: "el", name: "Greek", native: "Ελληνικά" },
  { code: "he", name: "Hebrew", native: "עברית" },
  { code: "th", name: "Thai", native: "ไทย" },
  { code: "vi", name: "Vietnamese", native: "Tiếng Việt" },
  { code: "id", name: "Indonesian", native: "Bahasa Indonesia" },
  { code: "ro", name: "Romanian", native: "Română" },
  { code: "hu", name: "Hungarian", native: "Magyar" },
  { code: "uk", name: "Ukrainian", native: "Українська" },
] as const;

export type LanguageCode = (typeof EXTRA_LANGUAGES)[number]["code"];
export const LANGUAGE_CODES = EXTRA_LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

/** The languages the settings modal offers (requirements S9: English default, de, es, fr, bg). */
export const SETTINGS_LANGUAGES: readonly LanguageCode[] = ["de", "es", "fr", "bg"];

/** Languages with interface translations shipped in the web app. */
export const TRANSLATED_LANGUAGES: readonly LanguageCode[] = ["de", "es", "fr", "bg"];

export function languageName(code: string): string {
  return EXTRA_LANGUAGES.find((l) => l.code === code)?.name ?? "English";
}

/**
 * The languages a course's cards can be written in, for reading them aloud: English and the
 * 28 interface languages. `CARD_LANGUAGE_CODES` is what a course's `config.language` may hold.
 */
export const CARD_LANGUAGES = [
  { code: "en", name: "English", native: "English" },
  ...EXTRA_LANGUAGES,
] as const;
export type CardLanguageCode = (typeof CARD_LANGUAGES)[number]["code"];
export const CARD_LANGUAGE_CODES = CARD_LANGUAGES.map((l) => l.code) as [
  CardLanguageCode,
  ...CardLanguageCode[],
];
