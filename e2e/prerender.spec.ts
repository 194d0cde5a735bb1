import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * The public pages are painted from HTML written at build time (scripts/prerender.mjs), before any script
 * runs, then hydrated: the same page, made interactive, with no hydration error.
 */
const HERO = "Learn anything. Remember it for good.";

/** Console errors and uncaught exceptions of a page (a failed hydration is reported as one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`${page.url()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test("the landing, login and signup pages come as HTML with their content before any script", async ({
  request,
}) => {
  const pages: ReadonlyArray<readonly [string, string]> = [
    ["/", "Learn anything."],
    ["/login", "Log In"],
    ["/signup", "Sign Up"],
  ];
  for (const [url, text] of pages) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain("data-prerendered");
    expect(html, url).toContain(String(text));
  }
  // Other client routes get the app shell, with nothing prerendered in it.
  const shell = await (await request.get("/dashboard")).text();
  expect(shell).toContain('<div id="root"></div>');
});

test("without JavaScript the landing page still shows its hero and links", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up Free" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(page).toHaveTitle("Recall · AI flashcards that adapt to you");
  } finally {
    await context.close();
  }
});

test("a prerendered page hydrates without errors and works", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: HERO })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Sign Up Free" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel("Email")).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill("nobody@example.com");
  await expect(page.getByLabel("Email")).toHaveValue("nobody@example.com");
  expect(errors).toEqual([]);
});

test("/#demo opened directly scrolls to the demo and loads it", async ({ page }) => {
  await page.goto("/#demo");
  const demo = page.getByRole("region", { name: "Try three cards, no signup needed" });
  await expect(
    demo.getByRole("heading", { name: /Which part of a cell makes most of its ATP/ }),
  ).toBeInViewport();
  await expect(demo.getByText("Loading the demo...")).toHaveCount(0);
});

test("before hydration the login form cannot be submitted: no password ever goes into the address", async ({
  page,
}) => {
  // Hold the login page's code, so the prerendered form stays un-hydrated while the test tries it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));

  await page.goto("/login", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1, name: "Log In" })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Log In", exact: true })).toBeDisabled();
  // A click that goes through anyway (as a script or an impatient tap might) submits nothing.
  await page.getByRole("button", { name: "Log In", exact: true }).click({ force: true });
  await expect(page).toHaveURL(/\/login$/);

  release();
  await expect(page.getByLabel("Email")).toBeEnabled();
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("wrong password here");
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"));
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  expect((await answered).status()).toBe(401);
  expect(urls.filter((url) => url.includes("password="))).toEqual([]);
});
