import type { APIRequestContext, Page } from "@playwright/test";
import { bearer } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, type TestUser, test } from "./support/fixtures";

/** About 1,600 px of letters without a break: wider than the card at 1280 px. */
const LONG_WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(4);

/** Uploads one MCQ card, asks MCQ-capable cards as MCQ, and signs the browser in. */
async function setUp(page: Page, request: APIRequestContext, card: Record<string, unknown>) {
  const user: TestUser = await signUpViaApi(request);
  const slug = `layout-${Date.now()}`;
  const upload = await request.post("/api/courses/upload", {
    headers: bearer(user),
    data: {
      name: `Layout ${slug}`,
      slug,
      topics: ["Words"],
      levels: ["Beginner"],
      cards: [{ topic: "Words", level: "Beginner", type: "mcq", ...card }],
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const prefs = await request.patch("/api/auth/me", {
    headers: bearer(user),
    data: { prefs: { mcqPreference: 100, mcqDelay: 3 } },
  });
  expect(prefs.status(), await prefs.text()).toBe(200);
  await signInBrowser(page, { ...user, user: (await prefs.json()).data.user });
  return slug;
}

async function startSession(page: Page, slug: string) {
  await page.goto("/session/start");
  await page.getByRole("checkbox", { name: new RegExp(`Layout ${slug}`) }).check();
  await page.getByRole("button", { name: "Start Session" }).click();
  await expect(page.getByText("Card 1 of 1")).toBeVisible();
}

test.describe("session card layout", () => {
  test("long unbroken words wrap inside the MCQ options instead of running into the glossary", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const slug = await setUp(page, request, {
      face: "Which word names a lung disease caused by fine silica dust?",
      back: LONG_WORD,
      options: [LONG_WORD, "Silicosis", "Asthma", `${LONG_WORD}-variant`],
      answerIndex: 0,
      glossary: [{ term: "silica", definitionShort: "Silicon dioxide, as in sand and quartz." }],
    });
    await startSession(page, slug);
    const article = page.getByRole("article");
    const glossary = page.getByRole("complementary", { name: "Glossary" });
    await expect(glossary).toBeVisible();
    const card = (await article.boundingBox())!;
    const aside = (await glossary.boundingBox())!;
    const options = article.getByRole("list", { name: "Answer options" }).getByRole("button");
    await expect(options).toHaveCount(4);
    for (const option of await options.all()) {
      const box = (await option.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
      // The furthest right any text of the option reaches stays inside the option, left of the glossary.
      const textRight = await option.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return Math.max(...Array.from(range.getClientRects(), (r) => r.right));
      });
      expect(textRight).toBeLessThanOrEqual(box.x + box.width + 0.5);
      expect(textRight).toBeLessThan(aside.x);
    }
  });

  test("at 800 px high, a right MCQ answer brings the sandbox result into view and does not move on under it", async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    const slug = await setUp(page, request, {
      face: "A red blood cell is placed in pure water. What happens to it?",
      back: "It swells and may burst",
      options: ["It shrinks", "It swells and may burst", "Nothing changes", "It divides"],
      answerIndex: 1,
      explanationRight: "Water moves into the cell, towards the higher solute concentration.",
      conceptExplainer: { title: "Osmosis", content: "Water crosses a membrane towards more solute." },
      sandbox: {
        module: "osmosis-sim",
        params: { insideConcentration: 0.3, outsideConcentration: 0 },
        scenarioCorrect: "hypotonic",
        scenarioWrong: "hypertonic",
      },
    });
    await startSession(page, slug);
    const article = page.getByRole("article");
    await article.getByRole("list", { name: "Answer options" }).getByRole("button").nth(1).click();
    const sandbox = article.getByRole("region", { name: "Sandbox" });
    await expect(sandbox).toBeInViewport();
    await expect(article.getByText("Take your time with the sandbox result, then continue.")).toBeVisible();
    // Well past prefs.mcqDelay (3 s): still on the card, the result still there.
    await page.clock.runFor(10_000);
    await expect(page.getByText("Card 1 of 1")).toBeVisible();
    await expect(sandbox).toBeInViewport();
    await article.getByRole("button", { name: /Next Card/ }).click();
    await expect(page.getByRole("heading", { name: "Session Complete!" })).toBeVisible();
  });
});
