/**
 * A count with its noun in the right plural form: "1 card", "0 cards", "2 cards", "1,234 cards". The
 * server's messages and the web's untranslated texts are English (translated screens use i18next's
 * `_one`/`_other` keys instead), so the form is chosen by English plural rules, here only, so no text
 * says "1 cards".
 */
const rules = new Intl.PluralRules("en-US");

export interface NounForms {
  one: string;
  other: string;
}

/** The noun's form for `count`: `forms.one` when English says "one", else `forms.other`. */
export function pluralForm(count: number, forms: NounForms): string {
  return rules.select(count) === "one" ? forms.one : forms.other;
}

/** "1 card", "3 cards": the count (grouped as in en-US) and the noun's matching form. */
export function plural(count: number, forms: NounForms): string {
  return `${count.toLocaleString("en-US")} ${pluralForm(count, forms)}`;
}

/** The nouns the texts count most. */
export const NOUNS = {
  card: { one: "card", other: "cards" },
  topic: { one: "topic", other: "topics" },
  level: { one: "level", other: "levels" },
  session: { one: "session", other: "sessions" },
  course: { one: "course", other: "courses" },
  day: { one: "day", other: "days" },
  review: { one: "review", other: "reviews" },
  passage: { one: "passage", other: "passages" },
  duplicate: { one: "duplicate", other: "duplicates" },
  subtopic: { one: "subtopic", other: "subtopics" },
  option: { one: "option", other: "options" },
  note: { one: "note", other: "notes" },
  mediaFile: { one: "media file", other: "media files" },
  answer: { one: "answer", other: "answers" },
  second: { one: "second", other: "seconds" },
} as const satisfies Record<string, NounForms>;
