import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

test.describe("interface language", () => {
  test("a custom language picked in settings is toggled from the header", async ({ page, request }) => {
    await signInBrowser(page, await signUpViaApi(request));
    await page.goto("/dashboard");
    // The navigation's own name is translated too.
    const nav = page.getByRole("navigation", { name: /^(Main|Hauptnavigation)$/ });
    await expect(nav.getByRole("link", { name: "Learn" })).toBeVisible();

    await page.getByRole("button", { name: "Settings", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Settings" });
    await dialog.getByRole("combobox", { name: "Custom Language" }).selectOption({ label: "German" });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Settings saved successfully!")).toBeVisible();

    // Saving a custom language with translations switches the interface to it.
    await expect(nav.getByRole("link", { name: "Lernen" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Willkommen, E2E Learner!" })).toBeVisible();

    await page.getByRole("button", { name: "Wechseln zu English" }).click();
    await expect(nav.getByRole("link", { name: "Learn" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Browse" })).toBeVisible();

    await page.getByRole("button", { name: "Switch to Deutsch" }).click();
    await expect(nav.getByRole("link", { name: "Lernen" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Entdecken" })).toBeVisible();

    // The choice survives a reload.
    await page.reload();
    await expect(nav.getByRole("link", { name: "Lernen" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("the header picker saves any of the 28 languages", async ({ page, request }) => {
    await signInBrowser(page, await signUpViaApi(request));
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Choose language" }).click();
    await expect(page.getByRole("menuitemradio")).toHaveCount(29);
    await page.getByRole("menuitemradio", { name: /Español/ }).click();
    // The confirmation comes in the language the interface has just switched to.
    await expect(page.getByText("¡Preferencia de idioma actualizada!")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Aprender" })).toBeVisible();

    await page.getByRole("button", { name: "Ajustes", exact: true }).click();
    await expect(
      page.getByRole("dialog", { name: "Ajustes" }).getByRole("combobox", { name: "Idioma personalizado" }),
    ).toHaveValue("es");
  });

  test("a failed language save switches the interface back", async ({ page, request }) => {
    await signInBrowser(page, await signUpViaApi(request));
    await page.route("**/api/auth/me", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "INTERNAL", message: "Database unavailable" } }),
          })
        : route.fallback(),
    );
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "Choose language" }).click();
    await page.getByRole("menuitemradio", { name: /Español/ }).click();
    await expect(page.getByText("Failed to update language preference")).toBeVisible();
    await expect(nav.getByRole("link", { name: "Learn" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Aprender" })).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Nor does the choice come back on the next visit.
    await page.unroute("**/api/auth/me");
    await page.reload();
    await expect(nav.getByRole("link", { name: "Learn" })).toBeVisible();
  });

  test("a language without translations says the text stays in English", async ({ page, request }) => {
    await signInBrowser(page, await signUpViaApi(request));
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Choose language" }).click();
    await expect(page.getByRole("menu", { name: "Choose language" })).toHaveAccessibleDescription(
      /Other languages show English text with their own date and number formats/,
    );
    await page.getByRole("menuitemradio", { name: /Italiano/ }).click();
    await expect(page.getByText("Language preference updated!")).toBeVisible();
    await expect(
      page.getByText(
        "Italiano has no interface translation yet: the text stays in English, dates and numbers follow Italiano.",
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Learn" }),
    ).toBeVisible();
    // The text is English, so the page says so to screen readers; dates follow Italian.
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("region", { name: "Profile" })).toContainText(/\d{1,2} \w+ \d{4}/);
  });

  test("the collections page is translated, subtitle included", async ({ page, request }) => {
    await signInBrowser(page, await signUpViaApi(request));
    await page.addInitScript(() => window.localStorage.setItem("recall.language", "fr"));
    await page.goto("/collections");
    await expect(page.getByRole("heading", { name: "Mes collections" })).toBeVisible();
    await expect(
      page.getByText("Regroupez des cartes de n’importe quel cours et étudiez-les ensemble."),
    ).toBeVisible();
    await expect(page).toHaveTitle("Mes collections · Recall");
  });
});
