import { textPdf } from "../apps/server/test/materials/pdf-fixture";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * The learner's own material, end to end: the learner adds their own notes in the AI create flow (a scanned PDF is
 * refused with its message, a .txt file is read), the course is generated from them through the scripted
 * AI server (its "realistic" handler answers each card from its passage), and studying a card shows the
 * passage it came from under Learn more.
 */

const NOTES = [
  "Photosynthesis is the process by which green plants turn light energy into chemical energy. It takes place in the chloroplasts, small organelles inside the cells of leaves. The pigment chlorophyll absorbs mostly red and blue light and reflects green light, which is why leaves look green. Water enters through the roots and carbon dioxide through tiny pores called stomata.",
  "The light-dependent reactions happen in the thylakoid membranes. Photosystem two absorbs light and splits water, releasing oxygen, protons and electrons. The electrons travel along an electron transport chain that pumps protons into the thylakoid space. ATP synthase uses the proton gradient to make ATP. Photosystem one re-energises the electrons, which reduce NADP+ to NADPH.",
  "The Calvin cycle takes place in the stroma and does not need light directly. The enzyme RuBisCO fixes carbon dioxide onto ribulose bisphosphate. The products are reduced with the energy of ATP and NADPH to form glyceraldehyde three-phosphate. Some of this sugar leaves the cycle to build glucose, and the rest regenerates ribulose bisphosphate so the cycle can continue.",
].join("\n\n");

test("add notes, generate a course from them, and see a card's passage under Learn more", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await signUpViaApi(request, { displayName: "Note Taker" });
  const auth = { authorization: `Bearer ${account.token}` };
  const accepted = await request.post("/api/auth/accept-guidelines", { headers: auth });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await signInBrowser(page, { ...account, user: (await accepted.json()).data.user });

  await page.goto("/courses/create");
  const material = page.getByRole("region", { name: "Your material" });
  await expect(material).toBeVisible();
  await expect(material.getByRole("button", { name: "Use this text" })).toBeDisabled();

  // A PDF without text (as a scan is) is refused with the server's message.
  const file = material.locator('input[type="file"]');
  await file.setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: textPdf([]) });
  await expect(material.getByRole("alert")).toHaveText(
    "This PDF has no text we can read (it may be a scan). Paste the text instead.",
  );

  // A .txt file is read on the server; its size is shown.
  await file.setInputFiles({
    name: "photosynthesis.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(NOTES),
  });
  await expect(material).toContainText("Cards will be written from your material: photosynthesis");
  await expect(material).toContainText(`${NOTES.length.toLocaleString("en-US")} characters in`);

  // Discovery to a brief, then create the course.
  const input = page.getByRole("textbox", { name: "Your message" });
  await input.fill("I want to learn photosynthesis from my notes");
  await input.press("Enter");
  await expect(page.getByRole("log", { name: "Conversation" })).toContainText("What is your current level");
  await input.fill("Beginner, 10 cards please");
  await input.press("Enter");
  await expect(page.getByRole("heading", { name: "Ready to create your course" })).toBeVisible();

  const generated = page.waitForResponse((r) => r.url().endsWith("/api/ai-content/generate"), {
    timeout: 90_000,
  });
  await page.getByRole("button", { name: "Create Course" }).click();
  const answer = await generated;
  expect(answer.status(), await answer.text()).toBe(200);
  const { course, shortfall } = (await answer.json()).data;
  expect(shortfall).toBeNull();
  expect(course.cardCount).toBe(10);
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));

  const cards = (await (await request.get(`/api/courses/${course.id}/cards`, { headers: auth })).json()).data
    .cards as { sourcePassage: string | null }[];
  expect(cards).toHaveLength(10);
  for (const card of cards) expect(NOTES).toContain(card.sourcePassage);

  // Study: Learn more shows where the card came from.
  await page.goto("/session/start");
  await page.getByRole("checkbox", { name: new RegExp(course.name) }).check();
  await page.getByRole("button", { name: "Start Session" }).click();
  await expect(page).toHaveURL(/\/session\/[0-9a-f-]{36}$/);
  const article = page.getByRole("article");
  await article.getByRole("button", { name: "Learn more" }).click();
  await expect(article.getByText("From your material:")).toBeVisible();
  await expect(article.locator("blockquote")).toContainText(/Photosynthesis|thylakoid|Calvin cycle/);
});
