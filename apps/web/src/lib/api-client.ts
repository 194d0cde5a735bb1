import type { ApiRouteKey, ApiRoutes } from "@recall/shared";
import type { z } from "zod";
import { paths } from "../config/paths";
import { useAuthStore } from "../stores/auth-store";
import { translateMessage } from "./translate-message";

/** An API failure: `message` is the server's `error.message` when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    /** True when `message` is the server's own `error.message`, false when the client made it up. */
    readonly fromServer = false,
    /** A 429's Retry-After, in seconds, when the server sent one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const API_PREFIX = "/api";

type Query = Record<string, string | number | boolean | undefined | null | string[]>;

function buildUrl(path: string, query?: Query): string {
  const url = `${API_PREFIX}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * On a 401 to a call that carried a token: clear auth and go to /login unless already there (requirements S4).
 * The login page then says the session expired, and brings the user back here after logging in.
 */
function handleUnauthorized() {
  useAuthStore.getState().clearAuth();
  const { pathname, search } = window.location;
  if (pathname !== paths.login) window.location.assign(paths.loginAfterExpiry(pathname + search));
}

export async function apiRequest<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  /** `file`: a raw upload sent as application/octet-stream instead of a JSON body. */
  /** `asBlob`: the successful answer is a file (an export), returned as a Blob. */
  /**
   * `idempotencyKey`: sent as Idempotency-Key (routes that start paid work); with it, a request that never
   * got an answer (network failure) is sent again, up to twice, under the same key: the server then returns
   * the first request's job instead of starting the work again.
   */
  options: {
    body?: unknown;
    file?: Blob;
    query?: Query;
    signal?: AbortSignal;
    asBlob?: boolean;
    idempotencyKey?: string;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  const token = useAuthStore.getState().token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.file !== undefined) headers["content-type"] = "application/octet-stream";
  else if (options.body !== undefined) headers["content-type"] = "application/json";
  let res: Response | undefined;
  const tries = options.idempotencyKey ? 3 : 1;
  for (let attempt = 1; !res; attempt++) {
    try {
      res = await fetch(buildUrl(path, options.query), {
        method,
        headers,
        body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
        signal: options.signal,
      });
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") throw err;
      if (attempt >= tries)
        throw new ApiError("Cannot reach the server. Check your connection and try again.", 0);
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
  if (res.ok && options.asBlob) return (await res.blob()) as T;
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const error = (
      json as { error?: { message?: string; code?: string; fields?: Record<string, string> } } | null
    )?.error;
    if (res.status === 401 && token) handleUnauthorized();
    const retryAfter = Number(res.headers.get("retry-after"));
    throw new ApiError(
      error?.message ?? `Request failed (${res.status})`,
      res.status,
      error?.code,
      error?.fields,
      typeof error?.message === "string" && error.message.length > 0,
      res.headers.has("retry-after") && Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
    );
  }
  return json as T;
}

export type PathOf<K extends string> = K extends `${string} ${infer Path}` ? Path : never;
/** The `:name` segments of a route's path. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type Part<C, F extends string> = C extends Record<F, z.ZodType> ? z.input<C[F]> : never;
/** A query as the server reads it (`true`, numbers, lists); buildUrl writes each value as text. */
type QueryOf<Q extends z.ZodType> = { [Name in keyof z.output<Q>]?: z.output<Q>[Name] | null };

/** What a call to a route of API_ROUTES sends: its path parameters, query, JSON body or raw file. */
export type CallInput<K extends ApiRouteKey> = ([ParamNames<PathOf<K>>] extends [never]
  ? unknown
  : { params: Record<ParamNames<PathOf<K>>, string | number> }) &
  (ApiRoutes[K] extends { query: z.ZodType } ? { query?: QueryOf<ApiRoutes[K]["query"]> } : unknown) &
  (ApiRoutes[K] extends { body: z.ZodType } ? { body: Part<ApiRoutes[K], "body"> } : unknown) &
  (ApiRoutes[K] extends { file: true } ? { file: Blob } : unknown);

/** The successful answer of a route, as its response schema in API_ROUTES says. */
export type CallAnswer<K extends ApiRouteKey> = z.output<ApiRoutes[K]["response"]>;

export interface CallOptions {
  signal?: AbortSignal;
  /** One user action that starts paid or long work: a new Idempotency-Key, reused on retry. */
  once?: boolean;
}

type CallArgs<K extends ApiRouteKey> =
  object extends CallInput<K>
    ? [input?: CallInput<K>, options?: CallOptions]
    : [input: CallInput<K>, options?: CallOptions];

/** `/courses/:id` with `{ id }` -> `/courses/<id>`, each value URL-encoded. */
function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * Calls a route of API_ROUTES by its key (`"GET /courses/:id"`); the answer's type is the route's response
 * schema. A POST, PUT or PATCH without a body sends `{}`.
 */
function call<K extends ApiRouteKey>(
  route: K,
  ...[input, options = {}]: CallArgs<K>
): Promise<CallAnswer<K>> {
  const space = route.indexOf(" ");
  const method = route.slice(0, space) as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  const sent = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
    file?: Blob;
  };
  const body = sent.body === undefined && method !== "GET" && method !== "DELETE" ? {} : sent.body;
  return apiRequest<CallAnswer<K>>(method, fillPath(route.slice(space + 1), sent.params), {
    ...(sent.file ? { file: sent.file } : body === undefined ? {} : { body }),
    query: sent.query,
    signal: options.signal,
    idempotencyKey: options.once ? crypto.randomUUID() : undefined,
  });
}

export const api = {
  call,
  /** GETs a file (an export) as a Blob; errors come as ApiError like every other call. */
  download: (path: string) => apiRequest<Blob>("GET", path, { asBlob: true }),
};

/**
 * The message to show for a failed call: the server's, else the spec's fallback, in the interface language
 * when the `messages` catalog knows it (the server and the shared fallbacks write English).
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.fromServer) return translateMessage(err.message);
  return translateMessage(fallback);
}
