import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AiTestApp, createAiTestApp } from "../ai/support/ai-test-app";
import {
  type FuzzRequest,
  type JsonSchema,
  type Leaf,
  leavesOf,
  listOperations,
  type Operation,
  urlOf,
  withValue,
} from "../helpers/openapi-requests";
import {
  BASELINE_REFUSALS,
  createOwner,
  createResources,
  isDestructive,
  type Resources,
} from "./input-fuzz-routes";
import { baseline, isPlainObject, paramFill } from "./route-baselines";

/**
 * no input gives a 5xx. Every route of the OpenAPI document, as a user who owns the resources, gets
 * NUL and a lone surrogate in each of its strings (path, query, body) and 10,000-deep JSON for each other value
 * of its body, then FUZZ_RUNS random mutations by fast-check: control characters, lone surrogates,
 * type-confused values, unknown keys. Runs on PGlite and on PostgreSQL. A failure prints the route, the change
 * and the seed (replay with FUZZ_SEED=<seed>).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);

let t: AiTestApp;
let ops: Operation[];
let owner: Awaited<ReturnType<typeof createOwner>>;
beforeAll(async () => {
  // Workers off and no wait: a generation is stored and queued (its brief reaches the database), never run.
  t = await createAiTestApp({ RUN_WORKERS: "false", AI_GENERATE_WAIT_MS: "0" });
  ops = listOperations((await t.app.inject({ method: "GET", url: "/api/docs/json" })).json());
  owner = await createOwner(t);
});
afterAll(() => t.close());

/** Stands for JSON nested 10,000 levels deep, spliced in as text (JSON.stringify itself cannot nest that far). */
const DEEP = "\u0001deep-json";
const DEEP_JSON = `${"[".repeat(10_000)}1${"]".repeat(10_000)}`;

function send(request: FuzzRequest, r: Resources) {
  const hasBody = request.body !== undefined;
  const payload = hasBody
    ? JSON.stringify(request.body).replaceAll(JSON.stringify(DEEP), DEEP_JSON)
    : undefined;
  return t.app.inject({
    method: request.op.method as "GET",
    url: urlOf(request),
    headers: { ...r.user.auth, ...(hasBody ? { "content-type": "application/json" } : {}) },
    ...(hasBody ? { payload } : {}),
  });
}

/** What is wrong with an answer: a 5xx, or a 400 that does not name its fields by the one rule. */
function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode !== 400) return null;
  let error: { code: string; fields?: Record<string, string> } | undefined;
  try {
    error = res.json().error;
  } catch {
    return `a 400 that is not JSON: ${res.body.slice(0, 300)}`;
  }
  if (!error) return "a 400 without the error envelope";
  if (error.fields && "" in error.fields) return `a 400 with an empty field key: ${res.body.slice(0, 300)}`;
  if (error.code === "VALIDATION_ERROR" && Object.keys(error.fields ?? {}).length === 0)
    return `a VALIDATION_ERROR without fields: ${res.body.slice(0, 300)}`;
  return null;
}

const SPECIALS = [
  ...["\u0000", "\uD800", "\uDBFF", "\uDC00", "\uDFFF", "\u0001", "\u0008", "\u000B", "\u000C", "\u001B"],
  ...["\u001F", "\u007F", "\u0085", "\u00A0", "\u200B", "\u2028", "\u2029", "\uFEFF", "\uFFFE", "\uFFFF"],
  ...["%", "'", '"', "\\", "<", "😀", "a", " ", "\n", "\t"],
];
const nastyText = fc.string({ unit: fc.constantFrom(...SPECIALS), minLength: 1, maxLength: 12 });
const confused = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, [], {}, ["x"], { a: "b" }, "x".repeat(20_000), DEEP, -1, 1e308),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.array(nastyText, { maxLength: 3 }),
);

interface Mutation {
  part: Leaf["part"];
  path: Leaf["path"];
  /** Builds the new value from the old one. */
  change: (old: unknown) => unknown;
  label: string;
}
const insertAt = (old: unknown, text: string, at: number) => {
  const s = typeof old === "string" ? old : "";
  const i = at % (s.length + 1);
  return s.slice(0, i) + text + s.slice(i);
};

/** fast-check's choice of one change to a request of this shape. */
function mutationArb(leaves: Leaf[], request: FuzzRequest): fc.Arbitrary<Mutation> {
  const strings = leaves.filter((l) => typeof l.value === "string");
  const pick = (list: Leaf[]) =>
    fc.integer({ min: 0, max: Math.max(0, list.length - 1) }).map((i) => list[i]!);
  const options: fc.Arbitrary<Mutation>[] = [];
  if (strings.length)
    options.push(
      fc.tuple(pick(strings), nastyText, fc.nat()).map(([leaf, text, at]) => ({
        ...leaf,
        change: (old) => insertAt(old, text, at),
        label: `insert ${JSON.stringify(text)} at ${at}`,
      })),
    );
  const body = leaves.filter((l) => l.part === "body");
  if (body.length)
    options.push(
      fc.tuple(pick(body), confused).map(([leaf, value]) => ({
        ...leaf,
        change: () => value,
        label: `set ${JSON.stringify(value)?.slice(0, 80)}`,
      })),
    );
  const urlParts = leaves.filter((l) => l.part !== "body");
  if (urlParts.length)
    options.push(
      fc.tuple(pick(urlParts), fc.array(nastyText, { minLength: 1, maxLength: 3 })).map(([leaf, values]) => ({
        ...leaf,
        change: () => (leaf.part === "query" ? values : values.join("")),
        label: `set ${JSON.stringify(values)}`,
      })),
    );
  if (isPlainObject(request.body)) {
    const objects = [{ path: [] as Leaf["path"] }, ...body.filter((l) => isPlainObject(l.value))];
    options.push(
      fc.tuple(fc.integer({ min: 0, max: objects.length - 1 }), nastyText).map(([i, key]) => ({
        part: "body" as const,
        path: objects[i]!.path,
        change: (old) => ({ ...(old as object), [key]: "x" }),
        label: `add key ${JSON.stringify(key)}`,
      })),
    );
  }
  // Every route, even one without inputs: a query parameter it does not know.
  options.push(
    fc.tuple(nastyText, nastyText).map(([key, value]) => ({
      part: "query" as const,
      path: [],
      change: (old) => ({ ...(old as object), [key]: value }),
      label: `add query ${JSON.stringify(key)}=${JSON.stringify(value)}`,
    })),
  );
  return fc.oneof(...options);
}

function valueAt(request: FuzzRequest, m: Pick<Mutation, "part" | "path">): unknown {
  let value: unknown = request[m.part];
  for (const key of m.path) value = (value as Record<string | number, unknown>)[key];
  return value;
}
const apply = (request: FuzzRequest, m: Mutation) =>
  withValue(request, m.part, m.path, m.change(valueAt(request, m)));

describe("input fuzz over the OpenAPI document", () => {
  it("every request body refuses unknown keys: each object has additionalProperties false", () => {
    const open: string[] = [];
    const walk = (schema: JsonSchema | undefined, where: string) => {
      if (!schema) return;
      if (schema.properties && schema.additionalProperties !== false) open.push(where);
      for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, `${where}.${key}`);
      walk(schema.items, `${where}[]`);
      for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
        walk(option, where);
    };
    for (const op of ops) walk(op.body ?? undefined, op.key);
    expect(open).toEqual([]);
  });

  it('every route with a JSON body answers 400 to a whole body of null, [], 1 or "x"', async () => {
    const r = await createResources(t, owner);
    const withBody = ops.filter((op) => op.body);
    expect(withBody.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const op of withBody)
      for (const body of [null, [], 1, "x"]) {
        const res = await send({ ...baseline(op, r), body }, r);
        const error = res.statusCode === 400 ? res.json().error : undefined;
        if (error?.code !== "VALIDATION_ERROR" || !error.fields?.$body)
          problems.push(
            `${op.key} with ${JSON.stringify(body)}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    expect(problems).toEqual([]);
  }, 120_000);

  it("no route answers 5xx to NUL, lone surrogates, control characters or type-confused values", async () => {
    const unfillable = ops.flatMap((op) =>
      op.pathParams.filter((p) => !paramFill(op, p)).map((p) => `${op.key}: {${p}}`),
    );
    expect(unfillable, "add these path parameters to PATH_PARAMS in input-fuzz-routes.ts").toEqual([]);

    const shared = await createResources(t, owner);
    const problems: string[] = [];
    const ordered = [...ops].sort((a, b) => Number(isDestructive(a)) - Number(isDestructive(b)));
    for (const op of ordered) {
      // A route that uses up what it acts on gets resources of its own: one set to prove its baseline, one to fuzz.
      const fresh = () => (isDestructive(op) ? createResources(t, owner) : Promise.resolve(shared));
      const proof = await fresh();
      const first = await send(baseline(op, proof), proof);
      if (first.statusCode >= 300 && first.statusCode !== BASELINE_REFUSALS[op.key]?.status)
        problems.push(
          `${op.key}: the baseline request is answered ${first.statusCode} ${first.body.slice(0, 200)}; add a valid one to BASELINES (input-fuzz-routes.ts)`,
        );
      const r = await fresh();
      const sample = baseline(op, r);
      const leaves = leavesOf(sample);
      const sweep: Mutation[] = [];
      for (const leaf of leaves) {
        if (typeof leaf.value === "string")
          for (const bad of ["\u0000", "\uD800"])
            sweep.push({ ...leaf, change: (old) => insertAt(old, bad, 1), label: JSON.stringify(bad) });
        // Every other value of the body (free-form ones included: sandbox params) as JSON nested 10,000 deep.
        if (leaf.part === "body" && typeof leaf.value !== "string")
          sweep.push({ ...leaf, change: () => DEEP, label: "JSON nested 10,000 levels deep" });
      }
      for (const m of sweep) {
        const problem = problemWith(await send(apply(baseline(op, r), m), r));
        if (problem) problems.push(`${op.key} ${m.part}.${m.path.join(".")} with ${m.label}: ${problem}`);
      }
      const details = await fc.check(
        fc.asyncProperty(mutationArb(leaves, sample), async (m) => {
          const problem = problemWith(await send(apply(baseline(op, r), m), r));
          if (problem) throw new Error(`${m.part}.${m.path.join(".")} ${m.label}: ${problem}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (details.failed) problems.push(`${op.key} (seed ${SEED}): ${String(details.errorInstance)}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
