import type { LoginBody, SignupBody, UpdateMeBody } from "@recall/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useAuthStore } from "../../../stores/auth-store";
import { clearPrivateCaches } from "../../pwa";

export const meQueryKey = ["auth", "me"] as const;

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export const authApi = {
  signup: (body: SignupBody) => api.call("POST /auth/signup", { body }),
  login: (body: LoginBody) => api.call("POST /auth/login", { body }),
  me: () => api.call("GET /auth/me"),
  updateMe: (body: UpdateMeBody) => api.call("PATCH /auth/me", { body }),
  logout: () => api.call("POST /auth/logout"),
  verifyEmail: (token: string) => api.call("GET /auth/verify-email/:token", { params: { token } }),
  resendVerification: (email: string) => api.call("POST /auth/resend-verification", { body: { email } }),
};

/** The current user: fetched only when signed in with a token, never retried (requirements S4). */
export function useMe() {
  const token = useAuthStore((s) => s.token);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const setUser = useAuthStore((s) => s.setUser);
  return useQuery({
    queryKey: meQueryKey,
    enabled: isAuthenticated && !!token,
    retry: false,
    queryFn: async () => {
      const res = await authApi.me();
      setUser(res.data.user);
      return res.data.user;
    },
  });
}

export function useSignup() {
  const setAuth = useAuthStore((s) => s.setAuth);
  return useMutation({
    mutationFn: async (body: SignupBody) => {
      const timezone = browserTimeZone();
      const res = await authApi.signup(body);
      // The server stores UTC unless told; a new account adopts the browser's zone right away.
      if (timezone && timezone !== res.data.user.timezone) {
        setAuth(res.data.user, res.data.token);
        const updated = await authApi.updateMe({ timezone }).catch(() => null);
        if (updated) return { ...res.data, user: updated.user };
      }
      return res.data;
    },
    onSuccess: (data) => setAuth(data.user, data.token),
  });
}

export function useLogin() {
  const setAuth = useAuthStore((s) => s.setAuth);
  return useMutation({
    mutationFn: async (body: LoginBody) => (await authApi.login(body)).data,
    onSuccess: (data) => setAuth(data.user, data.token),
  });
}

/** Revokes the token on the server, then clears local auth whatever the server said. */
export function useLogout() {
  const clearAuth = useAuthStore((s) => s.clearAuth);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authApi.logout().catch(() => undefined),
    onSettled: () => {
      clearAuth();
      queryClient.clear();
      // The service worker's copies of this user's sessions and card images go too (shared devices).
      void clearPrivateCaches();
    },
  });
}

export function useUpdateMe() {
  const setUser = useAuthStore((s) => s.setUser);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) => authApi.updateMe(body),
    onSuccess: (res) => {
      setUser(res.user);
      queryClient.setQueryData(meQueryKey, res.user);
    },
  });
}

/** Asks for a new verification link; the server answers the same way whatever the address. */
export function useResendVerification() {
  return useMutation({ mutationFn: (email: string) => authApi.resendVerification(email) });
}
