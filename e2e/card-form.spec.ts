import { bearer, cardsOf, courseByName, loadExample } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * One card form: the Add Manual Card form and the card edit modal are one form model on the
 * shared card rules. Every error shows at once and goes as soon as it no longer applies; an MCQ's answer
 * and its correct option cannot diverge; a blank artwork is reported, not dropped.
 */
test.describe("the card form", () => {
  test("Add Manual Card shows every error at once, clears stale ones, and keeps the MCQ answer and option together", async ({
    page,
    request,
  }) => {
    const user = await signUpViaApi(request);
    await signInBrowser(page, user);
    await page.goto("/courses/manual-card");
    const form = page.getByRole("form", { name: "Add a card" });
    await form.getByLabel("Card Type").selectOption({ label: "Multiple Choice" });
    await form.getByRole("button", { name: "Add Card to General Knowledge" }).click();

    // All at once, each on its field.
    for (const message of [
      "Question is required",
      "Answer is required",
      "A multiple-choice card needs at least 2 options",
      "Select the correct option",
    ])
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByText("Fix the highlighted fields (4).")).toBeVisible();
    await expect(form.getByLabel("Problem / Question *")).toHaveAttribute("aria-invalid", "true");

    // Stale errors go as soon as they no longer apply: the question is typed, the type changes.
    await form.getByLabel("Problem / Question *").fill("Which planet is closest to the Sun?");
    await expect(form.getByText("Question is required", { exact: true })).toBeHidden();
    await form.getByLabel("Card Type").selectOption({ label: "Basic" });
    await expect(form.getByText("A multiple-choice card needs at least 2 options")).toBeHidden();
    await expect(form.getByText("Select the correct option")).toBeHidden();
    await expect(form.getByText("Fix the highlighted fields (1).")).toBeVisible();

    // The answer names the correct option: typing it into an option marks that option.
    await form.getByLabel("Card Type").selectOption({ label: "Multiple Choice" });
    await form.getByLabel("Solution / Answer *").fill("Mercury");
    await form.getByLabel("Option A", { exact: true }).fill("Venus");
    await form.getByLabel("Option B", { exact: true }).fill("Mercury");
    await form.getByLabel("Option C", { exact: true }).fill("Mars");
    await expect(form.getByLabel("Option B is correct")).toBeChecked();
    // Change only the Answer: the correct option follows, it does not stay on the old one.
    await form.getByLabel("Solution / Answer *").fill("Venus");
    await expect(form.getByLabel("Option A is correct")).toBeChecked();
    await expect(form.getByLabel("Option B is correct")).not.toBeChecked();
    // Choose another correct option: the answer follows.
    await form.getByLabel("Option C is correct").check();
    await expect(form.getByLabel("Solution / Answer *")).toHaveValue("Mars");
    await expect(form.getByRole("alert")).toHaveCount(0);

    await form.getByRole("button", { name: "Add Card to General Knowledge" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Card added to General Knowledge!" }),
    ).toBeVisible();
    const gk = await courseByName(request, user, "General Knowledge");
    expect(await cardsOf(request, user, gk.id)).toEqual([
      expect.objectContaining({
        back: "Mars",
        type: "mcq",
        options: ["Venus", "Mercury", "Mars"],
        answerIndex: 2,
      }),
    ]);
  });

  test("the edit modal reports a blank artwork and keeps the MCQ answer and option together", async ({
    page,
    request,
  }) => {
    const owner = await signUpViaApi(request);
    await signInBrowser(page, owner);
    const example = await loadExample(page);
    const res = await request.post("/api/courses/upload", { headers: bearer(owner), data: example });
    expect(res.status()).toBe(201);
    const course = (await res.json()).data.course as { id: string };

    await page.goto(`/courses/${course.id}/edit`);
    await page.getByRole("button", { name: "Edit card: Which planet is closest to the Sun?" }).click();
    const modal = page.getByRole("dialog", { name: "Edit Card" });
    await expect(modal.getByLabel("Option B is correct")).toBeChecked();
    await modal.getByLabel("Solution / Answer *").fill("Venus");
    await expect(modal.getByLabel("Option A is correct")).toBeChecked();

    // A blank artwork is reported on its fields, not dropped.
    await modal.getByRole("button", { name: "+ Add artwork" }).click();
    await modal.getByRole("button", { name: "Save Changes" }).click();
    const artwork = modal.getByRole("group", { name: "Artwork 1" });
    await expect(artwork.getByText("Title is required")).toBeVisible();
    await expect(artwork.getByText("Search Keywords is required")).toBeVisible();
    await expect(modal).toBeVisible();
    await artwork.getByRole("button", { name: "Remove" }).click();
    await expect(modal.getByText("Title is required")).toBeHidden();

    await modal.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Card updated successfully")).toBeVisible();
    const saved = (await cardsOf(request, owner, course.id)).find(
      (c) => c.face === "Which planet is closest to the Sun?",
    );
    expect(saved).toMatchObject({
      type: "mcq",
      options: ["Venus", "Mercury", "Mars", "Earth"],
      answerIndex: 0,
    });
  });
});

test.describe("the course cards page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("collapses the rich layers by default, per card and all at once", async ({ page, request }) => {
    const user = await signUpViaApi(request);
    await signInBrowser(page, user);
    const list = await request.get("/api/courses/public", { headers: bearer(user) });
    const seeded = (await list.json()).data.courses.find(
      (c: { name: string }) => c.name === "Cell Biology Essentials",
    );
    expect(seeded, "the seeded Cell Biology course").toBeTruthy();
    await page.goto(`/courses/${seeded.id}/cards`);
    await expect(page.getByText(/^Showing (\d+) of \1 cards$/)).toBeVisible();
    // Every card of this course has rich layers, so each has its own toggle.
    const toggles = page.getByRole("button", { name: /^(Show|Hide) details/ });
    const count = await toggles.count();
    expect(count).toBeGreaterThan(10);
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);

    const collapsed = await height();
    await expect(page.getByRole("button", { name: /^Hide details/ })).toHaveCount(0);
    await toggles.first().click();
    await expect(toggles.first()).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: /^Hide details/ })).toHaveCount(1);

    await page.getByRole("button", { name: "Expand all" }).click();
    await expect(page.getByRole("button", { name: /^Hide details/ })).toHaveCount(count);
    const expanded = await height();
    // A size budget, not a timing: collapsed, the course is well under half its expanded height.
    expect(collapsed).toBeLessThan(expanded / 2);

    await page.getByRole("button", { name: "Collapse all" }).click();
    await expect(page.getByRole("button", { name: /^Hide details/ })).toHaveCount(0);
  });
});
