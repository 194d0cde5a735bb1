import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "./query-client";

/** Toasts top-right for 3 s (part1 §8). */
export const TOAST_DURATION_MS = 3000;

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors closeButton />
    </QueryClientProvider>
  );
}
