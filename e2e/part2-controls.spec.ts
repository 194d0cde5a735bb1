import type { APIRequestContext, Page } from "@playwright/test";
import { bearer, suffix } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, type TestUser, test } from "./support/fixtures";

/**
 * Part 2 controls end to end: the discovery brief that keeps the learner's words and can be edited, the
 * smart related card, and collections reordered (buttons, keyboard, drag), compared and made from a
 * course. The AI is the scripted OpenAI-compatible server scripts/e2e-server.ts starts: its discovery
 * reads the first number from 10 to 200 in the learner's messages as the card count.
 */

const WORDS = ["photosynthesis", "osmosis", "respiration"];

const plantCard = (word: string, open = false) => ({
  face: `What is ${word}?`,
  back: `The process called ${word}`,
  topic: "Plants",
  level: "Beginner",
  relatedConcepts: open ? [{ title: `${word} rate`, teaser: "How fast it goes", cardIds: [] }] : [],
});

async function owner(request: APIRequestContext, cards: unknown[]) {
  const account = await signUpViaApi(request, { displayName: "Controls Owner" });
  const accepted = await request.post("/api/auth/accept-guidelines", { headers: bearer(account) });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const user: TestUser = { ...account, user: (await accepted.json()).data.user };
  const name = `Botany ${suffix()}`;
  const upload = await request.post("/api/courses/upload", {
    headers: bearer(user),
    data: { name, slug: `botany-${suffix()}`, topics: ["Plants"], levels: ["Beginner"], cards },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return { user, name, courseId: (await upload.json()).data.course.id as string };
}

const cardOrder = (page: Page) =>
  page.getByRole("list", { name: "Cards in this collection" }).getByRole("listitem");

test.describe("part 2 controls", () => {
  test("the brief keeps the learner's card count, shows the correction, and is edited before generating", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { user } = await owner(request, [plantCard("osmosis")]);
    await signInBrowser(page, user);
    await page.goto("/courses/create");
    const input = page.getByRole("textbox", { name: "Your message" });
    await input.fill("I want to learn Roman history");
    await input.press("Enter");
    await expect(page.getByRole("log", { name: "Conversation" })).toContainText("What is your current level");
    // The scripted model takes the first number (12, a duration) as the count; the learner asked for 30 cards.
    await input.fill("My exam is in 12 days. An intermediate course of 30 cards please");
    await input.press("Enter");

    await expect(page.getByRole("heading", { name: "Ready to create your course" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Corrections to the brief" })).toHaveText(
      `You asked for 30 cards ("30 cards"); the assistant's brief said 12. Card count set to 30.`,
    );
    const count = page.getByRole("spinbutton", { name: "Card count" });
    await expect(count).toHaveValue("30");
    await expect(page.getByRole("combobox", { name: "Knowledge level" })).toHaveValue("intermediate");

    // Edits are checked as the server checks a brief.
    await count.fill("5");
    await page.getByRole("button", { name: "Create Course" }).click();
    await expect(page.getByText("must be at least 10")).toBeVisible();
    await count.fill("10");
    await page.getByRole("combobox", { name: "Knowledge level" }).selectOption("advanced");
    await page.getByRole("textbox", { name: "Focus areas" }).fill("Emperors, Legions");
    await expect(page.getByRole("region", { name: "Estimate" })).toContainText("Estimated cost$0.1500");

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/ai-content/generate"));
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/ai-content/generate"), {
      timeout: 120_000,
    });
    await page.getByRole("button", { name: "Create Course" }).click();
    expect((await sent).postDataJSON().brief).toMatchObject({
      cardCount: 10,
      knowledgeLevel: "advanced",
      focusAreas: ["Emperors", "Legions"],
    });
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Course created!" })).toBeVisible();
  });

  test("smart related card: the app picks the open concept, writes, saves and links a card", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { user, courseId } = await owner(request, [
      plantCard("photosynthesis", true),
      plantCard("osmosis"),
    ]);
    await signInBrowser(page, user);
    await page.goto(`/courses/${courseId}/edit`);
    const source = page.getByRole("listitem", { name: "What is photosynthesis?" });
    await expect(
      page.getByRole("listitem", { name: "What is osmosis?" }).getByRole("button", { name: /Smart related/ }),
    ).toHaveCount(0);
    await source.getByRole("button", { name: "Smart related card: What is photosynthesis?" }).click();
    const dialog = page.getByRole("dialog", { name: "Smart Related Card" });
    await expect(dialog).toContainText("first related concept without a card, photosynthesis rate");
    await dialog.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText(/^Card generated! Cost: \$\d+\.\d{4}$/)).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByRole("region", { name: "Generated card" })).toContainText("photosynthesis rate");
    await dialog.getByRole("button", { name: "Done" }).click();
    // Stored and linked: the course has a third card, and the concept is no longer open.
    await expect(page.getByRole("list").getByRole("listitem").filter({ hasText: "Question" })).toHaveCount(3);
    await expect(source.getByRole("button", { name: /Smart related/ })).toHaveCount(0);
  });

  test("collections: make one from a course, reorder by buttons, keys and drag, and compare two", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { user, name } = await owner(
      request,
      WORDS.map((w) => plantCard(w)),
    );
    await signInBrowser(page, user);
    await page.goto("/courses");
    await page.getByRole("button", { name: `Course actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Make a collection" }).click();
    await expect(page).toHaveURL(/\/collections\/[0-9a-f-]{36}$/);
    const collectionId = page.url().split("/").pop()!;
    await expect(page.getByRole("heading", { name })).toBeVisible();
    const faces = WORDS.map((w) => `What is ${w}?`);
    await expect(cardOrder(page)).toHaveText([/photosynthesis/, /osmosis/, /respiration/]);

    // Buttons.
    const stored = () => page.waitForResponse((r) => r.url().endsWith("/reorder") && r.status() === 200);
    let saved = stored();
    await page.getByRole("button", { name: `Move down: ${faces[0]}` }).click();
    await saved;
    await expect(cardOrder(page)).toHaveText([/osmosis/, /photosynthesis/, /respiration/]);
    // Keyboard on the grip.
    saved = stored();
    await page.getByRole("button", { name: `Reorder: ${faces[2]}` }).focus();
    await page.keyboard.press("Home");
    await saved;
    await expect(cardOrder(page)).toHaveText([/respiration/, /osmosis/, /photosynthesis/]);
    // Drag: photosynthesis onto the first card.
    saved = stored();
    await page
      .getByRole("listitem", { name: faces[0] })
      .dragTo(page.getByRole("listitem", { name: faces[2] }));
    await saved;
    await expect(cardOrder(page)).toHaveText([/photosynthesis/, /respiration/, /osmosis/]);
    await page.reload();
    await expect(cardOrder(page)).toHaveText([/photosynthesis/, /respiration/, /osmosis/]);

    // Compare with a second collection holding one of the cards.
    const cards = (
      await (
        await request.get(`/api/collections/${collectionId}/cards?limit=10`, { headers: bearer(user) })
      ).json()
    ).data.cards as { id: string; face: string }[];
    const second = await request.post("/api/collections", {
      headers: bearer(user),
      data: { name: "Exam picks", slug: `exam-picks-${suffix()}`, color: "#10B981" },
    });
    expect(second.status(), await second.text()).toBe(201);
    const secondId = (await second.json()).data.collection.id as string;
    const added = await request.post(`/api/collections/${secondId}/cards`, {
      headers: bearer(user),
      data: { cardIds: [cards.find((c) => c.face === faces[1])!.id] },
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
    await page.goto("/collections");
    await page.getByRole("link", { name: "Compare" }).click();
    await page
      .getByRole("combobox", { name: "First collection" })
      .selectOption({ label: `${name} (3 cards)` });
    await page
      .getByRole("combobox", { name: "Second collection" })
      .selectOption({ label: "Exam picks (1 card)" });
    await expect(page.getByRole("region", { name: "In both" })).toContainText("In both (1 card)");
    await expect(page.getByRole("region", { name: "In both" })).toContainText(faces[1]!);
    await expect(page.getByRole("region", { name: `Only in ${name}` })).toContainText("(2 cards)");
    await expect(page.getByRole("region", { name: "Only in Exam picks" })).toContainText("(0 cards)");
  });
});
