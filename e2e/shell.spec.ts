import type { Locator, Page } from "@playwright/test";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/** Whether the element that has focus lies inside `container`. */
const focusInside = (container: Locator) =>
  container.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el);

/** Saves the settings unchanged, which shows the "Settings saved successfully!" toast. */
async function showToast(page: Page, settingsButton: Locator) {
  await settingsButton.click();
  await page.getByRole("dialog", { name: "Settings" }).getByRole("button", { name: "Save Changes" }).click();
  const toast = page.getByText("Settings saved successfully!");
  await expect(toast).toBeVisible();
  return toast;
}

test.describe("app shell", () => {
  test("Tab stays inside the settings dialog and focus returns to the Settings button", async ({
    page,
    request,
  }) => {
    await signInBrowser(page, await signUpViaApi(request));
    await page.goto("/dashboard");
    const settings = page.getByRole("button", { name: "Settings", exact: true });
    const dialog = page.getByRole("dialog", { name: "Settings" });

    await settings.click();
    await expect(dialog.getByRole("switch", { name: "UI Sounds" })).toBeFocused();
    // More presses than the dialog has controls: focus must wrap, never reach the page behind.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside(dialog), `after ${i + 1} Tab presses`).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside(dialog), `after ${i + 1} Shift+Tab presses`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();

    // Cancel gives focus back too; an outside click still closes it (requirements S2 User Settings modal).
    await settings.click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
    await settings.click();
    await expect(dialog).toBeVisible();
    // The outside click is armed 100 ms after opening (so the opening click cannot close it); on a busy
    // machine the first click may land before that, so click again until it closes.
    await expect(async () => {
      await page.mouse.click(5, 400);
      await expect(dialog).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  });

  test("an expired sign-in sends the user to /login with a message, and back after logging in", async ({
    page,
    request,
  }) => {
    const user = await signUpViaApi(request);
    await signInBrowser(page, user);
    await page.goto("/collections");
    await expect(page.getByRole("heading", { name: "My Collections" })).toBeVisible();

    // The server stops accepting the token (it expired or was revoked elsewhere).
    const revoked = await request.post("/api/auth/logout", {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(revoked.ok()).toBe(true);
    await page.reload();

    await expect(page).toHaveURL(/\/login\?reason=session-expired/);
    await expect(page.getByRole("alert")).toHaveText("Your session has expired. Please log in again.");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(page.getByRole("heading", { name: "My Collections" })).toBeVisible();
  });

  test("a wrong password on /login shows the server's message, not the expiry notice", async ({
    page,
    request,
  }) => {
    const user = await signUpViaApi(request);
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page.getByText("Your session has expired. Please log in again.")).toHaveCount(0);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`toasts leave the header's controls free at ${viewport.width} px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await signInBrowser(page, await signUpViaApi(request));
      await page.goto("/dashboard");
      const header = page.getByRole("banner");
      const phone = viewport.width < 768;
      if (phone) await header.getByRole("button", { name: "Menu" }).click();
      const settings = phone
        ? page.locator("#app-mobile-menu").getByRole("button", { name: "Settings" })
        : header.getByRole("button", { name: "Settings", exact: true });
      const toast = await showToast(page, settings);

      const headerBox = (await header.boundingBox())!;
      const toastBox = () => page.locator("[data-sonner-toast]").first().boundingBox();
      // Below the header's bar once it has slid in: the language switch, settings and logout stay free.
      await expect
        .poll(async () => (await toastBox())?.y ?? 0)
        .toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      const box = (await toastBox())!;
      if (!phone) expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.6);
      await header.getByRole("button", { name: "Choose language" }).click();
      await expect(page.getByRole("menu", { name: "Choose language" })).toBeVisible();
      await expect(toast).toBeVisible();
    });
  }

  test("every page names the browser tab", async ({ page, request }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Recall — learn anything, remember it");
    await page.goto("/signup");
    await expect(page).toHaveTitle("Sign Up · Recall");
    await page.goto("/no-such-page");
    await expect(page).toHaveTitle("Page not found · Recall");

    await signInBrowser(page, await signUpViaApi(request));
    for (const [path, title] of [
      ["/dashboard", "Dashboard · Recall"],
      ["/courses", "Browse Courses · Recall"],
      ["/courses/upload", "Upload a Course · Recall"],
      ["/collections", "My Collections · Recall"],
      ["/card-library", "Card Library · Recall"],
      ["/cards/search", "Card Search · Recall"],
      ["/session/start", "Start a Study Session · Recall"],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
    // Moving inside the app updates it too.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Learn" }).click();
    await expect(page).toHaveTitle("Dashboard · Recall");
  });
});
