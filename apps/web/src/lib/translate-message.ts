import en from "../locales/en/messages.json";
import i18n, { type Catalog, registerEnglish, textLanguage } from "./i18n";

/**
 * Messages written in English outside the web app (the shared `*_MESSAGES`, the shared schemas' zod
 * messages, the server's errors) reach the interface as English text. The specification quotes many of them
 * word for word and the API and its tests keep them, so they are not replaced at the source: the `messages`
 * catalog holds each one (English exactly as sent, with `{{placeholders}}` where a message carries a number
 * or a name), and `translateMessage` finds a message by its English text and shows it in the interface
 * language. See docs/decisions/i18n.md, "Messages written outside the web".
 */
registerEnglish("messages", en);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  /** Characters outside the placeholders: the more, the more specific (tried first). */
  fixed: number;
}

const exact = new Map<string, string>();
const templates: Template[] = [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function addEntry(key: string, english: string) {
  const parts = english.split(/{{\s*(\w+)\s*}}/);
  if (parts.length === 1) {
    if (!exact.has(english)) exact.set(english, key);
    return;
  }
  const names: string[] = [];
  let source = "";
  let fixed = 0;
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      names.push(part);
      // A name that opens a message ("{{thing}} not found") is a word or two, never a field list's
      // `path: message; …` (that is translated part by part).
      source += i === 1 && parts[0] === "" ? "([^;:]+?)" : "([\\s\\S]+?)";
    } else {
      source += escapeRegExp(part);
      fixed += part.length;
    }
  });
  templates.push({ key, pattern: new RegExp(`^${source}$`), names, fixed });
}

function addCatalog(tree: Catalog, prefix = "") {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") addEntry(prefix + key, value);
    else addCatalog(value, `${prefix}${key}.`);
  }
}
addCatalog(en);
templates.sort((a, b) => b.fixed - a.fixed);

/** A known message: its catalog key (plural forms share one) and the values of its placeholders. */
export interface FoundMessage {
  key: string;
  values: Record<string, string>;
}

/** The catalog entry whose English is `english` (exactly, or by its template), if there is one. */
export function findMessage(english: string): FoundMessage | undefined {
  const key = exact.get(english);
  if (key !== undefined) return { key, values: {} };
  for (const template of templates) {
    const match = template.pattern.exec(english);
    if (!match) continue;
    const values: Record<string, string> = {};
    template.names.forEach((name, i) => {
      values[name] ??= match[i + 1] ?? "";
    });
    // A plural form's English must fit its number ("1 card", "2 cards"); i18next then picks the form.
    const form = PLURAL_SUFFIX.exec(template.key)?.[1];
    if (form && new Intl.PluralRules("en").select(Number(values.count)) !== form) continue;
    return { key: template.key.replace(PLURAL_SUFFIX, ""), values };
  }
  return undefined;
}

function translateKnown(english: string): string | undefined {
  const found = findMessage(english);
  if (!found) return undefined;
  const { count, ...values } = found.values;
  return i18n.t(found.key, {
    ns: "messages",
    ...values,
    ...(count === undefined ? {} : { count: Number(count) }),
  });
}

/**
 * One message of a composed text: known as a whole; or `path: message` (a field the server names); or a
 * field name written before a known rule ("cardCount must be at least 6"), the name kept as sent.
 */
function translatePart(part: string): string | undefined {
  const known = translateKnown(part);
  if (known !== undefined) return known;
  const field = /^([\w.$[\]-]+): ([\s\S]+)$/.exec(part);
  if (field) {
    const message = translatePart(field[2]!);
    return message === undefined ? undefined : `${field[1]}: ${message}`;
  }
  const subject = /^([a-z][\w.]*) ([\s\S]+)$/.exec(part);
  const rule = subject ? translateKnown(subject[2]!) : undefined;
  return rule === undefined ? undefined : `${subject![1]} ${rule}`;
}

/** A server 400 names its fields as `path: message; path: message`: each message is translated on its own. */
function translateComposed(english: string): string | undefined {
  let changed = false;
  const parts = english.split("; ").map((part) => {
    const translated = translatePart(part);
    if (translated === undefined) return part;
    changed = true;
    return translated;
  });
  return changed ? parts.join("; ") : undefined;
}

/**
 * `english` in the interface language: a message the `messages` catalog knows is translated; any other text
 * (one the catalog lacks, or already translated) is returned as it came, never blank. In English the text
 * is returned untouched, so the specification's wording stays byte for byte.
 */
export function translateMessage(english: string): string {
  if (textLanguage(i18n.language) === "en") return english;
  return translateKnown(english) ?? translateComposed(english) ?? english;
}
