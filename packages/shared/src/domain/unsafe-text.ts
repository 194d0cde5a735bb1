/**
 * Text the database cannot hold (docs/decisions/input-text.md): PostgreSQL refuses the NUL character in
 * `text` and `jsonb`, and an unpaired UTF-16 surrogate is not Unicode at all (`jsonb` refuses its escape;
 * a `text` column would silently turn it into U+FFFD). Every other character, control characters included,
 * is stored as sent.
 */
export const UNSAFE_TEXT_MESSAGES = {
  nul: "must not contain the NUL character (\\u0000)",
  surrogate: "must not contain an unpaired UTF-16 surrogate (the text is not valid Unicode)",
  key: "has a key that contains the NUL character or an unpaired UTF-16 surrogate",
} as const;

// Without the `u` flag a regex sees UTF-16 code units, so a surrogate half without its partner matches.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");

/** Why `text` cannot be stored, or null when it can. */
export function unsafeTextProblem(text: string): string | null {
  if (text.includes("\u0000")) return UNSAFE_TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return UNSAFE_TEXT_MESSAGES.surrogate;
  return null;
}

export interface UnsafeTextIssue {
  /** Dotted path of the value (`cards.3.face`); "" for the value itself. */
  path: string;
  message: string;
}

/**
 * Every string (value or object key) inside a JSON-like value that cannot be stored, with its path, at most
 * `limit` of them. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnsafeText(value: unknown, limit = 20): UnsafeTextIssue[] {
  const issues: UnsafeTextIssue[] = [];
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (stack.length > 0 && issues.length < limit) {
    const next = stack.pop()!;
    if (typeof next.value === "string") {
      const message = unsafeTextProblem(next.value);
      if (message) issues.push({ path: next.path, message });
    } else if (Array.isArray(next.value)) {
      for (let i = next.value.length - 1; i >= 0; i--)
        stack.push({ value: next.value[i], path: join(next.path, i) });
    } else if (typeof next.value === "object" && next.value !== null) {
      const entries = Object.entries(next.value);
      if (entries.some(([key]) => unsafeTextProblem(key)))
        issues.push({ path: next.path, message: UNSAFE_TEXT_MESSAGES.key });
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (!unsafeTextProblem(key)) stack.push({ value: child, path: join(next.path, key) });
      }
    }
  }
  return issues;
}

/** `text` without NUL characters and with every unpaired surrogate replaced by U+FFFD. */
export function stripUnsafeText(text: string): string {
  return text.replaceAll("\u0000", "").replace(LONE_SURROGATES, "\uFFFD");
}

/**
 * A copy of a JSON-like value with every string (and key) made storable by `stripUnsafeText`: for text
 * the server did not receive from a user and cannot send back, such as a model's answer.
 */
export function stripUnsafeTextDeep<T>(value: T): T {
  if (typeof value === "string") return stripUnsafeText(value) as T;
  if (Array.isArray(value)) return value.map(stripUnsafeTextDeep) as T;
  if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [stripUnsafeText(key), stripUnsafeTextDeep(child)]),
    ) as T;
  }
  return value;
}
