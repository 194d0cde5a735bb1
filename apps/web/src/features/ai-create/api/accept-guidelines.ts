import { useMutation } from "@tanstack/react-query";
import { useAuthStore } from "../../../stores/auth-store";
import { aiApi } from "./ai-api";

/** POST /auth/accept-guidelines; the returned user (guidelinesAccepted true) replaces the stored one. */
export function useAcceptGuidelines() {
  const setUser = useAuthStore((s) => s.setUser);
  return useMutation({
    mutationFn: async () => (await aiApi.acceptGuidelines()).data.user,
    onSuccess: (user) => setUser(user),
  });
}
