import { SERVICE_WORKER_URL } from "./cache-names";

type Registrar = Pick<ServiceWorkerContainer, "register">;

/**
 * Registers the app shell's service worker (docs/decisions/offline.md). Called from the lazily loaded app
 * shell, never from the landing page's code, so `/` loads no byte more (scripts/landing-budget.mjs). Only
 * in production builds: the dev server has no sw.js, and a worker caching dev modules would serve stale
 * code. No reload when a new version takes over: the worker activates at once (autoUpdate) and the page
 * picks it up on its next load, so a study session in progress is never cut short.
 * @returns the registration, or null when skipped or refused (the app works without it, only not offline)
 */
export async function registerServiceWorker(
  container: Registrar | undefined = "serviceWorker" in navigator ? navigator.serviceWorker : undefined,
  production: boolean = import.meta.env.PROD,
): Promise<ServiceWorkerRegistration | null> {
  if (!production || !container) return null;
  try {
    return await container.register(SERVICE_WORKER_URL, { scope: "/" });
  } catch (error) {
    // A private window or a browser policy can refuse workers: the app still runs, online only.
    console.warn("service worker not registered", error);
    return null;
  }
}

type IdleScheduler = (run: () => void) => void;

/** `requestIdleCallback` where the browser has it (with a 5 s cap), else a 2 s timer (Safari). */
const whenBrowserIdle: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 5000 });
  else window.setTimeout(run, 2000);
};

/**
 * Registers the worker once the page has loaded and the browser is idle. Its install downloads the whole
 * precache (about 0.8 MB compressed, 160 files): on a phone's first visit that competes with the page's own
 * code and keeps its main thread busy while the login form hydrates (Lighthouse on /login: blocking time
 * 123-429 ms with the worker registered at once, bench/README.md). Nothing needs it sooner: it serves the
 * next visits.
 */
export function registerServiceWorkerWhenIdle(
  register: () => unknown = registerServiceWorker,
  idle: IdleScheduler = whenBrowserIdle,
): void {
  const schedule = () => idle(() => void register());
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
}
