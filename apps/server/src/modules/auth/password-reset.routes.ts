import {
  AuthResponse,
  ErrorResponse,
  ForgotPasswordBody,
  MessageResponse,
  ResetPasswordBody,
} from "@recall/shared";
import { type App, rateLimit } from "../../lib/http";
import type { AuthDeps } from "./auth.service";
import { requestPasswordReset, resetPassword } from "./password-reset.service";
import { presentUser } from "./user.presenter";

const errors = { 400: ErrorResponse, 429: ErrorResponse };

/** The same words for every address: nothing here may tell whether it has an account. */
export const FORGOT_PASSWORD_MESSAGE =
  "If an account uses that address, a link to choose a new password is on its way. It works for one hour.";

/** Forgot password: request a mailed link, then choose a new password with it. Both are anonymous. */
export async function passwordResetRoutes(app: App, deps: AuthDeps) {
  const limited = rateLimit(deps.config.AUTH_RATE_LIMIT);
  const tags = ["auth"];

  app.post(
    "/auth/forgot-password",
    {
      config: limited,
      schema: { tags, body: ForgotPasswordBody, response: { 200: MessageResponse, ...errors } },
    },
    async (request) => {
      requestPasswordReset(deps, request.body.email);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    "/auth/reset-password",
    {
      config: limited,
      schema: { tags, body: ResetPasswordBody, response: { 200: AuthResponse, ...errors } },
    },
    async (request) => {
      const { user, token } = await resetPassword(deps, request.body, request.headers["user-agent"]);
      return { data: { user: presentUser(user), token } };
    },
  );
}
