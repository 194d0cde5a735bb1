import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { type Alias, defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaOptions } from "./src/features/pwa/pwa-options";

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);

/**
 * React Router 7's package exports point at its development build in every mode (remix-run/react-router
 * #12532, #14102): dev warnings in production and more code on every page. The production build sits
 * next to it, the same code with ENABLE_DEV_WARNINGS off; both entries are aliased, so one copy (and one
 * set of React contexts) is used. Only for `vite build`: the dev server and the tests keep the warnings.
 */
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, "dom-export.mjs") },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // The service worker and web manifest only in `vite build` (docs/decisions/offline.md): the dev server, the
  // tests and the server build that prerenders the public pages (scripts/prerender.mjs) run without them.
  plugins: [react(), tailwindcss(), VitePWA({ ...pwaOptions, disable: command !== "build" || isSsrBuild })],
  resolve: {
    alias: [
      // zod configured (jitless) before any schema is built, whichever chunk builds it: src/lib/zod-jitless.ts.
      { find: /^zod$/, replacement: here("./src/lib/zod-jitless.ts") },
      ...(command === "build" ? reactRouterProduction : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: true } },
  },
  // No source maps in the production build: they would publish the full sources (the dev server has its own).
  // The manifest (dist/.vite/manifest.json, never served: dot folders are refused) is what
  // scripts/landing-budget.mjs walks to size what `/` loads.
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 900, manifest: true },
}));
