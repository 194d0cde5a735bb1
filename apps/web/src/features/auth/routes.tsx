import type { RouteObject } from "react-router";
import { paths } from "../../config/paths";
import { GuestOnly } from "./components/guest-only";

/** Login, signup and email verification: public pages, code-split per page. */
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
    ],
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
