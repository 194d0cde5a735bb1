import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // zod configured (jitless) before any schema is built, whichever chunk builds it: src/lib/zod-jitless.ts.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL("./src/lib/zod-jitless.ts", import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: true } },
  },
  // No source maps in the production build: they would publish the full sources (the dev server has its own).
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 900 },
});
