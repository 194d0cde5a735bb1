import { useSyncExternalStore } from "react";

/** A namespace's strings, nested by key: `locales/<language>/<namespace>.json`. */
export type Catalog = { [key: string]: string | Catalog };
type Values = Record<string, unknown> & { count?: number; defaultValue?: string };

/**
 * The catalogs the interface has, readable without i18next. The prerendered pages (landing, and the skip link
 * and spinner they share with the app) read their text here, so `/` does not load i18next: an English visitor
 * never needs it there. lib/i18n.ts copies every catalog it gets and every language change into this store,
 * so both read the same text; this file only looks up, interpolates and picks plural forms, the way i18next
 * does for the catalogs' syntax (`{{name}}`, `{{count, number}}`, `_one`/`_other`/`_many`).
 */
const bundles = new Map<string, Map<string, Catalog>>();
let language = "en";
let version = 0;
const listeners = new Set<() => void>();

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

export function addTextBundle(code: string, namespace: string, catalog: Catalog): void {
  const byNamespace = bundles.get(code) ?? new Map<string, Catalog>();
  bundles.set(code, byNamespace);
  byNamespace.set(namespace, catalog);
  changed();
}

/** The interface language (i18n.language): its catalogs when it has them, its number and plural rules always. */
export function setTextLanguage(code: string): void {
  if (code === language) return;
  language = code;
  changed();
}

function lookup(code: string, namespace: string, key: string): string | undefined {
  let node: string | Catalog | undefined = bundles.get(code)?.get(namespace);
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

function pluralRule(code: string, count: number): string {
  try {
    return new Intl.PluralRules(code).select(count);
  } catch {
    return count === 1 ? "one" : "other";
  }
}

function find(code: string, namespace: string, key: string, count: number | undefined) {
  if (count !== undefined) {
    const form =
      lookup(code, namespace, `${key}_${pluralRule(code, count)}`) ?? lookup(code, namespace, `${key}_other`);
    if (form !== undefined) return form;
  }
  return lookup(code, namespace, key);
}

function interpolate(text: string, values: Values, code: string): string {
  return text.replace(/{{\s*(\w+)\s*(?:,\s*(\w+)\s*)?}}/g, (whole, name: string, format?: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (format === "number" && typeof value === "number") return new Intl.NumberFormat(code).format(value);
    return String(value);
  });
}

/** `namespace`'s text for `key` in the current language, else English, else the key itself. */
export function translate(namespace: string, key: string, values: Values = {}): string {
  const text =
    find(language, namespace, key, values.count) ??
    find("en", namespace, key, values.count) ??
    values.defaultValue ??
    key;
  return interpolate(text, values, language);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language `namespace`'s text is shown in: the current one when its catalog is here, else English. */
export function textLanguageOf(namespace: string): string {
  return bundles.get(language)?.has(namespace) ? language : "en";
}

/**
 * A namespace's `t`, re-rendering when the language changes or a catalog arrives. `textLanguage` is the
 * language that text is in (for read-aloud voices and `lang`), which is English under an untranslated choice.
 */
export function useNamespaceText(namespace: string) {
  // The version changes whenever the text may have; reading it here re-renders the component then.
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const t = (key: string, values?: Values) => translate(namespace, key, values);
  return { t, language, textLanguage: textLanguageOf(namespace) };
}
