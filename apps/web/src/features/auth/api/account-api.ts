import type {
  ChangeEmailBody,
  ChangePasswordBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  ResetPasswordBody,
} from "@recall/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../../lib/api-client";
import { useAuthStore } from "../../../stores/auth-store";
import { clearPrivateCaches } from "../../pwa";

export const signInsQueryKey = ["auth", "sign-ins"] as const;

export const accountApi = {
  forgotPassword: (body: ForgotPasswordBody) => api.call("POST /auth/forgot-password", { body }),
  resetPassword: (body: ResetPasswordBody) => api.call("POST /auth/reset-password", { body }),
  changePassword: (body: ChangePasswordBody) => api.call("POST /auth/change-password", { body }),
  changeEmail: (body: ChangeEmailBody) => api.call("POST /auth/change-email", { body }),
  confirmEmail: (token: string) => api.call("POST /auth/confirm-email", { body: { token } }),
  signIns: () => api.call("GET /auth/sign-ins"),
  revokeSignIn: (id: string) => api.call("DELETE /auth/sign-ins/:id", { params: { id } }),
  revokeOtherSignIns: () => api.call("POST /auth/sign-ins/revoke-others"),
  deletionPreview: () => api.call("GET /auth/delete-account/preview"),
  deleteAccount: (body: DeleteAccountBody) => api.call("POST /auth/delete-account", { body }),
};

export function useForgotPassword() {
  return useMutation({ mutationFn: accountApi.forgotPassword });
}

/** A successful reset signs in with the new password (every other sign-in is gone). */
export function useResetPassword() {
  const setAuth = useAuthStore((s) => s.setAuth);
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) => (await accountApi.resetPassword(body)).data,
    onSuccess: (data) => setAuth(data.user, data.token),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInsQueryKey }),
  });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: accountApi.changeEmail });
}

export function useSignIns() {
  return useQuery({ queryKey: signInsQueryKey, queryFn: async () => (await accountApi.signIns()).data });
}

export function useRevokeSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.revokeSignIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInsQueryKey }),
  });
}

export function useRevokeOtherSignIns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.revokeOtherSignIns,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInsQueryKey }),
  });
}

export function useDeletionPreview(enabled: boolean) {
  return useQuery({
    queryKey: ["auth", "deletion-preview"],
    enabled,
    queryFn: async () => (await accountApi.deletionPreview()).data,
  });
}

/**
 * Deletes the account. `forget` then clears it from this browser too (auth, cached queries, the service
 * worker's private copies); call it once the page has left the signed-in area, or the route guard would
 * send the browser to /login first.
 */
export function useDeleteAccount() {
  const clearAuth = useAuthStore((s) => s.clearAuth);
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: accountApi.deleteAccount });
  const forget = useCallback(() => {
    clearAuth();
    queryClient.clear();
    void clearPrivateCaches();
  }, [clearAuth, queryClient]);
  return { ...mutation, forget };
}
