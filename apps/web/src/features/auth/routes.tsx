import type { RouteObject } from "react-router";
import { paths } from "../../config/paths";
import { GuestOnly } from "./components/guest-only";

/** Login, signup, password reset and email links: public pages, code-split per page. */
export const publicAuthRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      {
        path: paths.login,
        lazy: () => import("./pages/login-page").then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: paths.signup,
        lazy: () => import("./pages/signup-page").then((m) => ({ Component: m.SignupPage })),
      },
      {
        path: paths.forgotPassword,
        lazy: () => import("./pages/forgot-password-page").then((m) => ({ Component: m.ForgotPasswordPage })),
      },
    ],
  },
  // Not guest-only: a link from a mail may be opened in a browser that is signed in (maybe as someone else).
  {
    path: paths.resetPassword(":token"),
    lazy: () => import("./pages/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: paths.confirmEmail(":token"),
    lazy: () => import("./pages/confirm-email-page").then((m) => ({ Component: m.ConfirmEmailPage })),
  },
  {
    path: paths.verifyEmail(":token"),
    lazy: () => import("./pages/verify-email-page").then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    path: "/verify-email",
    lazy: () => import("./pages/verify-email-page").then((m) => ({ Component: m.VerifyEmailPage })),
  },
];
