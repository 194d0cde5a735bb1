import type { APIRequestContext, Page } from "@playwright/test";
import { expect, signInBrowser, signUpViaApi, type TestUser, test } from "./support/fixtures";

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

/** The value of a stat tile (its <dd>), found by the tile's label. */
const tileValue = (page: Page, name: string) =>
  page.getByRole("region", { name: "Your progress" }).getByRole("group", { name }).locator("dd");

/** Uploads a five-card course, starts a 5-card session, answers 3 cards (2 right, 1 wrong) and completes it. */
async function studyThreeCards(request: APIRequestContext, user: TestUser) {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const topics = ["Planets", "Stars", "Moons", "Comets", "Galaxies"];
  const upload = await request.post("/api/courses/upload", {
    headers: bearer(user),
    data: {
      name: `Dashboard Astronomy ${suffix}`,
      slug: `dashboard-astronomy-${suffix}`,
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
    cards: { id: string }[];
  };
  expect(cards.length).toBeGreaterThanOrEqual(3);

  const grades = [true, true, false];
  for (const [i, correct] of grades.entries()) {
    const answer = await request.post("/api/sessions/answer", {
      headers: bearer(user),
      data: {
        sessionId: session.id,
        cardId: cards[i]!.id,
        correct,
        timeTakenMs: 4000,
        clientAnswerId: `${session.id}-${i}`,
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  const complete = await request.post(`/api/sessions/${session.id}/complete`, { headers: bearer(user) });
  expect(complete.ok(), await complete.text()).toBe(true);
}

test.describe("dashboard", () => {
  test("a new user sees zeros and empty states", async ({ page, request }) => {
    const user = await signUpViaApi(request, { displayName: "Nova Newcomer", verified: false });
    await signInBrowser(page, user);
    await page.goto("/dashboard");

    // Someone who has never studied is welcomed, not welcomed "back".
    await expect(page.getByRole("heading", { name: "Welcome, Nova Newcomer!" })).toBeVisible();
    await expect(
      page.getByText("Your account is ready. Start your first session: pick a course and study a few cards."),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Confirm your email address" })).toContainText(
      `We sent a verification link to ${user.email}.`,
    );
    await expect(tileValue(page, "Current streak")).toHaveText("0 days");
    await expect(tileValue(page, "Accuracy")).toHaveText("0%");
    await expect(tileValue(page, "Total sessions")).toHaveText("0");
    await expect(tileValue(page, "Cards studied")).toHaveText("0");

    const recent = page.getByRole("region", { name: "Recent sessions" });
    await expect(recent.getByText("No sessions yet. Start your first one!")).toBeVisible();
    await expect(recent.getByRole("link", { name: "Start your first session" })).toHaveAttribute(
      "href",
      "/session/start",
    );

    const balance = page.getByRole("region", { name: "Neurochemical balance" });
    await expect(balance.getByText("Start a session to see how your balance moves")).toBeVisible();
    await expect(balance.getByRole("meter")).toHaveCount(7);
    await expect(balance.getByRole("meter", { name: "Dopamine" })).toHaveAttribute("aria-valuenow", "60");
    await expect(balance.getByRole("meter", { name: "Oxytocin" })).toHaveAttribute("aria-valuenow", "30");

    await expect(
      page.getByRole("region", { name: "My collections" }).getByText("No collections yet"),
    ).toBeVisible();

    await recent.getByRole("link", { name: "Start your first session" }).click();
    await expect(page).toHaveURL(/\/session\/start$/);
  });

  test("after a session of three answers the dashboard shows it", async ({ page, request }) => {
    const user = await signUpViaApi(request, { displayName: "Sam Studier" });
    await studyThreeCards(request, user);
    await signInBrowser(page, user);
    await page.goto("/dashboard");

    await expect(page.getByRole("heading", { name: "Welcome back, Sam Studier!" })).toBeVisible();
    await expect(tileValue(page, "Total sessions")).toHaveText("1");
    await expect(tileValue(page, "Cards studied")).toHaveText("3");
    await expect(tileValue(page, "Accuracy")).toHaveText("67%");
    await expect(tileValue(page, "Current streak")).toHaveText("1 day");

    const rows = page.getByRole("region", { name: "Recent sessions" }).getByRole("listitem");
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    /** The <dd> under a row's label. */
    const figure = (label: string) => row.locator(`dt:text-is("${label}") + dd`);
    await expect(figure("Cards")).toHaveText("3 / 5");
    await expect(figure("Accuracy")).toHaveText("67%");
    await expect(figure("Duration")).toHaveText(/^\d{2}:\d{2}$/);
    await expect(row.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);

    const balance = page.getByRole("region", { name: "Neurochemical balance" });
    await expect(balance.getByText("Levels at the end of your latest session")).toBeVisible();
    await expect(balance.getByRole("meter")).toHaveCount(7);
    await expect(balance.getByText("Start a session to see how your balance moves")).toHaveCount(0);
  });
});
