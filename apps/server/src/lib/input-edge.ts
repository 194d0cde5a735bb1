import { findUnsafeText, strictInput, WHOLE_PART_FIELD } from "@recall/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodType } from "zod";
import { AppError } from "./errors";
import { fieldsMessage } from "./validation-fields";

const PARTS = ["params", "query", "body"] as const;

function isZodSchema(value: unknown): value is ZodType {
  return typeof value === "object" && value !== null && "_zod" in value && "safeParse" in value;
}

/**
 * How deep a JSON body may nest. The deepest real body is about 6 levels (an upload's deep-dive artwork);
 * free-form values (sandbox params) get room to spare. Much deeper values would overflow the recursive
 * JSON writers on the way to the database and back (a 500 at about 5,000 levels).
 */
export const MAX_BODY_DEPTH = 32;

/** The path of the first value nested deeper than `max`, or null. Iterative: any depth is safe to walk. */
export function tooDeepPath(value: unknown, max = MAX_BODY_DEPTH): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (typeof next.value !== "object" || next.value === null) continue;
    if (next.path.length >= max) return next.path.join(".");
    for (const [key, child] of Object.entries(next.value))
      stack.push({ value: child, path: [...next.path, key] });
  }
  return null;
}

/** Every string of the request that the database cannot store, by field path (first problem per field). */
function unsafeTextFields(request: FastifyRequest): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of PARTS) {
    for (const issue of findUnsafeText(request[part])) {
      fields[issue.path || WHOLE_PART_FIELD[part]] ??= issue.message;
    }
  }
  return fields;
}

/**
 * Where input enters, once for every route, present and future (docs/decisions/input-text.md and
 * validation-errors.md). Register before any route:
 * - each route's body schema refuses unknown keys at any depth (`strictInput`), which the OpenAPI document
 *   then shows as `additionalProperties: false`;
 * - before validation, a body nested deeper than MAX_BODY_DEPTH, and text the database cannot hold (NUL,
 *   unpaired surrogates) anywhere in the path parameters, the query string or the body, are 400s naming the
 *   field, whatever the route's schema says.
 */
export function registerInputEdge(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const body = route.schema?.body;
    if (isZodSchema(body)) route.schema = { ...route.schema, body: strictInput(body) };
  });
  app.addHook("preValidation", async (request) => {
    const deep = tooDeepPath(request.body);
    if (deep !== null) {
      const fields = { [deep || WHOLE_PART_FIELD.body]: `is nested more than ${MAX_BODY_DEPTH} levels deep` };
      throw new AppError("VALIDATION_ERROR", fieldsMessage(fields), fields);
    }
    const fields = unsafeTextFields(request);
    if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_ERROR", fieldsMessage(fields), fields);
  });
}
