import type { Page } from "@playwright/test";
import { bearer, suffix } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * How the app is served (Serving): a LAN host name over plain HTTP, no CSP violation on the
 * main pages, no remote image fetched from card text, and no source maps in the production build.
 */

/** Records CSP violations and console errors of a page from its first script on. */
async function watchViolations(page: Page) {
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && /Content Security Policy|eval/i.test(msg.text()))
      consoleErrors.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test("the app works from a LAN host name over plain HTTP (no upgrade-insecure-requests)", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // The host name resolves to this machine, as a LAN name would: not localhost, not a secure context.
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), "--host-resolver-rules=MAP recall-box.lan 127.0.0.1"],
  });
  try {
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    const lanUrl = baseURL!.replace("127.0.0.1", "recall-box.lan");
    const res = await page.goto(`${lanUrl}/`);
    // Rendered at all: with upgrade-insecure-requests the scripts were asked for over https and the page stayed blank.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(res?.headers()["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    await page.getByRole("banner").getByRole("link", { name: "Log In" }).click();
    await expect(page.getByRole("button", { name: "Log In" })).toBeVisible();
    expect(await violations()).toEqual([]);
  } finally {
    await browser.close();
  }
});

test("no CSP violation and no request to another origin on the main pages", async ({
  page,
  request,
  baseURL,
}) => {
  const user = await signUpViaApi(request);
  const upload = await request.post("/api/courses/upload", {
    headers: bearer(user),
    data: {
      name: "Serving check",
      slug: `serving-${suffix()}`,
      topics: [],
      levels: [],
      cards: [
        {
          face: "Which planet is this? ![a tracking pixel](https://tracker.example/pixel.png)",
          back: "Mars",
          topic: "Space",
          level: "Beginner",
        },
      ],
    },
  });
  expect(upload.status()).toBe(201);
  const courseId = (await upload.json()).data.course.id as string;

  const foreign: string[] = [];
  const origin = new URL(baseURL!).origin;
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.protocol !== "data:" && url.origin !== origin) foreign.push(req.url());
  });
  const violations = await watchViolations(page);
  for (const [path, heading] of [
    ["/", /./],
    ["/login", /Log In|Welcome/],
    ["/signup", /Sign Up|Create/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
  await signInBrowser(page, user);
  const pages: [string, RegExp | string][] = [
    ["/dashboard", /Welcome/],
    ["/courses", "Serving check"],
    [`/courses/${courseId}/cards`, /Which planet is this/],
    ["/courses/upload", /Upload/],
    ["/courses/manual-card", /Manual Card/],
    ["/card-library", /Library/],
    ["/cards/search", /Search/],
    ["/collections", /Collections/],
    ["/session/start", /Start/],
    ["/courses/create", /Create/],
    ["/analytics", /No Data Yet|Analytics/],
  ];
  for (const [path, text] of pages) {
    await page.goto(path);
    await expect(page.getByRole("main")).toContainText(text);
    expect(await violations(), path).toEqual([]);
  }
  // The remote image of the card is a link to open it, not an image the browser fetches.
  await page.goto(`/courses/${courseId}/cards`);
  await expect(page.getByRole("link", { name: /a tracking pixel/ }).first()).toHaveAttribute(
    "href",
    "https://tracker.example/pixel.png",
  );
  expect(foreign).toEqual([]);
});

test("the production build ships no source maps", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const js = await (await request.get(src)).text();
    expect(js.includes("sourceMappingURL"), `${src} names a source map`).toBe(false);
    expect((await request.get(`${src}.map`)).status(), `${src}.map`).toBe(404);
  }
});

test("the built app and its API answers are compressed by what the browser accepts", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const entry = html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
  const stylesheet = html.match(/<link[^>]+href="(\/assets\/[^"]+\.css)"/)?.[1];
  expect(entry, "index.html names its entry script").toBeTruthy();
  expect(stylesheet, "index.html names its stylesheet").toBeTruthy();
  const encodings: ReadonlyArray<readonly [string, string]> = [
    ["br, gzip", "br"],
    ["gzip", "gzip"],
  ];
  for (const [accept, encoding] of encodings) {
    for (const url of ["/", "/dashboard", String(entry), String(stylesheet), "/api/docs/json"]) {
      const res = await request.get(url, { headers: { "accept-encoding": accept } });
      expect(res.status(), url).toBe(200);
      expect(res.headers()["content-encoding"], `${url} with ${accept}`).toBe(encoding);
      expect(res.headers().vary ?? "", url).toMatch(/accept-encoding/i);
    }
  }
  const identity = await request.get(String(entry), { headers: { "accept-encoding": "identity" } });
  expect(identity.headers()["content-encoding"]).toBeUndefined();
});
