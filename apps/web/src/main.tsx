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

/**
 * Lets the browser run other work (input, paint) before the next step. Starting the app is four steps of
 * 5-20 ms each on a laptop (module evaluation, matching the URL, creating the router, hydrating); run back to
 * back they are one long task of 150-250 ms on a throttled phone, during which a tap waits.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves after the browser's next frame (or after 100 ms in a hidden tab, which draws none). A prerendered
 * page is complete as HTML: its first paint needs only the HTML and the stylesheet, so the page's own code
 * (the route's chunk and its icons, a dozen requests) is asked for after that paint instead of competing
 * with it on a slow phone's connection. Its forms are disabled until hydration (ControlsFieldset).
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

async function start() {
  await (container.hasAttribute(PRERENDERED_ATTRIBUTE) ? afterFirstPaint() : yieldToBrowser());
  // A chosen language's catalogs come with the route's code, so the first paint is already translated. An
  // English visitor's `/` needs no i18next (it loads with the app shell): the landing page reads the text store.
  await Promise.all([
    loadRouteCode(routes, window.location.pathname),
    storedLanguage() === "en"
      ? undefined
      : import("./lib/i18n").then((i18n) => i18n.startLanguage()).catch(() => undefined),
  ]);
  await yieldToBrowser();
  const router = createRouter();
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Hydration as a transition is time-sliced: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a 170-190 ms long task on a throttled phone, counted in
  // total blocking time). The prerendered page is on screen and usable as links meanwhile.
  if (canHydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
