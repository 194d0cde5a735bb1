import type { APIRequestContext, Page } from "@playwright/test";
import { bearer } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, type TestUser, test } from "./support/fixtures";

/** Five basic cards, each in its own topic so the session keeps the upload order. */
const FACES = [
  "What powers a star like the Sun?",
  "Which planet has the most moons?",
  "What is the boiling point of water at sea level?",
  "Who wrote 'On the Origin of Species'?",
  "What is the chemical symbol for gold?",
];
const BACKS = ["Nuclear fusion", "Saturn", "100 °C", "Charles Darwin", "Au"];

async function uploadCourse(request: APIRequestContext, user: TestUser, slug: string) {
  const res = await request.post("/api/courses/upload", {
    headers: bearer(user),
    data: {
      name: `Resume ${slug}`,
      slug,
      topics: FACES.map((_, i) => `Topic ${i + 1}`),
      levels: ["Beginner"],
      cards: FACES.map((face, i) => ({
        face,
        back: BACKS[i],
        topic: `Topic ${i + 1}`,
        level: "Beginner",
        type: "basic",
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.course.id as string;
}

async function startViaApi(request: APIRequestContext, user: TestUser, courseId: string) {
  const res = await request.post("/api/sessions/start", {
    headers: bearer(user),
    data: { courseIds: [courseId], plannedCards: 5 },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { session, cards } = (await res.json()).data as { session: { id: string }; cards: { id: string }[] };
  return { id: session.id, cardIds: cards.map((c) => c.id) };
}

const counter = (page: Page, name: string) =>
  page.getByRole("region", { name: "Session progress" }).getByRole("group", { name, exact: true });

async function expectCounters(page: Page, correct: number, incorrect: number, streak: number) {
  await expect(counter(page, "Correct")).toHaveText(new RegExp(`${correct}$`));
  await expect(counter(page, "Incorrect")).toHaveText(new RegExp(`${incorrect}$`));
  await expect(counter(page, "Streak")).toHaveText(new RegExp(`${streak}$`));
}

/**
 * Shows the answer of the basic card on screen and grades it, then waits for the server to store it.
 * Incorrect opens the wrong state first: its Continue records the answer and moves on.
 */
async function answerBasic(page: Page, correct: boolean) {
  const article = page.getByRole("article");
  await article.getByRole("button", { name: /Show Answer/ }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/sessions/answer") && r.ok());
  await article.getByRole("button", { name: correct ? "Correct" : "Incorrect", exact: true }).click();
  if (!correct) await article.getByRole("button", { name: /Continue/ }).click();
  await saved;
}

const face = (page: Page) => page.getByRole("article").getByRole("heading", { level: 2 });

test.describe("resumable sessions", () => {
  test("reload and Back/Forward mid-session continue at the next card with the counters intact", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await signUpViaApi(request);
    const slug = `resume-${Date.now()}`;
    await uploadCourse(request, user, slug);
    await signInBrowser(page, user);

    // Choosing 15 cards from a 5-card course is said before and when it starts.
    await page.goto("/session/start");
    await page.getByRole("checkbox", { name: new RegExp(`Resume ${slug}`) }).check();
    await expect(
      page.getByText("The selected course has 5 cards, so this session will have 5 instead of 15."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Start Session" }).click();
    await expect(page.getByText("Session started!")).toBeVisible();
    await expect(
      page.getByText("Only 5 cards to study, so this session has 5 of the 15 you chose."),
    ).toBeVisible();
    await expect(page.getByText("Card 1 of 5")).toBeVisible();
    const sessionUrl = page.url();

    await answerBasic(page, true);
    await page.getByRole("button", { name: /Next Card/ }).click();
    await expect(page.getByText("Card 2 of 5")).toBeVisible();
    await answerBasic(page, false);
    await expect(page.getByText("Card 3 of 5")).toBeVisible();
    await expectCounters(page, 1, 1, 0);

    await page.reload();
    await expect(page.getByText("Card 3 of 5")).toBeVisible();
    await expect(face(page)).toHaveText(FACES[2]!);
    await expectCounters(page, 1, 1, 0);
    await expect(page.getByText("Session data not found")).toHaveCount(0);

    // Flow State keeps the focus; Space still shows the answer, as the page says.
    await page.getByRole("button", { name: /Flow State/ }).click();
    await page.keyboard.press("Space");
    await expect(page.getByRole("region", { name: "Answer" })).toContainText(BACKS[2]!);
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/sessions/answer") && r.ok());
    await page.getByRole("button", { name: "Correct", exact: true }).click();
    await saved;
    await expectCounters(page, 2, 1, 1);

    // Back then Forward: the history entry has no start data any more; the server's record is used.
    // The start page must be on screen before Forward: a Back and Forward quicker than one render never
    // leave the session page (it then shows card 3 answered, as it was), which is right but not this test.
    await page.goBack();
    await expect(page).toHaveURL(/\/session\/start$/);
    await expect(page.getByRole("button", { name: "Start Session" })).toBeVisible();
    await expect(page.getByText(/Card \d of 5/)).toHaveCount(0);
    await page.goForward();
    await expect(page).toHaveURL(sessionUrl);
    await expect(page.getByText("Card 4 of 5")).toBeVisible();
    await expect(face(page)).toHaveText(FACES[3]!);
    await expectCounters(page, 2, 1, 1);

    for (const n of [4, 5]) {
      await expect(page.getByText(`Card ${n} of 5`)).toBeVisible();
      await answerBasic(page, true);
      await page.getByRole("button", { name: /Next Card/ }).click();
    }
    await expect(page.getByRole("heading", { name: "Session Complete!" })).toBeVisible();
    const results = page.getByLabel("Session results");
    await expect(results.getByRole("group", { name: "Cards", exact: true })).toHaveText(/5\/5$/);
    await expect(results.getByRole("group", { name: "Correct", exact: true })).toHaveText(/4$/);
    await expect(results.getByRole("group", { name: "Incorrect", exact: true })).toHaveText(/1$/);
    await expect(results.getByRole("group", { name: "Best streak", exact: true })).toHaveText(/3$/);
    await expect(results.getByRole("group", { name: "Accuracy", exact: true })).toHaveText(/80%$/);
  });

  test("an open session is resumed from the dashboard", async ({ page, request }) => {
    const user = await signUpViaApi(request);
    const courseId = await uploadCourse(request, user, `resume-dash-${Date.now()}`);
    const session = await startViaApi(request, user, courseId);
    const answer = await request.post("/api/sessions/answer", {
      headers: bearer(user),
      data: { sessionId: session.id, cardId: session.cardIds[0], correct: true, timeTakenMs: 3000 },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    await signInBrowser(page, user);

    await page.goto("/dashboard");
    const open = page
      .getByRole("region", { name: "Recent sessions" })
      .getByRole("region", { name: "Still open" });
    await expect(open.getByRole("listitem")).toHaveCount(1);
    await expect(open.getByText("In progress")).toBeVisible();
    await open.getByRole("link", { name: /^Resume the session started/ }).click();

    await expect(page).toHaveURL(new RegExp(`/session/${session.id}$`));
    await expect(page.getByText("Card 2 of 5")).toBeVisible();
    await expect(face(page)).toHaveText(FACES[1]!);
    await expectCounters(page, 1, 0, 1);
  });

  test("an open session is abandoned from the dashboard and cannot be continued", async ({
    page,
    request,
  }) => {
    const user = await signUpViaApi(request);
    const courseId = await uploadCourse(request, user, `abandon-${Date.now()}`);
    const session = await startViaApi(request, user, courseId);
    await signInBrowser(page, user);

    await page.goto("/dashboard");
    const recent = page.getByRole("region", { name: "Recent sessions" });
    await recent.getByRole("button", { name: /^Abandon the session started/ }).click();
    await expect(page.getByText("Session abandoned. Its answers still count.")).toBeVisible();
    await expect(recent.getByRole("region", { name: "Still open" })).toHaveCount(0);
    await expect(recent.getByText("No sessions yet. Start your first one!")).toBeVisible();
    const stored = await request.get(`/api/sessions/${session.id}`, { headers: bearer(user) });
    expect((await stored.json()).data.session.status).toBe("abandoned");

    await page.goto(`/session/${session.id}`);
    await expect(page.getByText("This session has ended.")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
