import type { APIRequestContext } from "@playwright/test";
import { bearer, suffix } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, type TestUser, test } from "./support/fixtures";

/**
 * Related cards end to end (requirements C2, C7; requirements S2 Level 3): the scripted AI server (scripts/e2e-server.ts)
 * writes a valid card about the asked concept; the owner generates, edits nothing, saves, and the concept
 * then has a linked card. From the browse page's related concepts, and from a study session's Level 3.
 */

const PLANTS = ["photosynthesis", "osmosis", "respiration", "transpiration", "germination"];

function plantCard(word: string) {
  return {
    face: `What is ${word}?`,
    back: `The process called ${word}`,
    topic: "Plants",
    level: "Beginner",
    conceptExplainer: { title: word, content: `An overview of ${word}.` },
    deepDive: { title: `More on ${word}`, content: `The history of ${word}.` },
    relatedConcepts: [{ title: `${word} rate`, teaser: "How fast it goes", cardIds: [] }],
  };
}

async function ownerWithCourse(request: APIRequestContext, cards: unknown[]) {
  const account = await signUpViaApi(request, { displayName: "Plant Owner" });
  const accepted = await request.post("/api/auth/accept-guidelines", { headers: bearer(account) });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const name = `Botany ${suffix()}`;
  const upload = await request.post("/api/courses/upload", {
    headers: bearer(account),
    data: { name, slug: `botany-${suffix()}`, topics: ["Plants"], levels: ["Beginner"], cards },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const user: TestUser = { ...account, user: (await accepted.json()).data.user };
  return { user, name, courseId: (await upload.json()).data.course.id as string };
}

test.describe("related cards", () => {
  test("from the browse page: Generate Card, then Generate All N Cards", async ({ page, request }) => {
    test.setTimeout(120_000);
    const source = {
      ...plantCard("photosynthesis"),
      relatedConcepts: [
        { title: "Calvin cycle", teaser: "Where the sugar is built", cardIds: [] },
        { title: "Chlorophyll", teaser: "The green pigment", cardIds: [] },
      ],
    };
    const { user, name } = await ownerWithCourse(request, [source]);
    await signInBrowser(page, user);
    await page.goto("/courses");
    const course = page.getByRole("article", { name });
    await course.getByRole("button", { name: "Related concepts" }).click();
    const concepts = course.getByRole("region", { name: `Related concepts of ${name}` });
    await concepts.getByRole("button", { name: "Generate Card: Calvin cycle" }).click();

    const dialog = page.getByRole("dialog", { name: "Generate Related Card" });
    await expect(dialog.getByText("Estimated cost: $0.0150 · Estimated time: 5-8 seconds")).toBeVisible();
    await dialog.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText(/^Card generated! Cost: \$\d+\.\d{4}$/)).toBeVisible();
    await expect(dialog.getByLabel("Question")).toHaveValue(/Calvin cycle/);
    await dialog.getByRole("button", { name: "Save Card" }).click();
    await expect(page.getByText("Related card created!")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const calvin = concepts.getByRole("listitem").filter({ hasText: "Calvin cycle" });
    await expect(calvin.getByText("Has card")).toBeVisible();

    // Chlorophyll, and the concept the new card names itself.
    await concepts.getByRole("button", { name: "Generate All 2 Cards" }).click();
    const batch = page.getByRole("dialog", { name: "Generate 2 Related Cards" });
    await expect(batch.getByText("Estimated cost: $0.0300 · Estimated time: 12-16 seconds")).toBeVisible();
    await batch.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText(/^2 cards generated! Total: \$\d+\.\d{4}$/)).toBeVisible();
    await expect(
      concepts.getByRole("listitem").filter({ hasText: "Chlorophyll" }).getByText("Has card"),
    ).toBeVisible();
    await expect(concepts.getByRole("button", { name: /Generate All/ })).toHaveCount(0);
  });

  test("from a study session's Level 3: the new card then shows as linked", async ({ page, request }) => {
    test.setTimeout(120_000);
    const { user, name, courseId } = await ownerWithCourse(request, PLANTS.map(plantCard));
    await signInBrowser(page, user);
    await page.goto("/session/start");
    await page.getByRole("checkbox", { name: new RegExp(name) }).check();
    await page.getByRole("slider", { name: "Number of cards" }).fill("5");
    await page.getByRole("button", { name: "Start Session" }).click();
    await expect(page.getByText("Card 1 of 5")).toBeVisible();

    const card = page.getByRole("article");
    await card.getByRole("button", { name: "Learn more" }).click();
    await card.getByRole("button", { name: "Unlock Deep Dive" }).click();
    await card.getByRole("button", { name: "Show Connections" }).click();
    const generate = card.getByRole("button", { name: /^Generate a card for / });
    await expect(generate).toBeEnabled();
    const concept = (await generate.getAttribute("aria-label"))!.replace("Generate a card for ", "");
    await generate.click();

    const dialog = page.getByRole("dialog", { name: "Generate Related Card" });
    await expect(dialog.getByLabel("Related concept")).toHaveValue(concept);
    await dialog.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText(/^Card generated! Cost:/)).toBeVisible();
    await dialog.getByRole("button", { name: "Save Card" }).click();
    await expect(page.getByText("Related card created!")).toBeVisible();
    await expect(card.getByText("1 linked card")).toBeVisible();
    await expect(card.getByRole("button", { name: /^Generate a card for / })).toHaveCount(0);

    // Stored: the course has the new card, and the source card points at it.
    const res = await request.get(`/api/courses/${courseId}/cards?limit=100`, { headers: bearer(user) });
    const cards = (await res.json()).data.cards as { id: string; relatedConcepts: { cardIds: string[] }[] }[];
    expect(cards).toHaveLength(6);
    const linked = cards.flatMap((c) => c.relatedConcepts.flatMap((r) => r.cardIds));
    expect(linked).toHaveLength(2);
  });
});
