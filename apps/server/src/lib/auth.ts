
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
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

/** Resolves the bearer token to its user, or null. */
export async function resolveToken(db: Database, token: string): Promise<RequestAuth | null> {
  if (token.length > 200) return null;
  const [row] = await db
    .select({ user: users, tokenId: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ? { user: row.user, tokenId: row.tokenId } : null;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
  app.decorateRequest("auth", null);
  app.decorate("requireAuth", async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw unauthorized("Authentication required");
    const auth = await resolveToken(opts.db, token);
    if (!auth) throw unauthorized("Your session has expired. Please log in again.");
    request.auth = auth;
  });
});

/** The signed-in user of a route behind `requireAuth`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

