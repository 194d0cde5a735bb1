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

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: ZodType) => schema._zod.def as unknown as Def;

/**
 * Whether a body schema accepts nothing but a JSON object (objects, records, unions of them, refined or
 * piped). Such a route must see a plain object before its schema runs: a refinement that runs whatever the
 * shape (`when: () => true`) would otherwise read a property of null and throw.
 */
export function acceptsOnlyObjects(schema: ZodType): boolean {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
    case "record":
      return true;
    case "union":
      return (def.options as ZodType[]).every(acceptsOnlyObjects);
    case "intersection":
      return acceptsOnlyObjects(def.left as ZodType) || acceptsOnlyObjects(def.right as ZodType);
    case "pipe": {
      const input = def.in as ZodType;
      return acceptsOnlyObjects(defOf(input).type === "transform" ? (def.out as ZodType) : input);
    }
    case "readonly":
    case "nonoptional":
      return acceptsOnlyObjects(def.innerType as ZodType);
    case "lazy":
      return acceptsOnlyObjects((def.getter as () => ZodType)());
    default:
      return false;
  }
}

const isPlainObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

const NOT_AN_OBJECT = { [WHOLE_PART_FIELD.body]: "must be a JSON object" };

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
 *   field, whatever the route's schema says;
 * - a route whose body schema takes only an object answers 400 to any other JSON body (null, [], 1, "x")
 *   before its schema runs, so no refinement ever sees a value of the wrong shape.
 */
export function registerInputEdge(app: FastifyInstance): void {
  const objectBodies = new WeakSet<object>();
  app.addHook("onRoute", (route) => {
    const body = route.schema?.body;
    if (!isZodSchema(body)) return;
    const strict = strictInput(body);
    if (acceptsOnlyObjects(strict)) objectBodies.add(strict);
    route.schema = { ...route.schema, body: strict };
  });
  app.addHook("preValidation", async (request) => {
    const schema = request.routeOptions.schema?.body;
    if (isZodSchema(schema) && objectBodies.has(schema) && !isPlainObject(request.body))
      throw new AppError("VALIDATION_ERROR", "The request body must be a JSON object.", NOT_AN_OBJECT);
    const deep = tooDeepPath(request.body);
    if (deep !== null) {
      const fields = { [deep || WHOLE_PART_FIELD.body]: `is nested more than ${MAX_BODY_DEPTH} levels deep` };
      throw new AppError("VALIDATION_ERROR", fieldsMessage(fields), fields);
    }
    const fields = unsafeTextFields(request);
    if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_ERROR", fieldsMessage(fields), fields);
  });
}
