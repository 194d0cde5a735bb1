import type { APIRequestContext, Page } from "@playwright/test";
import { bearer } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, type TestUser, test } from "./support/fixtures";

test.use({ serviceWorkers: "allow" });

// Offline study (the app shell): once a signed-in page has loaded, the service worker has the
// whole shell, and a reload without network still shows the app, not the browser's offline page.
// docs/decisions/offline.md.

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Waits until the page's service worker is activated and controls the page (clientsClaim). */
async function waitForServiceWorker(page: Page) {
  const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  expect(["activating", "activated"]).toContain(state);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? "none"))
    .toBe("activated");
}

/** Every URL in the page's cache storage (the precache and the runtime caches). */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

/** A session over a course of two basic cards, started through the API: its id. */
async function startSession(request: APIRequestContext, user: TestUser) {
  const slug = `offline-${Date.now()}`;
  const upload = await request.post("/api/courses/upload", {
    headers: bearer(user),
    data: {
      name: `Offline ${slug}`,
      slug,
      topics: ["Stars", "Planets"],
      levels: ["Beginner"],
      cards: [
        {
          face: "What powers a star like the Sun?",
          back: "Fusion",
          topic: "Stars",
          level: "Beginner",
          type: "basic",
        },
        {
          face: "Which planet has the most moons?",
          back: "Saturn",
          topic: "Planets",
          level: "Beginner",
          type: "basic",
        },
      ],
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const courseId = (await upload.json()).data.course.id as string;
  const started = await request.post("/api/sessions/start", {
    headers: bearer(user),
    data: { courseIds: [courseId], plannedCards: 5 },
  });
  expect(started.status(), await started.text()).toBe(201);
  return (await started.json()).data.session.id as string;
}

test.describe("offline app shell (PWA)", () => {
  test("after one signed-in visit, /dashboard reloads offline into the app, and no API answer is kept", async ({
    page,
    context,
    request,
  }) => {
    await signInBrowser(page, await signUpViaApi(request));
    await page.goto("/dashboard");
    const mainNav = page.getByRole("navigation", { name: "Main" });
    await expect(mainNav).toBeVisible();
    await waitForServiceWorker(page);

    // The precache holds the shell; of the dashboard's API calls (the user, the courses, the stats) none.
    const cached = await cachedUrls(page);
    expect(cached).toContain("/index.html");
    expect(cached.some((url) => url.startsWith("/assets/") && url.endsWith(".js"))).toBe(true);
    expect(cached.filter((url) => url.startsWith("/api/"))).toEqual([]);

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(mainNav).toBeVisible();
    await expect(page.getByRole("link", { name: "Recall" })).toBeVisible();

    // Private data is not served from a copy: offline, an API call fails instead of answering stale.
    const me = await page.evaluate(() =>
      fetch("/api/auth/me").then(
        (res) => `status ${res.status}`,
        () => "network error",
      ),
    );
    expect(me).toBe("network error");
    // And an API address opened as a page is never answered with the app's index.html.
    await expect(page.goto("/api/health")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    await context.setOffline(false);
  });

  test("a session reloads offline from its last resume copy, and logout deletes that copy", async ({
    page,
    context,
    request,
  }) => {
    const user = await signUpViaApi(request);
    const sessionId = await startSession(request, user);
    await signInBrowser(page, user);
    await page.goto(`/session/${sessionId}`);
    await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible();
    await waitForServiceWorker(page);
    // The first load may have fetched before the worker took control; this one goes through it.
    await page.reload();
    await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible();
    await expect.poll(() => cachedUrls(page)).toContain(`/api/sessions/${sessionId}/resume`);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(
      /What powers a star|Which planet/,
    );
    await context.setOffline(false);

    // Logout (from the dashboard's header) deletes the user's session and image copies; the shell stays.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Log out" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain("recall-session-resume");
    const left = await cachedUrls(page);
    expect(left.filter((url) => url.startsWith("/api/"))).toEqual([]);
    expect(left).toContain("/index.html");
  });

  test("the web manifest is linked, parses, and names its icons, which are served", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const res = await request.get("/manifest.webmanifest");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({
      name: "Recall",
      short_name: "Recall",
      start_url: "/dashboard",
      display: "standalone",
    });
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe(manifest.theme_color);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()["content-type"], icon.src).toBe("image/png");
    }
  });

  test("the landing page registers no service worker (its code stays as small as it was)", async ({
    page,
  }) => {
    const workerRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/(sw|workbox-[^/]*)\.js$/.test(new URL(request.url()).pathname))
        workerRequests.push(request.url());
    });
    await page.goto("/");
    await expect(page.getByRole("banner")).toBeVisible();
    // Everything the page loads on arrival has loaded: a registration would have asked for /sw.js by now.
    await page.waitForLoadState("networkidle");
    expect(workerRequests).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );
  });
});
