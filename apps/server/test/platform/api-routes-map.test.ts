import { API_ROUTES, type RouteContract, strictInput } from "@recall/shared";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * The web's route map (packages/shared API_ROUTES) against the app's own OpenAPI document: every entry is a
 * route of the server with the same method, path, parameters, query, body and successful answer, so the
 * types the web infers from the map are the server's. A route renamed or reshaped on one side fails here.
 */

interface DocOperation {
  parameters?: { name: string; in: string; schema: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let t: TestApp;
let paths: Record<string, Record<string, DocOperation>>;
let openapi: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  ({ paths, openapi } = res.json<{ paths: typeof paths; openapi: string }>());
  // Building the whole app and its database on a loaded 2-core machine can take more than the default minute.
}, 180_000);
afterAll(() => t.close());

/** The JSON schemas the server's documentation derives from a route's zod schemas, for the map's entry. */
function documented(url: string, contract: RouteContract) {
  const { schema } = jsonSchemaTransform({
    schema: {
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      // The server makes every body refuse unknown keys at registration (lib/input-edge.ts).
      ...(contract.body ? { body: strictInput(contract.body) } : {}),
      response: { 200: contract.response },
    },
    url,
    openapiObject: { openapi },
  } as Parameters<typeof jsonSchemaTransform>[0]) as {
    schema: {
      params?: { properties: object };
      querystring?: { properties: object };
      body?: unknown;
      response: { 200: unknown };
    };
  };
  return schema;
}

/** The schema of every successful (2xx) JSON answer the server documents for an operation. */
function successSchemas(op: DocOperation): unknown[] {
  return Object.entries(op.responses ?? {})
    .filter(([code]) => code.startsWith("2"))
    .map(([, answer]) => answer.content?.["application/json"]?.schema);
}

const entries = Object.entries(API_ROUTES) as [string, RouteContract][];

describe.each(entries)("%s", (key, contract) => {
  const [method, path] = key.split(" ") as [string, string];
  const docPath = `/api${path.replace(/:(\w+)/g, "{$1}")}`;
  const operation = () => paths[docPath]?.[method.toLowerCase()];

  it("is a route of the server", () => {
    expect(operation(), `${method} ${docPath} is not in the server's routes`).toBeDefined();
  });

  it("has the server's path parameters, query and body", () => {
    const op = operation()!;
    const expected = documented(path, contract);
    const names = (where: string) =>
      (op.parameters ?? [])
        .filter((p) => p.in === where)
        .map((p) => p.name)
        .sort();
    expect(names("path")).toEqual(Object.keys(expected.params?.properties ?? {}).sort());
    expect(names("query")).toEqual(Object.keys(expected.querystring?.properties ?? {}).sort());
    const body = op.requestBody?.content?.["application/json"]?.schema;
    if (contract.body) expect(body).toEqual(expected.body);
    else if (!contract.file) expect(body).toBeUndefined();
  });

  it("answers what the map says", () => {
    const expected = documented(path, contract).response[200] as { anyOf?: unknown[] };
    const answers = successSchemas(operation()!);
    // A route answering 200 or 202 (a result or a job still running) is a union in the map.
    expect(answers).toEqual(answers.length > 1 ? expected.anyOf : [expected]);
  });
});
