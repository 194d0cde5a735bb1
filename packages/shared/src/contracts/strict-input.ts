import { z } from "zod";

/**
 * The rule for request bodies (docs/decisions/validation-errors.md): an unknown key is refused at any depth,
 * so a typo ("explanationRigth") is an error instead of silently lost data. The server applies this to every
 * route's body schema at registration (lib/input-edge.ts), so contracts stay plain `z.object`s and a new route
 * gets the rule without doing anything; the upload check applies it to the course JSON it parses itself.
 *
 * Objects that already say what to do with other keys (`.catchall()`, `.loose()`) keep their choice; records
 * and `unknown` values are free-form by design. Refinements and transforms are kept.
 */
export function strictInput<T extends z.ZodType>(schema: T): T {
  return convert(schema, new Map()) as T;
}

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const cloneWith = (schema: z.ZodType, changes: Record<string, unknown>) =>
  (schema as unknown as { clone(def: unknown): z.ZodType }).clone({ ...defOf(schema), ...changes });

function convert(schema: z.ZodType, seen: Map<z.ZodType, z.ZodType>): z.ZodType {
  const done = seen.get(schema);
  if (done) return done;
  const def = defOf(schema);
  const inner = (key: string) => convert(def[key] as z.ZodType, seen);
  let out: z.ZodType = schema;
  switch (def.type) {
    case "object": {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, convert(v, seen)]),
      );
      out = cloneWith(schema, { shape, ...(def.catchall ? {} : { catchall: z.never() }) });
      break;
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      out = cloneWith(schema, { innerType: inner("innerType") });
      break;
    case "array":
      out = cloneWith(schema, { element: inner("element") });
      break;
    case "union":
      out = cloneWith(schema, { options: (def.options as z.ZodType[]).map((o) => convert(o, seen)) });
      break;
    case "intersection":
      out = cloneWith(schema, { left: inner("left"), right: inner("right") });
      break;
    case "record":
      out = cloneWith(schema, { valueType: inner("valueType") });
      break;
    case "tuple":
      out = cloneWith(schema, {
        items: (def.items as z.ZodType[]).map((i) => convert(i, seen)),
        rest: def.rest ? inner("rest") : def.rest,
      });
      break;
    case "pipe": {
      // `.transform()` is pipe(schema, transform): the input is `in`. `z.preprocess()` is
      // pipe(transform, schema): the body reaches `out`, so that one is made strict too.
      const input = defOf(def.in as z.ZodType).type === "transform";
      out = cloneWith(schema, input ? { out: inner("out") } : { in: inner("in") });
      break;
    }
    case "lazy": {
      const getter = def.getter as () => z.ZodType;
      out = cloneWith(schema, { getter: () => convert(getter(), seen) });
      break;
    }
  }
  seen.set(schema, out);
  return out;
}
