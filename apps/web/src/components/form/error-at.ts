import type { FieldError, FieldErrors } from "react-hook-form";
import { translateMessage } from "../../lib/translate-message";

type ErrorNode = FieldError | FieldErrors | (FieldErrors | undefined)[] | undefined;

const isFieldError = (node: unknown): node is FieldError =>
  typeof node === "object" && node !== null && typeof (node as FieldError).message === "string";

/** Follows a dotted path ("artworks.0.title") through react-hook-form's nested error object. */
function nodeAt(errors: FieldErrors, path: string): ErrorNode {
  let node: unknown = errors;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node as ErrorNode;
}

/** Every error message under `node`, depth first (a list field's items included). */
function messagesUnder(node: unknown, out: string[] = []): string[] {
  if (typeof node !== "object" || node === null) return out;
  if (isFieldError(node) && node.message) out.push(node.message);
  for (const [key, child] of Object.entries(node)) {
    // `ref` is the DOM element react-hook-form attaches; `types` repeats `message`.
    if (key === "ref" || key === "types" || key === "message" || key === "type") continue;
    messagesUnder(child, out);
  }
  return out;
}

/**
 * The error message of a field, or of its items for a list field ("conceptTags" shows a bad tag's error), in
 * the interface language (the shared schemas and the server write it in English). `undefined` when the
 * field has none.
 */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const message = messagesUnder(nodeAt(errors, path))[0];
  return message === undefined ? undefined : translateMessage(message);
}

/** How many fields have an error (the form's own "root" errors not counted). */
export function countErrors(errors: FieldErrors): number {
  const { root: _root, ...fields } = errors;
  return messagesUnder(fields).length;
}
