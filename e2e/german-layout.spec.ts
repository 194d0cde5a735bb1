import type { Page } from "@playwright/test";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * The layout holds with the longest translations (German) on a 375 px phone: no page scrolls sideways
 * and no button, link or heading cuts its text off. The language is chosen before the page loads, as a
 * returning visitor's stored choice (lib/stored-language.ts), so the first paint is already German.
 */
const LANGUAGE_STORAGE_KEY = "recall.language";
const WIDTH = 375;

test.use({ viewport: { width: WIDTH, height: 812 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, "de"), LANGUAGE_STORAGE_KEY);
});

/** What sticks out: the page's width, and each visible control or heading whose text is wider than its box. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const clipped = Array.from(
      document.querySelectorAll<HTMLElement>("button, a, h1, h2, h3, h4, [role=button]"),
    )
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        // Visually hidden text (sr-only, the skip link until focused) is 1 px wide on purpose.
        if (rect.width <= 2 || rect.height <= 2 || el.clientWidth === 0) return false;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
        return el.scrollWidth > el.clientWidth + 1;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 60)}" ${el.scrollWidth}>${el.clientWidth}`,
      );
    return { pageWidth: document.documentElement.scrollWidth, clipped };
  });
}

async function expectNoOverflow(page: Page) {
  const { pageWidth, clipped } = await overflow(page);
  expect(clipped).toEqual([]);
  expect(pageWidth).toBeLessThanOrEqual(WIDTH);
}

test("the landing page in German fits 375 px, its demo too", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lerne alles.");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expectNoOverflow(page);
  await page.locator("#demo").scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Mehr erfahren" })).toBeVisible();
  await page.getByRole("button", { name: "Mehr erfahren" }).click();
  await page.getByRole("button", { name: "Glossar" }).click();
  await expectNoOverflow(page);
});

test("login and signup in German fit 375 px", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
  await expectNoOverflow(page);
  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Registrieren" })).toBeVisible();
  await expectNoOverflow(page);
});

test("the dashboard in German fits 375 px, with the phone menu open", async ({ page, request }) => {
  const user = await signUpViaApi(request);
  await signInBrowser(page, user);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Willkommen");
  await expectNoOverflow(page);
  await page.getByRole("button", { name: "Menü" }).click();
  await expect(page.locator("#app-mobile-menu")).toBeVisible();
  await expectNoOverflow(page);
});
