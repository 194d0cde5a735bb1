import type { Locator, Page } from "@playwright/test";
import { AUTH_STORAGE_KEY, expect, test } from "./support/fixtures";

/** The demo section, reached the way a visitor does: the hero's "Try Demo (No Signup)" link. */
async function openDemo(page: Page): Promise<Locator> {
  await page.goto("/");
  await page.getByRole("link", { name: "Try Demo (No Signup)" }).click();
  await expect(page).toHaveURL(/\/#demo$/);
  const demo = page.getByRole("region", { name: "Try three cards, no signup needed" });
  await expect(
    demo.getByRole("heading", { name: /Which part of a cell makes most of its ATP/ }),
  ).toBeInViewport();
  return demo;
}

const answerOptions = (demo: Locator) => demo.getByRole("group", { name: "Answer options" });
const option = (demo: Locator, name: string) => answerOptions(demo).getByRole("button", { name });

test.describe("landing page", () => {
  test("the header offers Log In and Sign Up Free when signed out", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Recall" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", "/signup");
    await expect(header.getByRole("link", { name: "Go to Dashboard" })).toHaveCount(0);

    await header.getByRole("link", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the header offers Go to Dashboard instead when signed in", async ({ page }) => {
    // Only the persisted auth state matters here; the header does not call the API.
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [
        AUTH_STORAGE_KEY,
        JSON.stringify({
          state: { user: { id: "u1", email: "a@example.com" }, token: "t", isAuthenticated: true },
          version: 0,
        }),
      ],
    );
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(header.getByRole("link", { name: "Log In" })).toHaveCount(0);
  });

  test("guided hints on the first card follow Learn more, Glossary, Deep Dive, then stop", async ({
    page,
  }) => {
    const demo = await openDemo(page);
    const hint = demo.getByRole("status");

    await expect(hint).toContainText("open Learn more");
    await demo.getByRole("button", { name: "Learn more", exact: true }).click();
    await expect(hint).toContainText("open the glossary");
    await demo.getByRole("button", { name: "Glossary", exact: true }).click();
    await expect(hint).toContainText("Unlock the Level 2 Deep Dive");
    await demo.getByRole("button", { name: "Unlock Deep Dive" }).click();
    await expect(hint).toHaveCount(0);
  });

  test("opening Glossary before Learn more skips the glossary hint", async ({ page }) => {
    const demo = await openDemo(page);
    const hint = demo.getByRole("status");
    await demo.getByRole("button", { name: "Glossary", exact: true }).click();
    await expect(hint).toContainText("open Learn more");
    await demo.getByRole("button", { name: "Learn more", exact: true }).click();
    await expect(hint).toContainText("Unlock the Level 2 Deep Dive");
    await expect(demo.getByText(/open the glossary/)).toHaveCount(0);
  });

  test("answering clears the hint", async ({ page }) => {
    const demo = await openDemo(page);
    await expect(demo.getByRole("status")).toBeVisible();
    await option(demo, "Mitochondrion").click();
    // The bubble goes 2 s after the answer; the assertion retries until then.
    await expect(demo.getByRole("status")).toHaveCount(0);
  });

  test("the demo walks through all three cards to Demo Complete and on to sign-up", async ({ page }) => {
    const demo = await openDemo(page);

    // Card 1, answered wrongly: locked, the pick red, the right answer green, an explanation.
    await option(demo, "Nucleus").click();
    await expect(answerOptions(demo).getByRole("button", { disabled: true })).toHaveCount(4);
    await expect(option(demo, "Nucleus")).toHaveAttribute("data-result", "wrong");
    await expect(option(demo, "Nucleus")).toHaveClass(/border-red-500/);
    await expect(option(demo, "Mitochondrion")).toHaveAttribute("data-result", "correct");
    await expect(option(demo, "Mitochondrion")).toHaveClass(/border-emerald-500/);
    await expect(demo.getByText("Not quite. The answer is Mitochondrion.")).toBeVisible();
    await expect(demo.getByText(/It runs the final stages of cellular respiration/)).toBeVisible();

    // Level 1, then Level 2 from inside it, then the glossary.
    await demo.getByRole("button", { name: "Learn more", exact: true }).click();
    await expect(demo.getByRole("heading", { name: "Cellular respiration in one minute" })).toBeVisible();
    await demo.getByRole("button", { name: "Unlock Deep Dive" }).click();
    await expect(demo.getByRole("heading", { name: "Why mitochondria have their own DNA" })).toBeVisible();
    await demo.getByRole("button", { name: "Glossary", exact: true }).click();
    const glossary = demo.getByRole("region", { name: "Glossary" });
    await expect(glossary.getByText("Endosymbiosis")).toBeVisible();
    await expect(glossary.getByText("Organelle")).toBeVisible();

    // Card 2: everything per card is reset.
    await demo.getByRole("button", { name: "Next Card" }).click();
    await expect(
      demo.getByRole("heading", { name: "In which year did the Berlin Wall fall?" }),
    ).toBeFocused();
    await expect(demo.getByText("Card 2 of 3")).toBeVisible();
    await expect(glossary).toHaveCount(0);
    await expect(demo.getByRole("heading", { name: "A city split by the Cold War" })).toHaveCount(0);
    await expect(demo.getByRole("button", { name: "Learn more", exact: true })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(answerOptions(demo).getByRole("button", { disabled: false })).toHaveCount(4);
    await expect(demo.getByRole("button", { name: "Next Card" })).toHaveCount(0);

    await option(demo, "1989").click();
    await expect(option(demo, "1989")).toHaveAttribute("data-result", "correct");
    await expect(demo.getByText("Correct!")).toBeVisible();
    await demo.getByRole("button", { name: "Next Card" }).click();

    // Card 3, the last: answering it completes the demo.
    await expect(demo.getByText("Card 3 of 3")).toBeVisible();
    await option(demo, "Library").click();
    await expect(demo.getByRole("button", { name: "Next Card" })).toHaveCount(0);
    await expect(demo.getByRole("heading", { name: "Demo Complete" })).toBeVisible();
    await expect(demo.getByText("You got 2 of 3 right.", { exact: false })).toBeVisible();

    await demo.getByRole("link", { name: "Sign Up Free" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("the footer links to the demo, Sign Up and Log In", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    await expect(footer.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    await footer.getByRole("link", { name: "Try the Demo" }).click();
    await expect(page.getByRole("button", { name: "Learn more", exact: true })).toBeInViewport();
  });
});
