import type { VitePWAOptions } from "vite-plugin-pwa";
import { RUNTIME_CACHES } from "./cache-names";

// Build configuration only (apps/web/vite.config.ts): this file is never part of the app's bundle.

const DAY = 24 * 60 * 60;

/** The brand indigo of favicon.svg and the buttons (--color-brand-600 in src/index.css). */
export const THEME_COLOR = "#4f46e5";
/** The page background (`bg-slate-50` on index.html's body), shown on the splash screen. */
export const BACKGROUND_COLOR = "#f8fafc";

/**
 * vite-plugin-pwa (generateSW, Workbox): an installable app whose shell works offline. What is cached and
 * why, and what never is: docs/decisions/offline.md.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  // A new version's worker takes over at once, without a prompt. The plugin only turns on skipWaiting and
  // clientsClaim itself when it injects the registration, so they are set below.
  registerType: "autoUpdate",
  // Registered by the lazily loaded app shell (./register-service-worker.ts): nothing added to index.html
  // but the manifest link, so the landing page's JavaScript stays as it is.
  injectRegister: false,
  includeAssets: ["favicon.svg"],
  manifest: {
    id: "/",
    name: "Recall",
    short_name: "Recall",
    description: "AI-assisted flashcards with adaptive, timed study sessions.",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    // Drawn from favicon.svg by scripts/make-icons.mjs.
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    // The app shell: index.html, every JS and CSS chunk (each page is a lazy chunk, and offline none can be
    // fetched on demand), the icons and the woff2 fonts. KaTeX also ships woff and ttf copies of each font,
    // which no browser that runs service workers picks: left out, they would only double the download.
    globPatterns: ["**/*.{html,js,css,svg,png,woff2}"],
    // The largest lazy chunk must fit (the build warns at 900 kB: chunkSizeWarningLimit).
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // The new worker activates without waiting for every tab to close, controls open pages at once (the
    // first visit too, so it works offline without a reload), and deletes the old version's precache.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Every client route is index.html (as the server's SPA fallback answers), but never an API address:
    // an API navigation (the OpenAPI docs under /api/docs, a download) must reach the server.
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api(?:\/|$)/],
    // Only these two API responses are kept, and only a 200 (never an error or a signed-out 401). Every other
    // API response carries a user's private data that an offline copy would keep on the device after logout
    // and could show stale; they go to the network as if there were no worker.
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/api\/sessions\/[^/]+\/resume$/.test(url.pathname),
        handler: "NetworkFirst",
        method: "GET",
        options: {
          cacheName: RUNTIME_CACHES.sessionResume,
          // Online, the server's answer (the freshest progress); after 3 s without one, the last copy.
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 20, maxAgeSeconds: 7 * DAY },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/media\/[^/]+$/.test(url.pathname),
        handler: "CacheFirst",
        method: "GET",
        options: {
          cacheName: RUNTIME_CACHES.media,
          // The server marks these immutable (an id never changes its bytes); capped so a big deck cannot
          // fill the device, purged first when the browser runs short of quota.
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
