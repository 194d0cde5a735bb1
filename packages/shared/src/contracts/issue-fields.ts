import { WHOLE_PART_FIELD } from "./common";

/** A zod issue, as much of it as the field mapping reads. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  keys?: readonly string[];
}

/**
 * Zod issues as an error's `fields` (docs/decisions/validation-errors.md): the dotted path of each field at
 * fault with its first message, every unknown key named by its own path ("is not an allowed field"), and
 * the documented whole-part key (`$body`) when the value as a whole is wrong.
 */
export function issueFields(issues: readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (issue.code === "unrecognized_keys" && issue.keys?.length) {
      for (const key of issue.keys) fields[[...path, key].join(".")] ??= "is not an allowed field";
      continue;
    }
    fields[path.join(".") || WHOLE_PART_FIELD.body] ??= issue.message;
  }
  return fields;
}

/** "path: message" for a field, the bare message for the value as a whole. */
export const fieldMessage = (path: string, message: string) =>
  path && path !== WHOLE_PART_FIELD.body ? `${path}: ${message}` : message;
