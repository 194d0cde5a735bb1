import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

test.describe("interface language", () => {
  test("a custom language picked in settings is toggled from the header", async ({ page, request }) => {
    await signInBrowser(page, await signUpViaApi(request));
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Learn" })).toBeVisible();

    await page.getByRole("button", { name: "Settings", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Settings" });
    await dialog.getByRole("combobox", { name: "Custom Language" }).selectOption({ label: "German" });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Settings saved successfully!")).toBeVisible();

    // Saving a custom language with translations switches the interface to it.
    await expect(nav.getByRole("link", { name: "Lernen" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Willkommen zurück/ })).toBeVisible();

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
    await expect(page.getByText("Language preference updated!")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Aprender" })).toBeVisible();

    await page.getByRole("button", { name: "Ajustes", exact: true }).click();
    await expect(
      page.getByRole("dialog", { name: "Settings" }).getByRole("combobox", { name: "Custom Language" }),
    ).toHaveValue("es");
  });
});
