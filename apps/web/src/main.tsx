import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { loadRouteCode } from "./app/load-route-code";
import { PRERENDERED_ATTRIBUTE } from "./app/prerendered-paths";
import { createRouter, routes } from "./app/router";
import { storedLanguage } from "./lib/stored-language";
import { useAuthStore } from "./stores/auth-store";
import "./index.css";

const container = document.getElementById("root")!;

/**
 * A prerendered page was rendered for a signed-out visitor in English. Only such a visitor's first render
 * matches it and can be hydrated; anyone else (signed in, another language) gets a fresh render, which
 * replaces the prerendered content when it is ready.
 */
const canHydrate =
  container.hasAttribute(PRERENDERED_ATTRIBUTE) &&
  storedLanguage() === "en" &&
  !useAuthStore.getState().isAuthenticated;

async function start() {
  // A chosen language's catalogs come with the route's code, so the first paint is already translated. An
  // English visitor's `/` needs no i18next (it loads with the app shell): the landing page reads the text store.
  await Promise.all([
    loadRouteCode(routes, window.location.pathname),
    storedLanguage() === "en"
      ? undefined
      : import("./lib/i18n").then((i18n) => i18n.startLanguage()).catch(() => undefined),
  ]);
  const app = (
    <StrictMode>
      <RouterProvider router={createRouter()} />
    </StrictMode>
  );
  // Hydration as a transition is time-sliced: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a 170-190 ms long task on a throttled phone, counted in
  // total blocking time). The prerendered page is on screen and usable as links meanwhile.
  if (canHydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
