import { NotFoundPage } from "../features/not-found/not-found-page";
import { useAuthStore } from "../stores/auth-store";
import { AppLayout } from "./layout/app-layout";

/** Any unknown address: inside the signed-in layout (header, tabs, logout) for a signed-in user. */
export function NotFoundRoute() {
  const signedIn = useAuthStore((s) => s.isAuthenticated && !!s.token);
  if (!signedIn) return <NotFoundPage />;
  return (
    <AppLayout>
      <NotFoundPage signedIn />
    </AppLayout>
  );
}
