import type { Page } from "@playwright/test";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * AI course creation end to end: the server under test talks over HTTP to the scripted OpenAI-compatible
 * server that scripts/e2e-server.ts starts (its "realistic" handler completes the discovery on the second
 * user message and writes valid cards whose right answer starts with "The answer about").
 */

const counter = (page: Page, name: string) =>
  page.getByRole("region", { name: "Session progress" }).getByRole("group", { name, exact: true });

test.describe("AI course creation", () => {
  test("an unverified account is asked to verify first and can ask for a new link", async ({
    page,
    request,
  }) => {
    const account = await signUpViaApi(request, { verified: false });
    await signInBrowser(page, account);
    await page.goto("/courses/create");
    const notice = page.getByRole("region", { name: "Confirm your email address" });
    await expect(notice).toContainText("Verify your email address before using AI features.");
    await expect(page.getByRole("textbox", { name: "Your message" })).toHaveCount(0);
    await notice.getByRole("button", { name: "Send a new link" }).click();
    await expect(page.getByText("If that account exists and is not verified yet")).toBeVisible();
    // The server refuses too: the client is not the gate.
    const res = await request.post("/api/ai-content/discovery", {
      headers: { authorization: `Bearer ${account.token}` },
      data: { message: "Spanish", conversationHistory: [] },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).error.code).toBe("EMAIL_NOT_VERIFIED");
  });

  test("accept the guidelines, chat to a brief, create the course, then study it", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await signUpViaApi(request, { displayName: "AI Learner" });
    const auth = { authorization: `Bearer ${account.token}` };
    // MCQ-capable cards are asked as MCQ, with no adaptive boost, so the first card is answered one way.
    const prefs = await request.patch("/api/auth/me", {
      headers: auth,
      data: { prefs: { mcqPreference: 100 } },
    });
    expect(prefs.status(), await prefs.text()).toBe(200);
    const user = (await prefs.json()).data.user;
    expect(user.guidelinesAccepted).toBe(false);
    await page.addInitScript(() => {
      window.localStorage.setItem(
        "recall.adaptiveConfig",
        JSON.stringify({ mcqStreakMCQBoost: 0, highAccuracyBasicBoost: 0, topicMCQPreferenceOffsets: {} }),
      );
    });
    await signInBrowser(page, { ...account, user });

    await page.goto("/courses");
    await page.getByRole("link", { name: /AI Create/ }).click();
    await expect(page).toHaveURL(/\/courses\/create$/);
    await expect(page.getByRole("heading", { name: "Create a Course with AI" })).toBeVisible();

    // Guidelines: Continue waits for the checkbox.
    await expect(page.getByRole("heading", { name: "Content guidelines" })).toBeVisible();
    await expect(page.getByText("Accounts that violate these guidelines are removed.")).toBeVisible();
    const proceed = page.getByRole("button", { name: "Continue" });
    await expect(proceed).toBeDisabled();
    await page.getByRole("checkbox", { name: "I have read and accept the content guidelines" }).check();
    const accepted = page.waitForResponse((r) => r.url().endsWith("/api/auth/accept-guidelines"));
    await proceed.click();
    expect((await accepted).status()).toBe(200);

    // Usage and templates.
    const usage = page.getByRole("region", { name: "AI usage" });
    await expect(usage).toContainText("Spent$0.0000");
    await expect(usage).toContainText("Monthly budget$5.00");
    const input = page.getByRole("textbox", { name: "Your message" });
    const send = page.getByRole("button", { name: "Send message" });
    await page.getByRole("button", { name: "History period" }).click();
    await expect(input).toHaveValue(/French Revolution/);
    await input.fill("   ");
    await expect(send).toBeDisabled();

    // Discovery: two turns to a complete brief.
    await input.fill("I want to learn the basics of astronomy");
    await input.press("Enter");
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log).toContainText("I want to learn the basics of astronomy");
    await expect(log).toContainText("What is your current level");
    await expect(input).toHaveValue("");
    await input.fill("Beginner, 12 cards please");
    await input.press("Enter");

    await expect(page.getByRole("heading", { name: "Ready to create your course" })).toBeVisible();
    const field = (label: string) =>
      page.getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
    await expect(field("Topic")).toHaveText("the basics of astronomy");
    await expect(page.getByRole("combobox", { name: "Knowledge level" })).toHaveValue("beginner");
    await expect(page.getByRole("spinbutton", { name: "Card count" })).toHaveValue("12");
    await expect(field("Language")).toHaveText("English");

    // Estimate for 12 cards: $0.015 and 5-8 s per card.
    const estimate = page.getByRole("region", { name: "Estimate" });
    await expect(estimate).toContainText("Estimated cost$0.1800");
    await expect(estimate).toContainText("Estimated time60-96 seconds");

    // Generate; the success state shows the course, then the app opens it after 2 seconds.
    const generated = page.waitForResponse((r) => r.url().endsWith("/api/ai-content/generate"), {
      timeout: 90_000,
    });
    await page.getByRole("button", { name: "Create Course" }).click();
    const answer = await generated;
    expect(answer.status(), await answer.text()).toBe(200);
    const { course } = (await answer.json()).data as {
      course: { id: string; name: string; cardCount: number };
    };
    expect(course.cardCount).toBe(12);
    await expect(page.getByRole("heading", { name: "Course created!" })).toBeVisible();
    await expect(page.getByText(course.name, { exact: true })).toBeVisible();
    await expect(page.getByText(/^12 cards · Cost: \$\d+\.\d{4}$/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));

    // The course page lists its cards.
    await expect(page.getByRole("heading", { name: course.name, level: 1 })).toBeVisible();
    await expect(page.getByText("Total cards").locator("xpath=following-sibling::dd")).toHaveText("12");
    await expect(page.getByText(/What should you know about/).first()).toBeVisible();
    const cards = await request.get(`/api/courses/${course.id}/cards`, { headers: auth });
    expect((await cards.json()).data.cards).toHaveLength(12);

    // Usage went up by the generation's cost.
    const after = await request.get("/api/ai-content/usage", { headers: auth });
    expect((await after.json()).data.generations).toBeGreaterThanOrEqual(1);

    // Study it: a session on the new course, first card answered.
    await page.goto("/session/start");
    await page.getByRole("checkbox", { name: new RegExp(course.name) }).check();
    const start = page.getByRole("button", { name: "Start Session" });
    await expect(start).toBeEnabled();
    await start.click();
    await expect(page).toHaveURL(/\/session\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible();

    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 2 })).toContainText("What should you know about");
    const options = article.getByRole("list", { name: "Answer options" });
    if ((await options.count()) > 0) {
      const right = options.getByRole("button", { name: /The answer about/ });
      await right.click();
      await expect(right).toHaveAccessibleName(/Correct/);
    } else {
      await article.getByRole("button", { name: /Show Answer/ }).click();
      await expect(article.getByRole("region", { name: "Answer" })).toContainText("The answer about");
      await article.getByRole("button", { name: "Correct", exact: true }).click();
    }
    await expect(counter(page, "Correct")).toHaveText(/1$/);
  });
});
