import {
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  DeleteAccountBody,
  DeletionPreviewResponse,
  ErrorResponse,
  IdParams,
  MeResponse,
  MessageResponse,
  RevokedResponse,
  SignInsResponse,
} from "@recall/shared";
import { currentUser } from "../../lib/auth";
import { type App, rateLimit, userRateLimit } from "../../lib/http";
import { changePassword, confirmEmailChange, requestEmailChange } from "./account.service";
import { deleteAccount, previewAccountDeletion } from "./account-deletion.service";
import type { AuthDeps } from "./auth.service";
import { listSignIns, revokeOtherSignIns, revokeSignIn } from "./sign-ins.service";
import { presentUser } from "./user.presenter";

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};

/** Settings → Account: password, email address and the active sign-ins of the signed-in user. */
export async function accountRoutes(app: App, deps: AuthDeps) {
  // Each of these mails or checks a password: AUTH_RATE_LIMIT per minute per user, like login per address.
  const limited = userRateLimit(deps.config.AUTH_RATE_LIMIT);
  const auth = app.requireAuth;
  const tags = ["auth"];
  const tokenId = (request: { auth: { tokenId: string } | null }) => request.auth!.tokenId;

  app.post(
    "/auth/change-password",
    {
      preHandler: auth,
      config: limited,
      schema: { tags, body: ChangePasswordBody, response: { 200: RevokedResponse, ...errors } },
    },
    async (request) => {
      const revoked = await changePassword(deps, currentUser(request), tokenId(request), request.body);
      return { message: "Your password was changed. Other sign-ins were signed out.", revoked };
    },
  );

  app.post(
    "/auth/change-email",
    {
      preHandler: auth,
      config: limited,
      schema: { tags, body: ChangeEmailBody, response: { 200: MessageResponse, ...errors } },
    },
    async (request) => {
      await requestEmailChange(deps, currentUser(request), request.body);
      return {
        message: `We sent a link to ${request.body.newEmail}. Your address changes when you open it.`,
      };
    },
  );

  app.post(
    "/auth/confirm-email",
    {
      config: rateLimit(deps.config.AUTH_RATE_LIMIT),
      schema: { tags, body: ConfirmEmailChangeBody, response: { 200: MeResponse, ...errors } },
    },
    async (request) => ({ data: { user: presentUser(await confirmEmailChange(deps, request.body.token)) } }),
  );

  app.get(
    "/auth/sign-ins",
    { preHandler: auth, schema: { tags, response: { 200: SignInsResponse, ...errors } } },
    async (request) => ({ data: await listSignIns(deps, currentUser(request).id, tokenId(request)) }),
  );

  app.delete(
    "/auth/sign-ins/:id",
    {
      preHandler: auth,
      config: limited,
      schema: { tags, params: IdParams, response: { 200: MessageResponse, ...errors } },
    },
    async (request) => {
      await revokeSignIn(deps, currentUser(request).id, request.params.id);
      return { message: "Signed out." };
    },
  );

  app.post(
    "/auth/sign-ins/revoke-others",
    { preHandler: auth, config: limited, schema: { tags, response: { 200: RevokedResponse, ...errors } } },
    async (request) => {
      const revoked = await revokeOtherSignIns(deps, currentUser(request).id, tokenId(request));
      return { message: "Signed out everywhere else.", revoked };
    },
  );

  app.get(
    "/auth/delete-account/preview",
    { preHandler: auth, schema: { tags, response: { 200: DeletionPreviewResponse, ...errors } } },
    async (request) => ({ data: await previewAccountDeletion(deps, currentUser(request)) }),
  );

  app.post(
    "/auth/delete-account",
    {
      preHandler: auth,
      config: limited,
      schema: { tags, body: DeleteAccountBody, response: { 200: MessageResponse, ...errors } },
    },
    async (request) => {
      await deleteAccount(deps, currentUser(request), request.body);
      return { message: "Your account and everything in it were deleted." };
    },
  );
}
