import type { APIRequestContext, Page, Response } from "@playwright/test";
import { expect, signInBrowser, signUpViaApi, type TestUser, test } from "./support/fixtures";

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

/** The value of a summary tile, found by its label. */
const tile = (page: Page, name: string) =>
  page.getByRole("region", { name: "Summary" }).getByRole("group", { name }).locator("dd");

/** Collects the JavaScript the page loads, to tell which chunks carry the chart library. */
function scriptsOf(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (res: Response) => {
    if (res.url().endsWith(".js")) bodies.push(res.text().catch(() => ""));
  });
  return async () => (await Promise.all(bodies)).join("\n");
}

/** Uploads a five-card course, answers 3 cards (2 right, 1 wrong, 40 s each) in a session and completes it. */
async function studyThreeCards(request: APIRequestContext, user: TestUser) {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const topics = ["Planets", "Stars", "Moons", "Comets", "Galaxies"];
  const upload = await request.post("/api/courses/upload", {
    headers: bearer(user),
    data: {
      name: `Analytics Astronomy ${suffix}`,
      slug: `analytics-astronomy-${suffix}`,
      topics,
      levels: ["Beginner"],
      cards: topics.map((topic, i) => ({
        face: `Question ${i + 1} about ${topic}?`,
        back: `Answer ${i + 1}`,
        topic,
        level: "Beginner",
      })),
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const courseId = (await upload.json()).data.course.id as string;
  const start = await request.post("/api/sessions/start", {
    headers: bearer(user),
    data: { courseIds: [courseId], plannedCards: 5 },
  });
  expect(start.status(), await start.text()).toBe(201);
  const { session, cards } = (await start.json()).data as {
    session: { id: string };
    cards: { id: string; face: string }[];
  };
  for (const [i, correct] of [true, true, false].entries()) {
    const answer = await request.post("/api/sessions/answer", {
      headers: bearer(user),
      data: {
        sessionId: session.id,
        cardId: cards[i]!.id,
        correct,
        timeTakenMs: 40_000,
        clientAnswerId: `${session.id}-${i}`,
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  const complete = await request.post(`/api/sessions/${session.id}/complete`, { headers: bearer(user) });
  expect(complete.ok(), await complete.text()).toBe(true);
  return { courseId, studiedFace: cards[0]!.face };
}

test.describe("analytics", () => {
  test("a new user sees 'No Data Yet' and is sent to start studying", async ({ page, request }) => {
    const user = await signUpViaApi(request, { displayName: "Nova Newcomer" });
    await signInBrowser(page, user);
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Analyze" }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByRole("heading", { name: "No Data Yet" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Summary" })).toHaveCount(0);
    await page.getByRole("link", { name: "Start Studying" }).click();
    await expect(page).toHaveURL(/\/session\/start$/);
  });

  test("after a session, Analyze shows the tiles and the charts", async ({ page, request }) => {
    const user = await signUpViaApi(request, { displayName: "Sam Studier" });
    const { courseId, studiedFace } = await studyThreeCards(request, user);
    await signInBrowser(page, user);
    const scripts = scriptsOf(page);

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome back, Sam Studier!" })).toBeVisible();
    // The chart library is not part of the app's first load: only the analytics page brings it.
    expect(await scripts()).not.toContain("recharts-wrapper");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Analyze" }).click();
    await expect(tile(page, "Avg Accuracy")).toHaveText("66.7%");
    await expect(tile(page, "Total Cards")).toHaveText("3");
    await expect(tile(page, "Time Spent")).toHaveText("2m");
    await expect(tile(page, "Avg Per Session")).toHaveText("3");
    expect(await scripts()).toContain("recharts-wrapper");

    for (const title of [
      "Performance Over Time",
      "Mastery Distribution",
      "Mastery by Topic",
      "Study Pattern (Day of Week)",
      "Due Forecast",
      "Retention",
    ]) {
      const chart = page.getByRole("region", { name: title });
      await expect(chart.locator(".recharts-wrapper svg").first(), title).toBeVisible();
      await expect(chart.getByRole("table", { name: title })).toBeAttached();
    }
    const distribution = page.getByRole("table", { name: "Mastery Distribution" });
    const newRow = distribution.locator("tr", {
      has: page.getByRole("rowheader", { name: "new", exact: true }),
    });
    await expect(newRow.locator("td")).toHaveText("2");
    const levels = page.getByRole("region", { name: "Mastery by Level" });
    await expect(
      levels
        .getByRole("row", { name: /Beginner/ })
        .getByRole("cell")
        .last(),
    ).toHaveText("66.7%");
    const heatmap = page.getByRole("region", { name: "Review Heatmap" });
    await expect(heatmap.getByText(/3 reviews on 1 day;/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Streak" })).toContainText("Current streak1 day");

    // The same page on a 390 px phone: nothing wider than the screen. The charts take their new width
    // from a ResizeObserver and a React render after the resize, so the width is polled, not read once.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(tile(page, "Total Cards")).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);

    // The card's memory from the course's card list: why it is due, and its one review.
    await page.goto(`/courses/${courseId}/cards`);
    await page
      .getByRole("listitem", { name: studiedFace })
      .getByRole("button", { name: "Why is this card due?" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Your memory of this card" });
    await expect(dialog.getByText(/Today you would recall it/)).toBeVisible();
    await expect(dialog.getByRole("table", { name: "Review log" }).getByRole("row")).toHaveCount(2);
  });

  test("the study session's Learn more leads to the card's memory", async ({ page, request }) => {
    const user = await signUpViaApi(request, { displayName: "Lena Learner" });
    const slug = `memory-${Date.now()}`;
    const upload = await request.post("/api/courses/upload", {
      headers: bearer(user),
      data: {
        name: `Memory ${slug}`,
        slug,
        topics: ["Planets"],
        levels: ["Beginner"],
        cards: ["Mercury", "Venus", "Earth", "Mars", "Jupiter"].map((p, i) => ({
          face: `Which planet is number ${i + 1}?`,
          back: p,
          topic: "Planets",
          level: "Beginner",
        })),
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    await signInBrowser(page, user);
    await page.goto("/session/start");
    await page.getByRole("checkbox", { name: new RegExp(`Memory ${slug}`) }).check();
    await page.getByRole("slider", { name: "Number of cards" }).fill("5");
    await page.getByRole("button", { name: "Start Session" }).click();
    const card = page.getByRole("article");
    await expect(page.getByText("Card 1 of 5")).toBeVisible();
    await expect(card.getByRole("button", { name: "Why is this card due?" })).toHaveCount(0);
    await card.getByRole("button", { name: "Learn more" }).click();
    await card.getByRole("button", { name: "Why is this card due?" }).click();
    const dialog = page.getByRole("dialog", { name: "Your memory of this card" });
    await expect(
      dialog.getByText("You have not answered this card yet. A session brings it to you as a new card."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
  });
});
