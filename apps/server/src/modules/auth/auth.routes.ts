import {
  AuthResponse,
  ErrorResponse,
  LoginBody,
  MeResponse,
  MessageResponse,
  ResendVerificationBody,
  SignupBody,
  TimeZone,
  UpdateMeBody,
  UpdateMeResponse,
  VerifyEmailParams,
} from "@recall/shared";
import { currentUser } from "../../lib/auth";
import { type App, rateLimit } from "../../lib/http";
import { accountRoutes } from "./account.routes";
import {
  type AuthDeps,
  acceptGuidelines,
  logIn,
  logOut,
  resendVerification,
  signUp,
  updateMe,
  verifyEmail,
} from "./auth.service";
import { passwordResetRoutes } from "./password-reset.routes";
import { presentUser } from "./user.presenter";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

function browserTimeZone(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && TimeZone.safeParse(value).success ? value : undefined;
}

export async function authRoutes(app: App, deps: AuthDeps) {
  const limited = rateLimit(deps.config.AUTH_RATE_LIMIT);
  const tags = ["auth"];

  app.post(
    "/auth/signup",
    { config: limited, schema: { tags, body: SignupBody, response: { 201: AuthResponse, ...errors } } },
    async (request, reply) => {
      const { user, token } = await signUp(deps, request.body, {
        userAgent: request.headers["user-agent"],
        timezone: browserTimeZone(request.headers["x-timezone"]),
      });
      return reply.status(201).send({ data: { user: presentUser(user), token } });
    },
  );

  app.post(
    "/auth/login",
    { config: limited, schema: { tags, body: LoginBody, response: { 200: AuthResponse, ...errors } } },
    async (request) => {
      const { user, token } = await logIn(deps, request.body, { userAgent: request.headers["user-agent"] });
      return { data: { user: presentUser(user), token } };
    },
  );

  app.get(
    "/auth/me",
    { preHandler: app.requireAuth, schema: { tags, response: { 200: MeResponse, ...errors } } },
    async (request) => ({ data: { user: presentUser(currentUser(request)) } }),
  );

  app.patch(
    "/auth/me",
    {
      preHandler: app.requireAuth,
      schema: { tags, body: UpdateMeBody, response: { 200: UpdateMeResponse, ...errors } },
    },
    async (request) => {
      const user = presentUser(await updateMe(deps, currentUser(request), request.body));
      return { user, data: { user } };
    },
  );

  app.post(
    "/auth/logout",
    { preHandler: app.requireAuth, schema: { tags, response: { 200: MessageResponse, ...errors } } },
    async (request) => {
      await logOut(deps, request.auth!.tokenId);
      return { message: "Logged out successfully" };
    },
  );

  app.get(
    "/auth/verify-email/:token",
    {
      config: limited,
      schema: { tags, params: VerifyEmailParams, response: { 200: MessageResponse, ...errors } },
    },
    async (request) => {
      await verifyEmail(deps, request.params.token);
      return { message: "Your email is verified. You can now log in." };
    },
  );

  app.post(
    "/auth/resend-verification",
    {
      config: limited,
      schema: { tags, body: ResendVerificationBody, response: { 200: MessageResponse, ...errors } },
    },
    async (request) => {
      resendVerification(deps, request.body.email);
      return { message: "If that account exists and is not verified yet, a new link is on its way." };
    },
  );

  app.post(
    "/auth/accept-guidelines",
    { preHandler: app.requireAuth, schema: { tags, response: { 200: MeResponse, ...errors } } },
    async (request) => ({ data: { user: presentUser(await acceptGuidelines(deps, currentUser(request))) } }),
  );

  await passwordResetRoutes(app, deps);
  await accountRoutes(app, deps);
}
