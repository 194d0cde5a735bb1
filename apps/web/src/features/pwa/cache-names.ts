/**
 * The service worker's runtime caches (apps/web/vite.config.ts, docs/decisions/offline.md). Both hold a
 * signed-in user's data, so logout deletes them (clearPrivateCaches); shared by the build config and the app.
 */
export const RUNTIME_CACHES = {
  /** GET /api/sessions/:id/resume, network first: a reloaded session continues offline. */
  sessionResume: "recall-session-resume",
  /** GET /api/media/:id, cache first: card images (an id never changes its bytes). */
  media: "recall-media",
} as const;

/** The service worker's file at the site root: its scope is the whole app. */
export const SERVICE_WORKER_URL = "/sw.js";
