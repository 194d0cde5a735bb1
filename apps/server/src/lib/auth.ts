import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { authTokens, users } from "../db/schema/index";
import { unauthorized } from "./errors";
import { hashToken } from "./tokens";

export type AuthUser = typeof users.$inferSelect;

export interface RequestAuth {
  user: AuthUser;
  tokenId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid, unrevoked, unexpired bearer token is sent. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The one statement that finds a token's user (unrevoked, unexpired), with the token's hash and the time as
 * placeholders: every authenticated request runs it, so it is built once per database and prepared by name
 * (PostgreSQL parses and plans it once per connection). bench/answer-load.ts replays it.
 */
export const tokenLookupQuery = (db: Database) =>
  db
    .select({ user: users, tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder("tokenHash")),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1);

export const TOKEN_LOOKUP_NAME = "auth_token_lookup";

/** The prepared lookup of `db`, made on first use. */
export const tokenLookup = preparedPerDatabase(TOKEN_LOOKUP_NAME, tokenLookupQuery);

/** Resolves the bearer token to its user, or null. */
export async function resolveToken(db: Database, token: string): Promise<RequestAuth | null> {
  if (token.length > 200) return null;
  const now = new Date();
  const [row] = await tokenLookup(db).execute({ tokenHash: hashToken(token), now });
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS)
    await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.tokenId));
  return { user: row.user, tokenId: row.tokenId };
}

/**
 * "Last used" of a sign-in is shown to the minute or so; writing it on every request would add a write to
 * every read, so it is refreshed only when older than this.
 */
export const LAST_USED_GRANULARITY_MS = 5 * 60_000;

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
  const requireAuth = async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw unauthorized("Authentication required");
    const auth = await resolveToken(opts.db, token);
    if (!auth) throw unauthorized("Your session has expired. Please log in again.");
    request.auth = auth;
  };
  app.decorateRequest("auth", null);
  app.decorate("requireAuth", requireAuth);
  // Routes declare `preHandler: app.requireAuth`; it is moved to onRequest so authentication runs
  // before body validation: an anonymous caller gets 401, never a 400 about a body it should not send.
  app.addHook("onRoute", (route) => {
    const handlers = [route.preHandler].flat().filter(Boolean);
    if (!handlers.includes(requireAuth)) return;
    route.preHandler = handlers.filter((h) => h !== requireAuth) as typeof route.preHandler;
    route.onRequest = [requireAuth, ...[route.onRequest].flat().filter(Boolean)] as typeof route.onRequest;
  });
});

/** The signed-in user of a route behind `requireAuth`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}
