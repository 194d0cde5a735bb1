import type { User } from "@recall/shared";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** The fixed browser-storage key of the auth state (requirements S3). */
export const AUTH_STORAGE_KEY = "recall-auth";

interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  setAuth: (user: User, token: string) => void;
  setUser: (user: User) => void;
  clearAuth: () => void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      isAuthenticated: false,
      setAuth: (user, token) => set({ user, token, isAuthenticated: true }),
      setUser: (user) => set({ user }),
      clearAuth: () => set({ user: null, token: null, isAuthenticated: false }),
    }),
    { name: AUTH_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);
