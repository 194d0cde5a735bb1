import {
  expect,
  readVerificationLink,
  signInBrowser,
  signUpViaApi,
  test,
  uniqueEmail,
} from "./support/fixtures";

const PASSWORD = "correct horse battery";

test.describe("accounts", () => {
  test("sign up, change settings, log out and log back in", async ({ page }) => {
    const email = uniqueEmail("signup");

    await page.goto("/signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Display name (optional)").fill("Grace");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Account created successfully!")).toBeVisible();
    await expect(
      page.getByText(`We sent a verification link to ${email}. Open it to confirm your address.`).first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome, Grace!" })).toBeVisible();
    await expect(page).toHaveTitle("Dashboard · Recall");
    await expect(page.getByRole("link", { name: "Start Session" })).toHaveAttribute("href", "/session/start");
    const profile = page.getByRole("region", { name: "Profile" });
    await expect(profile).toContainText(email);
    await expect(profile).toContainText("Grace");
    await expect(profile).toContainText("15 min");

    const dialog = page.getByRole("dialog", { name: "Settings" });
    await page.getByRole("button", { name: "Settings", exact: true }).click();
    await dialog.getByRole("slider", { name: "MCQ Delay" }).fill("6");
    await dialog.getByRole("slider", { name: "Glossary Terms" }).fill("12");
    await dialog.getByLabel("Display name").fill("Grace Hopper");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Settings saved successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "Welcome, Grace Hopper!" })).toBeVisible();

    await page.reload();
    await page.getByRole("button", { name: "Settings", exact: true }).click();
    await expect(dialog.getByRole("slider", { name: "MCQ Delay" })).toHaveValue("6");
    await expect(dialog.getByRole("slider", { name: "Glossary Terms" })).toHaveValue("12");
    await expect(dialog.getByLabel("Display name")).toHaveValue("Grace Hopper");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
    // Still no session studied: the greeting does not pretend otherwise.
    await expect(page.getByRole("heading", { name: "Welcome, Grace Hopper!" })).toBeVisible();
  });

  test("a wrong password is refused with the server's message", async ({ page, request }) => {
    const user = await signUpViaApi(request);
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the verification link works once, then explains why it does not", async ({ page, request }) => {
    const user = await signUpViaApi(request, { verified: false });
    const link = await readVerificationLink(user.email);

    await page.goto(link);
    await expect(page.getByRole("link", { name: "Go to Login" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("verified");
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);

    await page.goto(link);
    await expect(page.getByRole("alert")).toContainText("already been used");
    await expect(page.getByRole("link", { name: "Back to Sign Up" })).toHaveAttribute("href", "/signup");
    await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveAttribute("href", "/login");
  });

  test("a verification link without a token is invalid", async ({ page }) => {
    await page.goto("/verify-email");
    await expect(page.getByText("Invalid verification link")).toBeVisible();
  });

  test("a protected page sends signed-out visitors to /login and back after logging in", async ({
    page,
    request,
  }) => {
    const user = await signUpViaApi(request);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("signed-in visitors skip the login and signup pages", async ({ page, request }) => {
    await signInBrowser(page, await signUpViaApi(request));
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an unknown URL shows the not-found page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
  });

  test("on a phone the header folds into a menu", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInBrowser(page, await signUpViaApi(request));
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: "Analyze" })).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Learn" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Analyze" })).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
