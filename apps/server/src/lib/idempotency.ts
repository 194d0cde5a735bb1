import { createHash } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { idempotencyKeys } from "../db/schema/index";
import { AppError } from "./errors";

/**
 * The routes that start paid or long work: each takes an Idempotency-Key header (docs/decisions/idempotency.md).
 * Keys are `METHOD url-pattern` as Fastify registers them.
 */
export const IDEMPOTENT_ROUTES = [
  "POST /api/ai-content/generate",
  "POST /api/ai-content/jobs/:id/generate-rest",
  "POST /api/ai-content/course-plan/:id/generate-next",
  "POST /api/ai-content/course-plan/:id/auto-generate",
  "POST /api/ai-content/syllabus/generate",
  "POST /api/ai-content/syllabus/generate-subtopic",
  "POST /api/ai-content/merge/execute",
  "POST /api/imports/:id/start",
  "POST /api/me/memory-model/fit",
] as const;

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** A key is remembered this long: a client retries within minutes, not days. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

interface Claim {
  userId: string;
  key: string;
  route: string;
}
const claims = new WeakMap<FastifyRequest, Claim>();

const hashOf = (body: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(body ?? null))
    .digest("hex");

function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) {
    const message = "must be 1 to 200 visible ASCII characters";
    throw new AppError("VALIDATION_ERROR", `Idempotency-Key: ${message}`, { "Idempotency-Key": message });
  }
  return key;
}

/**
 * Before the handler: the first request with a key reserves it; a repeat (same user, key, route and body)
 * gets the first one's answer; another body under the same key is a 409, as is a repeat while the first
 * still runs. Without the header nothing changes.
 */
async function before(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  if (key === null || !request.auth) return;
  const userId = request.auth.user.id;
  // The route with its parameters: the same key on two different jobs is two requests.
  const route = `${request.method} ${request.url.split("?")[0]}`;
  const requestHash = hashOf(request.body);
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)),
      ),
    );
  const [reserved] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, route, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (reserved) {
    claims.set(request, { userId, key, route });
    return;
  }
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.route, route)),
    );
  if (!first)
    throw new AppError(
      "CONFLICT",
      "A request with this Idempotency-Key is still in progress. Try again in a moment.",
    );
  if (first.requestHash !== requestHash)
    throw new AppError(
      "CONFLICT",
      "This Idempotency-Key was already used for a different request. Use a new key for a new action.",
    );
  if (first.status === null)
    throw new AppError(
      "CONFLICT",
      "A request with this Idempotency-Key is still in progress. Try again in a moment.",
    );
  reply.header("idempotent-replayed", "true");
  return reply.status(first.status).send(first.response);
}

/** After the handler: a success is stored for repeats; a failure frees the key so a retry runs again. */
async function after(db: Database, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = claims.get(request);
  if (!claim) return payload;
  claims.delete(request);
  const where = and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.route, claim.route),
    isNull(idempotencyKeys.status),
  );
  if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === "string") {
    let response: unknown = null;
    try {
      response = JSON.parse(payload);
    } catch {
      // Not JSON: nothing to replay; the key is freed below.
    }
    if (response !== null) {
      await db.update(idempotencyKeys).set({ status: reply.statusCode, response }).where(where);
      return payload;
    }
  }
  await db.delete(idempotencyKeys).where(where);
  return payload;
}

/**
 * One mechanism for every route of IDEMPOTENT_ROUTES, attached as each route is declared (register before
 * the routes): a preHandler after authentication and validation, and an onSend that stores the answer.
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  const routes = new Set<string>(IDEMPOTENT_ROUTES);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => routes.has(`${m} ${route.url}`))) return;
    const preHandler = route.preHandler ? [route.preHandler].flat() : [];
    const onSend = route.onSend ? [route.onSend].flat() : [];
    route.preHandler = [...preHandler, (request, reply) => before(db, request, reply)];
    route.onSend = [(request, reply, payload) => after(db, request, reply, payload), ...onSend];
  });
}
