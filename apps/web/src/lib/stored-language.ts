/**
 * The interface language the learner chose, as this browser keeps it. Apart from i18n.ts so the entry
 * chunk can read it (to decide whether a prerendered English page can be hydrated) without loading i18next
 * and every language's texts.
 */

/** The interface language is kept under this local storage key. */
export const LANGUAGE_STORAGE_KEY = "recall.language";

export function storedLanguage(): string {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? "en";
  } catch {
    return "en";
  }
}

export function rememberLanguage(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}
