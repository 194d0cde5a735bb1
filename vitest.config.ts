import { defineConfig } from "vitest/config";

const pgUrl = process.env.TEST_DATABASE_URL;
const serverProject = (name: string, driver: "pglite" | "postgres") => ({
  test: {
    name,
    root: "apps/server",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    environment: "node" as const,
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file builds its own app and database, so files need no module isolation; sharing the module
    // graph saves re-importing the whole server per file (courses + sessions on PostgreSQL: 48.5 s -> 25.4 s).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        // Pure functions: no module state to isolate between files.
        test: {
          name: "shared",
          root: "packages/shared",
          include: ["src/**/*.test.ts"],
          environment: "node",
          isolate: false,
        },
      },
      // The repository scripts (what `npm run dev` starts and where).
      { test: { name: "scripts", root: "scripts", include: ["*.test.mjs"], environment: "node" } },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          // Tests of pure functions say `// @vitest-environment node` in their first line: a jsdom per file
          // costs ~1.3 s of a loaded 2-core machine (19 such files: 44 s -> 16 s).
          environment: "jsdom",
          setupFiles: ["./src/test/setup.ts"],
          // A test may wait on several findBy* of up to 5 s each (src/test/setup.ts) on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      serverProject("server-pglite", "pglite"),
      // The same integration suite against the real PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
      ...(pgUrl ? [serverProject("server-pg", "postgres")] : []),
    ],
  },
});
