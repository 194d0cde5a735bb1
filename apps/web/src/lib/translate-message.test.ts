import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import * as shared from "@recall/shared";
import { afterEach, describe, expect, it } from "vitest";
import en from "../locales/en/messages.json";
import i18n, { type Catalog } from "./i18n";
import { findMessage, translateMessage } from "./translate-message";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

/** Every message of the shared `*_MESSAGES` objects; a message built by a function, made with 1 and with 3. */
function sharedMessages(): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(shared)) {
    if (!name.endsWith("_MESSAGES")) continue;
    for (const message of Object.values(value as Record<string, unknown>)) {
      if (typeof message === "string") out.push(message);
      else if (typeof message === "function") {
        const make = message as (...args: number[]) => string;
        for (const n of [1, 3]) out.push(make(...Array.from({ length: make.length }, () => n)));
      }
    }
  }
  return out;
}

const SERVER_SOURCE = path.resolve(__dirname, "../../../server/src");

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "test" ? [] : serverFiles(full);
    return full.endsWith(".ts") && !full.endsWith(".test.ts") ? [full] : [];
  });
}

/** The end of the string literal or template that opens at `start` (templates may nest). */
function literalEnd(source: string, start: number): number {
  const quote = source[start];
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === "\\") i++;
    else if (quote === "`" && source.startsWith("${", i)) i = bracketEnd(source, i + 1);
    else if (source[i] === quote) return i;
  }
  return source.length;
}

/** The index of the bracket that closes the one at `open`, literals skipped. */
function bracketEnd(source: string, open: number): number {
  const close = source[open] === "(" ? ")" : "}";
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (c === '"' || c === "'" || c === "`") i = literalEnd(source, i);
    else if (c === source[open]) depth++;
    else if (c === close && --depth === 0) return i;
  }
  return source.length;
}

function literalsIn(code: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < code.length; i++) {
    if (!`"'\``.includes(code[i]!)) continue;
    const end = literalEnd(code, i);
    out.push(code.slice(i, end + 1));
    i = end;
  }
  return out;
}

/**
 * The messages the server writes, as source literals: the arguments of AppError and its helpers
 * (`notFound("Course")` reads "Course not found"), its own `*_MESSAGE(S)` constants and the error handler's.
 */
function serverMessageLiterals(): string[] {
  const found = new Set<string>();
  for (const file of serverFiles(SERVER_SOURCE)) {
    const source = readFileSync(file, "utf8");
    for (const call of source.matchAll(
      /\b(new AppError|badRequest|badRequestOn|unauthorized|conflict|forbidden|notFound)\(/g,
    )) {
      const open = call.index + call[0].length - 1;
      for (const literal of literalsIn(source.slice(open + 1, bracketEnd(source, open))))
        found.add(call[1] === "notFound" ? `${literal.slice(0, -1)} not found${literal.slice(-1)}` : literal);
    }
    for (const constant of source.matchAll(/\b[A-Z_]+_MESSAGES?\s*=\s*/g)) {
      const at = constant.index + constant[0].length;
      const code =
        source[at] === "{"
          ? source.slice(at, bracketEnd(source, at))
          : source.slice(at, source.indexOf(";", at));
      for (const literal of literalsIn(code)) found.add(literal);
    }
    if (file.endsWith("error-handler.ts"))
      for (const m of source.matchAll(/message:\s*("(?:[^"\\]|\\.)*"|`[^`]*`)/g)) found.add(m[1]!);
  }
  // Codes ("NOT_FOUND"), keys and paths are not messages: a message has words and a space.
  return [...found].filter((literal) => /\p{L}{2,}.*\s/u.test(literal) && !/^.[A-Z_]+.$/.test(literal));
}

/** A template literal as a pattern: each `${…}` matches any text. */
function templatePattern(literal: string): RegExp {
  const body = literal.slice(1, -1);
  let source = "";
  for (let i = 0; i < body.length; i++) {
    if (body.startsWith("${", i)) {
      i = bracketEnd(body, i + 1);
      source += "[\\s\\S]*?";
    } else source += body[i]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

const SHARED_SOURCE = path.resolve(__dirname, "../../../../packages/shared/src");

/** The zod messages the shared schemas write inline (`message: "…"`, `.min(1, "…")`), as source literals. */
function sharedInlineLiterals(): string[] {
  const found = new Set<string>();
  for (const file of serverFiles(SHARED_SOURCE)) {
    const source = readFileSync(file, "utf8");
    const inline =
      /(?:message:\s*|\.(?:min|max|length|regex|refine|nonempty|email|url|uuid|int|positive|gte|lte)\([^,()]*,\s*)("(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)/g;
    for (const m of source.matchAll(inline)) found.add(m[1]!);
  }
  return [...found];
}

/** A literal as the text it makes: each `${…}` of a template becomes "7". */
function sampleOf(literal: string): string {
  if (!literal.startsWith("`")) return JSON.parse(literal) as string;
  const body = literal.slice(1, -1);
  let out = "";
  for (let i = 0; i < body.length; i++) {
    if (body.startsWith("${", i)) {
      i = bracketEnd(body, i + 1);
      out += "7";
    } else out += body[i];
  }
  return out;
}

function flatten(tree: Catalog, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [value] : flatten(value, `${prefix}${key}.`),
  );
}
/** Each English entry with its placeholders filled in, as the server would send it. */
const catalogSamples = flatten(en).map((text) => text.replace(/{{\s*\w+\s*}}/g, "7"));

describe("the messages catalog", () => {
  const sharedTexts = sharedMessages();

  it("knows every message of the shared *_MESSAGES objects, and writes each exactly as shared does", () => {
    const objects = Object.keys(shared).filter((name) => name.endsWith("_MESSAGES"));
    expect(objects.length).toBeGreaterThanOrEqual(13);
    for (const text of sharedTexts) {
      const found = findMessage(text);
      expect(found, text).toBeDefined();
      const { count, ...values } = found!.values;
      const english = i18n.t(found!.key, {
        ns: "messages",
        lng: "en",
        ...values,
        ...(count === undefined ? {} : { count: Number(count) }),
      });
      expect(english).toBe(text);
    }
  });

  it("knows every message the server writes", () => {
    const literals = serverMessageLiterals();
    // The survey of docs/decisions/i18n.md counted 108; fewer means the extraction broke, not that all is well.
    expect(literals.length).toBeGreaterThanOrEqual(100);
    const missing = literals.filter((literal) => {
      if (literal.startsWith("`"))
        return !catalogSamples.some((sample) => templatePattern(literal).test(sample));
      // A fixed message has an entry of its own, not just a general template ("{{thing}} not found").
      const text = JSON.parse(literal.startsWith("'") ? `"${literal.slice(1, -1)}"` : literal) as string;
      const found = findMessage(text);
      return found === undefined || Object.keys(found.values).length > 0;
    });
    expect(missing).toEqual([]);
  });

  it("translates every zod message the shared schemas write inline", async () => {
    const samples = sharedInlineLiterals().map(sampleOf);
    // The survey of docs/decisions/i18n.md counted 160.
    expect(samples.length).toBeGreaterThanOrEqual(150);
    await i18n.changeLanguage("de");
    expect(samples.filter((sample) => translateMessage(sample) === sample)).toEqual([]);
  });

  it("returns English byte for byte, and an unknown message as it came", async () => {
    for (const text of sharedTexts) expect(translateMessage(text)).toBe(text);
    await i18n.changeLanguage("de");
    expect(translateMessage("Something the catalog does not know")).toBe(
      "Something the catalog does not know",
    );
    expect(translateMessage("")).toBe("");
  });

  it("translates into the interface language, placeholders and plural forms included", async () => {
    await i18n.changeLanguage("de");
    expect(translateMessage(shared.PLAN_MESSAGES.topicRequired)).toBe("Ein Thema ist erforderlich");
    expect(translateMessage("Course not found")).toBe("Kurs nicht gefunden");
    expect(translateMessage(shared.RELATED_MESSAGES.cardsGenerated(1, 0.5))).toBe(
      "1 Karte erstellt! Gesamt: $0.5000",
    );
    expect(translateMessage(shared.RELATED_MESSAGES.cardsGenerated(3, 0.25))).toBe(
      "3 Karten erstellt! Gesamt: $0.2500",
    );
    expect(
      translateMessage('You already have a course with the slug "spanish-a1". Choose another slug.'),
    ).toBe("Du hast bereits einen Kurs mit dem Slug „spanish-a1“. Wähle einen anderen Slug.");
    // A 400 that names its fields: each field's message on its own.
    expect(translateMessage("subtopicId: is not a subtopic of this plan; topic: Topic is required")).toBe(
      "subtopicId: ist kein Unterthema dieses Plans; topic: Ein Thema ist erforderlich",
    );
    await i18n.changeLanguage("bg");
    expect(translateMessage(shared.SYLLABUS_MESSAGES.notFound)).toBe("Учебният план не е намерен");
    await i18n.changeLanguage("es");
    expect(translateMessage(shared.IMPORT_MESSAGES.empty)).toBe("El archivo está vacío.");
    await i18n.changeLanguage("fr");
    expect(translateMessage(shared.MATERIAL_MESSAGES.tooLong)).toMatch(
      /^Le contenu doit comporter au plus \S+ caractères/,
    );
  });

  it("keeps English for languages without translations", async () => {
    await i18n.changeLanguage("ja");
    expect(translateMessage(shared.PLAN_MESSAGES.topicRequired)).toBe("Topic is required");
  });
});
