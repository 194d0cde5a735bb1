import { WHOLE_PART_FIELD } from "@recall/shared";

/** The `fields` key for an error about a whole request part, by Fastify's part name. */
export const WHOLE_PART_KEY: Record<string, string> = {
  body: WHOLE_PART_FIELD.body,
  query: WHOLE_PART_FIELD.query,
  querystring: WHOLE_PART_FIELD.query,
  params: WHOLE_PART_FIELD.params,
};

const WHOLE_KEYS = new Set<string>(Object.values(WHOLE_PART_FIELD));

/** `path: message; path: message`, the message of a 400 that names its fields (a whole part needs no name). */
export function fieldsMessage(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([path, message]) => (WHOLE_KEYS.has(path) ? message : `${path}: ${message}`))
    .join("; ");
}

interface SchemaIssue {
  instancePath: string;
  keyword?: string;
  message?: string;
  params?: unknown;
}

/**
 * Zod issues as Fastify reports them, to field paths: `cards.2.face`, each unknown key by name, and the
 * documented whole-part key (`$body`, `$query`, `$params`) when the part itself is wrong.
 */
export function issuesToFields(
  issues: readonly SchemaIssue[],
  part: string | undefined,
): Record<string, string> {
  const fields: Record<string, string> = {};
  const whole = WHOLE_PART_KEY[part ?? "body"] ?? WHOLE_PART_FIELD.body;
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    // A strict object reports unknown keys on the object itself; name each key so the client sees which.
    const unknownKeys =
      issue.keyword === "unrecognized_keys" ? (issue.params as { keys?: unknown }).keys : null;
    if (Array.isArray(unknownKeys) && unknownKeys.length > 0) {
      for (const key of unknownKeys)
        fields[path ? `${path}.${key}` : String(key)] ??= "is not an allowed field";
      continue;
    }
    fields[path || whole] ??= issue.message ?? "is invalid";
  }
  return fields;
}
