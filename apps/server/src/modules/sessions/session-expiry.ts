import { SESSION_IDLE_EXPIRY_HOURS } from "@recall/shared";
import type { Database } from "../../db/client";
import { sessionsRepository as repo, type SessionRow } from "./sessions.repository";

/** Active sessions whose last activity is before this moment are idle (docs/decisions/session-api.md). */
export const idleCutoff = (now: Date) => new Date(now.getTime() - SESSION_IDLE_EXPIRY_HOURS * 3_600_000);

/** An active session nobody touched for SESSION_IDLE_EXPIRY_HOURS: it no longer takes answers. */
export const isIdle = (session: Pick<SessionRow, "status" | "lastActivityAt">, now: Date) =>
  session.status === "active" && session.lastActivityAt < idleCutoff(now);

/**
 * Closes the user's idle sessions as "expired". Run before every read of the user's sessions (list, get,
 * resume, abandon, complete), so no view shows a session "In progress" that can no longer be continued;
 * no background sweep is needed because nothing else reads the status.
 */
export const expireIdleSessions = (db: Database, userId: string, now: Date) =>
  repo.expireIdleSessions(db, userId, idleCutoff(now), SESSION_IDLE_EXPIRY_HOURS);
