import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { bearer, suffix } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, type TestUser, test } from "./support/fixtures";

/**
 * "Everyone can use it": axe-core finds no violation on any page or state (every rule it runs by default,
 * best practices included, plus Label in Name; see support/axe.ts), and the session works by keyboard alone.
 */

async function learnerWithCourse(page: Page, request: APIRequestContext) {
  const user: TestUser = await signUpViaApi(request);
  const name = `Access ${suffix()}`;
  const upload = await request.post("/api/courses/upload", {
    headers: bearer(user),
    data: {
      name,
      slug: `access-${suffix()}`,
      description: "Checked by axe.",
      topics: ["Planets", "Stars"],
      levels: ["Beginner"],
      cards: [
        {
          topic: "Planets",
          level: "Beginner",
          type: "mcq",
          face: "Which planet is closest to the Sun?",
          back: "Mercury",
          options: ["Venus", "Mercury", "Mars", "Earth"],
          answerIndex: 1,
          explanationWrong: "Venus is second; Mercury is the innermost planet.",
        },
        { topic: "Stars", level: "Beginner", face: "What powers the Sun?", back: "Nuclear fusion" },
      ],
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const courseId = (await upload.json()).data.course.id as string;
  const prefs = await request.patch("/api/auth/me", {
    headers: bearer(user),
    // A custom language the interface is not switched to: the header then shows its "EN" toggle.
    data: { prefs: { mcqPreference: 100, mcqDelay: 6, customLanguage: "fr" } },
  });
  expect(prefs.status(), await prefs.text()).toBe(200);
  await signInBrowser(page, { ...user, user: (await prefs.json()).data.user });
  return { user, name, courseId };
}

test.describe("accessibility (axe-core: every default rule, best practices and Label in Name)", () => {
  test("the gate fails on a best practice and on a name without its visible label", async ({ page }) => {
    await page.setContent(
      '<html lang="en"><title>t</title><body><main><h1>Page</h1><button aria-label="Switch to Français">EN</button></main></body></html>',
    );
    await expect(expectAccessible(page, "label in name")).rejects.toThrow(/label-content-name-mismatch/);
    await page.setContent(
      '<html lang="en"><title>t</title><body><main><h2>No level one</h2></main></body></html>',
    );
    await expect(expectAccessible(page, "no level-one heading")).rejects.toThrow(/page-has-heading-one/);
  });

  test("public pages: landing, login with an error, signup, not found", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page, "landing");

    await page.goto("/login");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("wrong password here");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"));
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    expect((await answered).status()).toBe(401);
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
    await expectAccessible(page, "login with an error");

    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Checked as it is used: until hydration the prerendered form's controls are disabled (ControlsFieldset),
    // and axe takes a button disabled through its fieldset for an active one with a dimmed colour (WCAG 1.4.3
    // exempts inactive controls).
    await expect(page.getByRole("button", { name: "Sign Up", exact: true })).toBeEnabled();
    await expectAccessible(page, "signup");

    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page, "not found");
  });

  /** Visits each page once it has loaded its data and checks it. */
  async function checkPages(page: Page, pages: [string, string][], course?: { path: string; name: string }) {
    for (const [path, state] of pages) {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      // The page has loaded its data when nothing says "Loading" any more.
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      if (course && path === course.path) await expect(page.getByText(course.name).first()).toBeVisible();
      await expectAccessible(page, state);
    }
  }

  // Two journeys of about ten pages each: one would pass the 60 s test budget on a loaded CI machine.
  test("signed-in pages: dashboard, courses, a course and its editors", async ({ page, request }) => {
    test.setTimeout(120_000);
    const { courseId, name } = await learnerWithCourse(page, request);
    await checkPages(
      page,
      [
        ["/dashboard", "dashboard"],
        ["/courses", "courses"],
        [`/courses/${courseId}`, "course"],
        [`/courses/${courseId}/cards`, "course cards"],
        [`/courses/${courseId}/edit`, "course edit"],
        [`/courses/${courseId}/improve`, "improve course"],
        ["/courses/create", "create a course"],
        ["/courses/create/progressive", "progressive creation"],
        ["/courses/upload", "upload"],
        ["/courses/manual-card", "manual card"],
        ["/courses/editor", "course editor"],
        ["/courses/import", "import"],
      ],
      { path: `/courses/${courseId}`, name },
    );
  });

  test("signed-in pages: library, collections, analytics, sessions, and the settings dialog", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await learnerWithCourse(page, request);
    await checkPages(page, [
      ["/syllabus", "syllabi"],
      ["/cards/search?q=planet", "card search with results"],
      ["/card-library", "card library"],
      ["/collections", "collections"],
      ["/analytics", "analytics"],
      ["/session/start", "session start"],
    ]);
    await page.getByRole("button", { name: "Settings" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "settings dialog");
    // the memory model in use, why Fit now waits, and the desired retention.
    await page.getByText("Memory model and desired retention").click();
    await expect(page.getByTestId("memory-model-in-use")).toContainText("default memory model");
    await expect(page.getByRole("button", { name: "Fit now" })).toBeDisabled();
    await expect(page.getByText(/more reviews until your personal model/)).toBeVisible();
    await expect(page.getByRole("slider", { name: "Desired retention" })).toHaveValue("0.9");
    await expectAccessible(page, "settings, memory model");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a whole session by keyboard, checked in every card state", async ({ page, request }) => {
    test.setTimeout(120_000);
    const { name } = await learnerWithCourse(page, request);
    await page.goto("/session/start");
    await page.getByRole("checkbox", { name: new RegExp(name) }).check();
    await page.getByRole("button", { name: "Start Session" }).click();
    await expect(page.getByText("Card 1 of 2")).toBeVisible();
    const announcer = page.getByTestId("session-announcer");

    // The upload interleaves topics, so either card may come first: answer whichever is shown.
    for (let n = 1; n <= 2; n++) {
      await expect(page.getByText(`Card ${n} of 2`)).toBeVisible();
      await expect(announcer).toContainText(`Question ${n} of 2.`);
      await expectAccessible(page, `card ${n}, front`);
      const isMcq = (await page.getByRole("list", { name: "Answer options" }).count()) > 0;
      if (isMcq) {
        await page.keyboard.press("a"); // Venus: wrong
        await expect(announcer).toContainText("Wrong.");
        await expectAccessible(page, "MCQ wrong state");
        await page.getByRole("button", { name: "Try Again" }).press("Enter");
        await page.keyboard.press("2"); // Mercury
        await expect(announcer).toHaveText("Correct.");
        await expectAccessible(page, "MCQ answered");
        await page.keyboard.press("Enter");
      } else {
        await page.keyboard.press(" ");
        await expect(announcer).toHaveText("Answer shown.");
        await expectAccessible(page, "basic card revealed");
        await page.getByRole("button", { name: "Incorrect", exact: true }).focus();
        await page.keyboard.press("Enter");
        await expect(announcer).toContainText("Wrong.");
        await expect(page.getByRole("button", { name: /Continue/ })).toBeFocused();
        await expectAccessible(page, "basic card wrong state");
        await page.getByRole("button", { name: "Try Again" }).press("Enter");
        await expect(page.getByRole("region", { name: "Answer" })).toHaveCount(0);
        await page.keyboard.press(" ");
        await expect(announcer).toHaveText("Answer shown.");
        await page.getByRole("button", { name: "Correct", exact: true }).focus();
        await page.keyboard.press("Enter");
        await expect(announcer).toHaveText("Correct.");
        await page.keyboard.press("Enter");
      }
    }
    await expect(page.getByRole("heading", { name: "Session Complete!" })).toBeVisible();
    await expectAccessible(page, "session complete");
  });
});
