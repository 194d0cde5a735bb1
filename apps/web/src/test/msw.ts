import { API_ROUTES, type ApiRouteKey, type ApiRoutes } from "@recall/shared";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import type { z } from "zod";
import { API_PREFIX, type CallAnswer, type ParamNames, type PathOf } from "../lib/api-client";

/**
 * The network edge of web tests: Mock Service Worker answers the app's fetch calls with handlers written
 * against API_ROUTES (packages/shared), so a handler's answer is type-checked against the route's response
 * schema. src/test/setup.ts starts it for every test; a request no handler answers fails the test.
 */
export const server = setupServer();

/** A request to the API as a handler sees it. */
export interface RouteRequest<K extends ApiRouteKey> {
  params: Record<ParamNames<PathOf<K>>, string>;
  query: URLSearchParams;
  /** The parsed JSON body (undefined for a GET, a raw upload, or an empty body). */
  body: ApiRoutes[K] extends { body: z.ZodType } ? z.input<ApiRoutes[K]["body"]> : undefined;
  request: Request;
}

/** The route's successful answer (status 200), or any Response (an error, another status). */
export type RouteReply<K extends ApiRouteKey> = CallAnswer<K> | Response;

/** A request a route handler answered. */
export interface HandledRequest {
  /** The API_ROUTES key the request resolved to (undefined: a route the map does not have). */
  key: ApiRouteKey | undefined;
  method: string;
  /** Path and query, with the /api prefix. */
  url: string;
  body: unknown;
  signal: AbortSignal;
}

/** The lists `serve` handed out in the current test: each gets every request answered after it was made. */
const recorders = new Set<HandledRequest[]>();

/** Forgets the current test's recorders (src/test/setup.ts, after each test). */
export function resetRecorders() {
  recorders.clear();
}

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

/**
 * The API_ROUTES key a request resolves to, as the server's router picks it: a literal segment beats a
 * `:param` (GET /courses/public is not GET /courses/:id).
 */
export function routeKeyOf(method: string, pathname: string): ApiRouteKey | undefined {
  const wanted = segmentsOf(pathname.slice(pathname.indexOf(API_PREFIX) + API_PREFIX.length));
  let best: { key: ApiRouteKey; literal: number } | undefined;
  for (const key of Object.keys(API_ROUTES) as ApiRouteKey[]) {
    const [keyMethod, path] = key.split(" ") as [string, string];
    if (keyMethod !== method) continue;
    const segments = segmentsOf(path);
    if (segments.length !== wanted.length) continue;
    if (!segments.every((s, i) => s.startsWith(":") || s === wanted[i])) continue;
    const literal = segments.filter((s) => !s.startsWith(":")).length;
    if (!best || literal > best.literal) best = { key, literal };
  }
  return best?.key;
}

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/**
 * A handler for one route of API_ROUTES: `answer` gets the path parameters, query and JSON body, and returns
 * the route's answer (checked against its response schema's type) or a Response. With `once`, it answers
 * one request only (later handlers or earlier ones answer the next).
 */
export function route<K extends ApiRouteKey>(
  key: K,
  answer: (request: RouteRequest<K>) => RouteReply<K> | Promise<RouteReply<K>>,
  { once = false }: { once?: boolean } = {},
) {
  const [method, path] = key.split(" ") as [keyof typeof methods, string];
  return methods[method](
    `*${API_PREFIX}${path}`,
    async ({ request, params }) => {
      const url = new URL(request.url);
      if (routeKeyOf(method, url.pathname) !== key) return undefined;
      const text = request.headers.get("content-type") === "application/json" ? await request.text() : "";
      const body = text ? JSON.parse(text) : undefined;
      const handled = { key, method, url: url.pathname + url.search, body, signal: request.signal };
      for (const calls of recorders) calls.push(handled);
      const reply = await answer({
        params: params as RouteRequest<K>["params"],
        query: url.searchParams,
        body,
        request,
      });
      return reply instanceof Response ? reply : HttpResponse.json(reply as object);
    },
    { once },
  );
}

/**
 * Answers every following request of the test with these handlers (before the ones set earlier), and returns
 * the list of requests answered from now on (by any route handler), in order.
 */
export function serve(
  ...handlers: (ReturnType<typeof route> | ReturnType<typeof anyRequest>)[]
): HandledRequest[] {
  server.use(...handlers);
  const calls: HandledRequest[] = [];
  recorders.add(calls);
  return calls;
}

type Reply = { status?: number; body: unknown } | Response;

/**
 * A handler that looks at every API request first (a test's override): `answer` returns a Response or a
 * reply written as `{ status?, body }` to answer it, or undefined to leave it to the route handlers.
 */
export function anyRequest(
  answer: (call: {
    method: string;
    url: string;
    body: unknown;
  }) => Reply | undefined | Promise<Reply | undefined>,
) {
  return http.all(`*${API_PREFIX}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const text =
      request.headers.get("content-type") === "application/json" ? await request.clone().text() : "";
    const call = {
      method: request.method,
      url: url.pathname + url.search,
      body: text ? JSON.parse(text) : undefined,
    };
    const reply = await answer(call);
    if (!reply) return undefined;
    const handled = { ...call, key: routeKeyOf(request.method, url.pathname), signal: request.signal };
    for (const calls of recorders) calls.push(handled);
    return reply instanceof Response ? reply : fromReply(reply);
  });
}

/** An answer that never comes: keeps a request pending (to see pending states). */
export const pending = () => new Promise<never>(() => undefined);

/** An error as the server sends it: `{ error: { code, message } }` with its status. */
export function failure(status: number, message: string, code = "BAD_REQUEST") {
  return HttpResponse.json({ error: { code, message } }, { status });
}

/** A reply written as `{ status?, body }` (errors, odd bodies) as the Response the server would send. */
export function fromReply({ status = 200, body }: { status?: number; body: unknown }) {
  return HttpResponse.json(body as object, { status });
}

/** A successful answer with another status than 200 (201 Created, 202 Accepted). */
export function answered<K extends ApiRouteKey>(_key: K, status: number, body: CallAnswer<K>) {
  return HttpResponse.json(body as object, { status });
}
