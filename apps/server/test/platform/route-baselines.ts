import { type FuzzRequest, type Operation, sampleFromSchema } from "../helpers/openapi-requests";
import { BASELINES, ID_FIELDS, OMIT, PATH_PARAMS, type Resources, unique } from "./input-fuzz-routes";

// The valid request of every route (its "baseline"), shared by the input fuzz and the authorization matrix.

/** The PATH_PARAMS entry for a path parameter: keyed by the literal segment before it. */
export function paramFill(op: Operation, name: string) {
  const segments = op.path.split("/");
  let i = segments.indexOf(`{${name}}`) - 1;
  while (i > 0 && segments[i]!.startsWith("{")) i--;
  return PATH_PARAMS[`${segments[i]}/{${name}}`];
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const merge = (base: unknown, over: unknown): unknown =>
  isPlainObject(base) && isPlainObject(over)
    ? Object.fromEntries(
        [...new Set([...Object.keys(base), ...Object.keys(over)])]
          .filter((k) => over[k] !== OMIT)
          .map((k) => [k, merge(base[k], over[k])]),
      )
    : over === undefined
      ? base
      : over;
const queryValue = (v: unknown): unknown => (Array.isArray(v) ? v.map(queryValue) : String(v));

export function baseline(op: Operation, r: Resources): FuzzRequest {
  const ctx = { idFor: (name: string) => ID_FIELDS[name]?.(r), unique };
  const explicit = BASELINES[op.key]?.(r) ?? {};
  const params = Object.fromEntries(op.pathParams.map((p) => [p, paramFill(op, p)!(r)]));
  const query = Object.fromEntries(
    op.query.map((q) => [q.name, queryValue(sampleFromSchema(q.schema, q.name, ctx))]),
  );
  const body = op.body ? sampleFromSchema(op.body, "", ctx) : undefined;
  return { op, params, query: { ...query, ...explicit.query }, body: merge(body, explicit.body) };
}
