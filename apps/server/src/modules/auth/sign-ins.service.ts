import type { SignIn } from "@recall/shared";
import { notFound } from "../../lib/errors";
import { accountRepository as accounts } from "./account.repository";
import type { AuthDeps } from "./auth.service";
import { describeUserAgent } from "./user-agent";

/** The user's active sign-ins, the current one marked. */
export async function listSignIns(deps: AuthDeps, userId: string, currentTokenId: string): Promise<SignIn[]> {
  const rows = await accounts.listSignIns(deps.db, userId);
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    current: row.id === currentTokenId,
  }));
}

/** Signs one of the user's sign-ins out; another user's, or one already gone, is a 404 alike. */
export async function revokeSignIn(deps: AuthDeps, userId: string, tokenId: string): Promise<void> {
  if (!(await accounts.revokeSignIn(deps.db, userId, tokenId))) throw notFound("Sign-in");
}

/** Signs out every sign-in of the user but the current one; returns how many went. */
export function revokeOtherSignIns(deps: AuthDeps, userId: string, currentTokenId: string): Promise<number> {
  return accounts.revokeSignInsExcept(deps.db, userId, currentTokenId);
}
