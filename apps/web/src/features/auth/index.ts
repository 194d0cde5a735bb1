/** The auth feature's public surface for other features and the app shell. Routes live in ./routes. */

export {
  accountApi,
  useChangeEmail,
  useChangePassword,
  useDeleteAccount,
  useDeletionPreview,
  useRevokeOtherSignIns,
  useRevokeSignIn,
  useSignIns,
} from "./api/account-api";
export {
  authApi,
  meQueryKey,
  useLogin,
  useLogout,
  useMe,
  useResendVerification,
  useSignup,
  useUpdateMe,
} from "./api/auth-api";
export { PasswordField } from "./components/password-field";
export { VerifyEmailNotice } from "./components/verify-email-notice";
export { useLogoutAction } from "./hooks/use-logout-action";
