import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/** Where the e2e SMTP server drops mails (see scripts/e2e-server.ts). */
export const mailDir = path.join(tmpdir(), `recall-e2e-mail-${port}`);

/** End-to-end tests of the built app in Debian's Chromium (no browser download). */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  // 20 s: in CI two workers, the server and Chromium share 2 cores; a cold deep link (about 60 lazy chunks)
  // once waited 7 s for the CPU before its first request (e2e/card-form.spec.ts, the course cards page).
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // No service worker by default: each new context would download the whole precache (~2.3 MB) in the
    // background. The offline specs allow it (test.use({ serviceWorkers: "allow" })).
    serviceWorkers: "block",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--autoplay-policy=no-user-gesture-required",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // tsx: the harness also starts the scripted AI server, which is TypeScript (apps/server/test/helpers).
    command: "npx tsx scripts/e2e-server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port), E2E_MAIL_DIR: mailDir },
  },
});
