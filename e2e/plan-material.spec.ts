import { bearer, cardsOf } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * The learner's own material on progressive creation: the learner pastes their notes in Step 1, the AI plans the
 * subtopics from them, Generate Next writes one subtopic's cards from its passage (the scripted AI server
 * answers each card from the passage in its prompt), and studying a card shows that passage under Learn more.
 */

const NOTES = [
  "Photosynthesis is the process by which green plants turn light energy into chemical energy. It takes place in the chloroplasts, small organelles inside the cells of leaves. The pigment chlorophyll absorbs mostly red and blue light and reflects green light, which is why leaves look green. Water enters through the roots and carbon dioxide through tiny pores called stomata.",
  "The light-dependent reactions happen in the thylakoid membranes. Photosystem two absorbs light and splits water, releasing oxygen, protons and electrons. The electrons travel along an electron transport chain that pumps protons into the thylakoid space. ATP synthase uses the proton gradient to make ATP. Photosystem one re-energises the electrons, which reduce NADP+ to NADPH.",
  "The Calvin cycle takes place in the stroma and does not need light directly. The enzyme RuBisCO fixes carbon dioxide onto ribulose bisphosphate. The products are reduced with the energy of ATP and NADPH to form glyceraldehyde three-phosphate. Some of this sugar leaves the cycle to build glucose, and the rest regenerates ribulose bisphosphate so the cycle can continue.",
].join("\n\n");

test("paste notes on progressive creation → plan → generate a subtopic → Learn more shows the card's passage", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await signUpViaApi(request, { displayName: "Note Planner" });
  const accepted = await request.post("/api/auth/accept-guidelines", { headers: bearer(account) });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await signInBrowser(page, { ...account, user: (await accepted.json()).data.user });

  // Step 1: the notes first, then the plan's details.
  await page.goto("/courses/create/progressive");
  const material = page.getByRole("region", { name: "Your material" });
  await material.getByRole("textbox", { name: "Paste your notes" }).fill(NOTES);
  await material.getByRole("button", { name: "Use this text" }).click();
  await expect(material).toContainText("Cards will be written from your material: Photosynthesis");
  await page.getByLabel("Topic").fill("Photosynthesis");
  await page.getByRole("button", { name: "20", exact: true }).click();
  await page.getByRole("button", { name: "Create Plan" }).click();

  // Step 2: the plan, then its page without auto-generate; Generate Next writes the first subtopic.
  await expect(page.getByRole("heading", { name: "Step 2: Review Plan" })).toBeVisible();
  await page.getByRole("link", { name: "Open the plan without generating" }).click();
  await expect(page).toHaveURL(/\/course-plan\/[0-9a-f-]{36}$/);
  const planId = page.url().split("/").pop()!;
  await page.getByRole("button", { name: "Generate Next" }).click();
  await expect(page.getByText("1 of 4 subtopics")).toBeVisible({ timeout: 45_000 });

  // Every card of the subtopic keeps the passage it was written from.
  const plan = (
    await (await request.get(`/api/ai-content/course-plan/${planId}`, { headers: bearer(account) })).json()
  ).data.plan;
  const cards = (await cardsOf(request, account, plan.courseId)) as { sourcePassage?: string | null }[];
  expect(cards).toHaveLength(5);
  for (const card of cards) expect(NOTES).toContain(card.sourcePassage);

  // Study: Learn more shows where the card came from.
  await page.goto("/session/start");
  await page.getByRole("checkbox", { name: new RegExp(plan.courseName) }).check();
  await page.getByRole("button", { name: "Start Session" }).click();
  await expect(page).toHaveURL(/\/session\/[0-9a-f-]{36}$/);
  const article = page.getByRole("article");
  await article.getByRole("button", { name: "Learn more" }).click();
  await expect(article.getByText("From your material:")).toBeVisible();
  await expect(article.locator("blockquote")).toContainText(/Photosynthesis|chloroplasts|stomata/);
});
