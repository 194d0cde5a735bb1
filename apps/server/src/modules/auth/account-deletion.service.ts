import type { DeleteAccountBody } from "@recall/shared";
import type { z } from "zod";
import type { AuthUser } from "../../lib/auth";
import { badRequestOn } from "../../lib/errors";
import { verifyPassword } from "../../lib/passwords";
import { accountDeletionRepository as repo } from "./account-deletion.repository";
import type { AuthDeps } from "./auth.service";

/** What the confirmation dialog says before anything happens (docs/decisions/accounts.md). */
export async function previewAccountDeletion(deps: AuthDeps, user: AuthUser) {
  const [courses, shared] = await Promise.all([
    repo.countCourses(deps.db, user.id),
    repo.sharedCourseIds(deps.db, user.id),
  ]);
  return { courses, sharedCourses: shared.length };
}

/**
 * Deletes the account and everything of it: the typed confirmation is checked by the schema, the password
 * here (a 400 on that field; a 401 would read as "signed out"). Public courses others study or collect
 * stay for them, owned by Recall instead of the learner.
 */
export async function deleteAccount(
  deps: AuthDeps,
  user: AuthUser,
  body: z.output<typeof DeleteAccountBody>,
): Promise<number> {
  if (!(await verifyPassword(user.passwordHash, body.password)))
    throw badRequestOn("password", "The password is not correct.");
  return repo.deleteUser(deps.db, user);
}
