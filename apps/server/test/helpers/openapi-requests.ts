/**
 * Requests built from the app's own OpenAPI document (GET /api/docs/json), for tests that must cover every
 * route, including routes added later: the operations, a valid sample value for a JSON schema, the leaves of
 * a request a fuzzer can change, and URL encoding that can carry any UTF-16 text (lone surrogates included).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path template, e.g. `/api/courses/{id}/cards/{cardId}`. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | null;
  /** `METHOD /path`, the key of per-route extension tables. */
  key: string;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

export function listOperations(doc: unknown): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries((doc as OpenApiDoc).paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const upper = method.toUpperCase();
      ops.push({
        method: upper,
        path,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        query: params
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required ?? false })),
        body: op.requestBody?.content?.["application/json"]?.schema ?? null,
        key: `${upper} ${path}`,
      });
    }
  }
  return ops;
}

export interface SampleContext {
  /** A real id for a uuid field of this name (`courseId`, and `courseIds` for its items), if one is known. */
  idFor(name: string): string | undefined;
  /** A value no earlier sample used (for fields that must be unique). */
  unique(): string;
}

const firstOption = (options: JsonSchema[]) =>
  options.find((o) => o.type !== "null" && !(Array.isArray(o.type) && o.type.includes("null"))) ??
  options[0]!;

/** A value the schema accepts, with every optional property filled, so every field can be fuzzed. */
export function sampleFromSchema(schema: JsonSchema, name: string, ctx: SampleContext): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (schema.anyOf?.length) return sampleFromSchema(firstOption(schema.anyOf), name, ctx);
  if (schema.oneOf?.length) return sampleFromSchema(firstOption(schema.oneOf), name, ctx);
  if (schema.allOf?.length) return sampleFromSchema(schema.allOf[0]!, name, ctx);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {}))
        out[key] = sampleFromSchema(child, key, ctx);
      return out;
    }
    case "array": {
      const count = Math.max(1, schema.minItems ?? 0);
      return Array.from({ length: count }, () => sampleFromSchema(schema.items ?? {}, name, ctx));
    }
    case "integer":
    case "number": {
      if (typeof schema.default === "number") return schema.default;
      const min = typeof schema.minimum === "number" ? schema.minimum : 1;
      const step = schema.multipleOf ?? 1;
      return Math.ceil(min / step) * step;
    }
    case "boolean":
      return typeof schema.default === "boolean" ? schema.default : true;
    case "string":
      return sampleString(schema, name, ctx);
    default:
      return "fuzz";
  }
}

function sampleString(schema: JsonSchema, name: string, ctx: SampleContext): string {
  if (schema.format === "uuid") return ctx.idFor(name) ?? "00000000-0000-4000-8000-000000000000";
  if (schema.format === "email") return `fuzz-${ctx.unique()}@example.com`;
  if (schema.format === "date-time") return new Date().toISOString();
  const text = `fuzz text ${name}`;
  const max = schema.maxLength ?? text.length;
  return text.slice(0, Math.max(max, schema.minLength ?? 1));
}

export type Part = "params" | "query" | "body";
export type Path = (string | number)[];

export interface FuzzRequest {
  op: Operation;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body?: unknown;
}

export interface Leaf {
  part: Part;
  path: Path;
  value: unknown;
}

/** Every value of a request a fuzzer can replace: strings, numbers, booleans, and the containers. */
export function leavesOf(request: FuzzRequest): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (part: Part, value: unknown, path: Path) => {
    if (path.length > 0) leaves.push({ part, path, value });
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(part, v, [...path, i]);
    } else if (typeof value === "object" && value !== null)
      for (const [k, v] of Object.entries(value)) walk(part, v, [...path, k]);
  };
  walk("params", request.params, []);
  walk("query", request.query, []);
  if (request.body !== undefined) walk("body", request.body, []);
  return leaves;
}

/** A copy of the request with the value at `part`/`path` replaced (an empty path replaces the whole body). */
export function withValue(request: FuzzRequest, part: Part, path: Path, value: unknown): FuzzRequest {
  const copy = structuredClone({ params: request.params, query: request.query, body: request.body });
  if (path.length === 0) return { ...request, ...copy, [part]: value };
  let target = copy[part] as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]!] = value;
  return { ...request, ...copy };
}

/** The URL of a request: path parameters and the query string percent-encoded as (WTF-8) bytes. */
export function urlOf(request: FuzzRequest): string {
  const path = request.op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    percentEncode(request.params[name] ?? ""),
  );
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      pairs.push(
        `${percentEncode(key)}=${percentEncode(typeof item === "string" ? item : JSON.stringify(item))}`,
      );
  }
  return pairs.length ? `${path}?${pairs.join("&")}` : path;
}

/**
 * Percent-encodes every code point as UTF-8 bytes, and a lone surrogate as the three bytes it would take
 * (what a careless client sends); `encodeURIComponent` throws on lone surrogates instead.
 */
export function percentEncode(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (cp >= 0xd800 && cp <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    if (cp < 0x80 && /[A-Za-z0-9\-._~]/.test(String.fromCharCode(cp))) {
      out += String.fromCharCode(cp);
      continue;
    }
    for (const byte of utf8Bytes(cp)) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

function utf8Bytes(cp: number): number[] {
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 63)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
}
