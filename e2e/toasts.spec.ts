import type { Page } from "@playwright/test";
import { bearer, suffix } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test, uniqueEmail } from "./support/fixtures";

/**
 * No toast covers a control (docs/decisions/toasts.md): while a toast shows, its box intersects no
 * visible interactive element's box, at a phone's, a tablet's and a laptop's width. Checked on the two
 * pages that toast on arrival: the dashboard after signing up and the session after starting one.
 */

const WIDTHS = [375, 768, 1280] as const;

/**
 * What a toast covers: each visible interactive element outside the toaster whose box meets a toast's;
 * null when no toast shows (so a check cannot pass by waiting until the toast has gone).
 */
async function coveredControls(page: Page): Promise<string[] | null> {
  // The settled state: sonner slides a toast in; its box is measured where it comes to rest.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(() => {
    const toasts = Array.from(document.querySelectorAll("[data-sonner-toast]")).map((t) =>
      t.getBoundingClientRect(),
    );
    if (toasts.length === 0) return null;
    const interactive = document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=slider], [tabindex]:not([tabindex='-1'])",
    );
    const covered: string[] = [];
    for (const el of Array.from(interactive)) {
      if (el.closest("[data-sonner-toaster]")) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Visually hidden (the skip link until focused, sr-only labels) or not drawn: nothing to cover.
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden" || style.opacity === "0")
        continue;
      for (const t of toasts) {
        const meets = box.left < t.right && t.left < box.right && box.top < t.bottom && t.top < box.bottom;
        if (meets) {
          const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
          covered.push(`${el.tagName.toLowerCase()} "${name}"`);
        }
      }
    }
    return covered;
  });
}

test.describe("toasts cover no control", () => {
  for (const width of WIDTHS) {
    test(`at ${width} px: the signup toast on the dashboard, "Session started!" on the session`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });

      // The prerendered form submits natively until the app has loaded: wait for it.
      await page.goto("/signup", { waitUntil: "networkidle" });
      await page.getByLabel("Email").fill(uniqueEmail("toast"));
      await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
      await page.getByRole("button", { name: "Sign Up" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const created = page.locator("[data-sonner-toast]", { hasText: "Account created successfully!" });
      await expect(created).toBeVisible();
      await expect(page.getByRole("link", { name: "Start Session" })).toBeVisible();
      await expect.poll(() => coveredControls(page), { message: `signup toast at ${width} px` }).toEqual([]);

      // A course to study, then a session started from the start page.
      const user = await signUpViaApi(request);
      const name = `Toasts ${suffix()}`;
      const upload = await request.post("/api/courses/upload", {
        headers: bearer(user),
        data: {
          name,
          slug: `toasts-${suffix()}`,
          description: "Toast placement.",
          topics: ["Planets"],
          levels: ["Beginner"],
          cards: [
            { topic: "Planets", level: "Beginner", face: "Closest planet to the Sun?", back: "Mercury" },
          ],
        },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      await page.evaluate(() => window.localStorage.clear());
      await signInBrowser(page, user);
      await page.goto("/session/start");
      await page.getByRole("checkbox", { name: new RegExp(name) }).check();
      await page.getByRole("button", { name: "Start Session" }).click();
      const started = page.locator("[data-sonner-toast]", { hasText: "Session started!" });
      await expect(started).toBeVisible();
      await expect(page.getByRole("button", { name: /Flow State/ })).toBeVisible();
      await expect
        .poll(() => coveredControls(page), { message: `"Session started!" at ${width} px` })
        .toEqual([]);
    });
  }
});
