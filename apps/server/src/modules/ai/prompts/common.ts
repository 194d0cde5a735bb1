import { CONTENT_GUIDELINES, languageName } from "@recall/shared";

/** "German (de)"; English for "en" and unknown codes. */
export function languageLabel(code: string): string {
  return code === "en" ? "English (en)" : `${languageName(code)} (${code})`;
}

/** The guidelines as the model reads them; the same text the user accepted. */
export const GUIDELINES_FOR_MODEL = [
  "Content guidelines (the learner accepted them; follow them strictly):",
  `Allowed: ${CONTENT_GUIDELINES.allowed.join("; ")}.`,
  `Forbidden: ${CONTENT_GUIDELINES.forbidden.join("; ")}.`,
].join("\n");

/** Keeps user text from breaking the prompt's structure and bounds its size. */
export function quote(text: string, max = 1000): string {
  return text.replace(/\s+/g, " ").trim().slice(0, max);
}
