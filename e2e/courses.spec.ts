import {
  acceptConfirm,
  cardsOf,
  clickAndAwaitUpload,
  courseByName,
  loadExample,
  uploadThroughPage,
} from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

test.describe("courses", () => {
  test("upload, edit a card's type, copy, move and bulk-delete cards", async ({ page, request }) => {
    // A long journey (two uploads, an edit, three bulk actions): more time when the machine is busy.
    test.slow();
    const owner = await signUpViaApi(request);
    await signInBrowser(page, owner);

    const example = await loadExample(page);
    await page.getByRole("button", { name: "Validate JSON" }).click();
    await clickAndAwaitUpload(page, page.getByRole("button", { name: "Upload Course" }));
    await expect(page.getByText('Course "Intro to Astronomy" uploaded with 3 cards!')).toBeVisible();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("tab", { name: "My" })).toHaveAttribute("aria-selected", "true");
    const course = page.getByRole("article", { name: "Intro to Astronomy" });
    await expect(course).toContainText("3 cards");
    await expect(course).toContainText("15 cards per session");
    await expect(course.getByText("Private")).toBeVisible();

    // A second course to receive cards: the same example under another name and slug.
    await uploadThroughPage(page, { ...example, name: "Astronomy Archive", slug: "astronomy-archive" }, 3);
    await expect(page.getByRole("article", { name: "Astronomy Archive" })).toBeVisible();

    await course.getByRole("button", { name: "Course actions for Intro to Astronomy" }).click();
    await page.getByRole("menuitem", { name: "Edit cards" }).click();
    await expect(page).toHaveURL(/\/courses\/[0-9a-f-]+\/edit$/);
    await expect(page.getByRole("heading", { name: "Intro to Astronomy" })).toBeVisible();
    await expect(page.getByText("Total: 3 cards")).toBeVisible();
    // One rule for editing pages (docs/decisions/navigation.md): the card editor is under Create.
    const mainNav = page.getByRole("navigation", { name: "Main" });
    await expect(mainNav.getByRole("link", { name: "Create", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(mainNav.getByRole("link", { name: "Browse", exact: true })).not.toHaveAttribute(
      "aria-current",
    );

    // Edit the multiple-choice card into a basic one.
    await page.getByRole("button", { name: "Edit card: Which planet is closest to the Sun?" }).click();
    const modal = page.getByRole("dialog", { name: "Edit Card" });
    await expect(modal.getByLabel("Option B", { exact: true })).toHaveValue("Mercury");
    await modal.getByLabel("Card Type").selectOption({ label: "Basic" });
    await expect(modal.getByLabel("Option A", { exact: true })).toHaveCount(0);
    await modal.getByLabel("Problem / Question *").fill("Name the planet closest to the Sun.");
    await modal.getByLabel("Difficulty (1-10)").selectOption("3");
    await modal.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Card updated successfully")).toBeVisible();
    await expect(modal).toBeHidden();
    const edited = page.getByRole("listitem", { name: "Name the planet closest to the Sun." });
    await expect(edited).toContainText("Basic");
    await expect(edited).toContainText("L1");

    const introId = (await courseByName(request, owner, "Intro to Astronomy")).id;
    const archiveId = (await courseByName(request, owner, "Astronomy Archive")).id;
    const saved = (await cardsOf(request, owner, introId)).find(
      (c) => c.face === "Name the planet closest to the Sun.",
    );
    expect(saved).toMatchObject({ type: "basic", options: null, answerIndex: null });

    // Copy the edited card, then move another one.
    await page.getByRole("checkbox", { name: "Select card: Name the planet closest to the Sun." }).check();
    await expect(page.getByText("Selected: 1")).toBeVisible();
    await page.getByRole("button", { name: "Move/Copy" }).click();
    const transfer = page.getByRole("dialog");
    await expect(transfer.getByRole("button", { name: "Copy" })).toBeDisabled();
    await expect(transfer.getByRole("button", { name: "Move" })).toBeDisabled();
    const target = transfer.getByLabel("Target course");
    await expect(target.getByRole("option")).toHaveText(["Choose a course…", "Astronomy Archive (3 cards)"]);
    await target.selectOption({ label: "Astronomy Archive (3 cards)" });
    await transfer.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByText("1 card copied")).toBeVisible();
    await expect(page.getByText("Total: 3 cards")).toBeVisible();

    await page.getByRole("checkbox", { name: /Select card: What powers a star/ }).check();
    await page.getByRole("button", { name: "Move/Copy" }).click();
    await transfer.getByLabel("Target course").selectOption({ label: "Astronomy Archive (4 cards)" });
    await transfer.getByRole("button", { name: "Move" }).click();
    await expect(page.getByText("1 card moved")).toBeVisible();
    await expect(page.getByText("Total: 2 cards")).toBeVisible();
    await expect(page.getByRole("listitem", { name: /What powers a star/ })).toHaveCount(0);

    // Bulk delete what is left.
    await page.getByRole("button", { name: "Select all" }).click();
    await expect(page.getByText("Selected: 2")).toBeVisible();
    acceptConfirm(page, "Delete 2 selected cards?");
    await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("2 cards deleted")).toBeVisible();
    await expect(page.getByText("This course has no cards.")).toBeVisible();

    const archive = await cardsOf(request, owner, archiveId);
    expect(archive).toHaveLength(5);
    expect(archive.map((c) => c.face)).toEqual(
      expect.arrayContaining(["Name the planet closest to the Sun.", "What powers a star like the Sun?"]),
    );
    expect((await courseByName(request, owner, "Intro to Astronomy")).cardCount).toBe(0);
  });

  test("adds a manual card of each type to General Knowledge", async ({ page, request }) => {
    // Each success message stays 3 s before the form resets.
    test.slow();
    const user = await signUpViaApi(request);
    await signInBrowser(page, user);
    await page.goto("/courses/manual-card");
    await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/courses");
    await expect(page.getByLabel("Topic *")).toHaveValue("General");
    const submit = page.getByRole("button", { name: "Add Card to General Knowledge" });
    const success = page.getByRole("status").filter({ hasText: "Card added to General Knowledge!" });
    const question = page.getByLabel("Problem / Question *");

    await question.fill("What is the capital of France?");
    await page.getByLabel("Solution / Answer *").fill("Paris");
    await submit.click();
    await expect(success).toBeVisible();
    // The message stays 3 s, then the form resets.
    await expect(success).toBeHidden();
    await expect(question).toHaveValue("");

    await question.fill("Which gas do plants take in?");
    await page.getByLabel("Solution / Answer *").fill("Carbon dioxide");
    await page.getByLabel("Card Type").selectOption({ label: "Multiple Choice" });
    await page.getByLabel("Option A", { exact: true }).fill("Oxygen");
    await page.getByLabel("Option B", { exact: true }).fill("Carbon dioxide");
    await page.getByLabel("Option D", { exact: true }).fill("Helium");
    // The answer is option B's text, so B is already marked correct.
    await expect(page.getByLabel("Option B is correct")).toBeChecked();
    await page.getByLabel("Explanation when correct (optional)").fill("Photosynthesis uses CO2.");
    await submit.click();
    await expect(success).toBeVisible();
    await expect(success).toBeHidden();

    await question.fill("Water boils at ___ degrees Celsius.");
    await page.getByLabel("Solution / Answer *").fill("100");
    await page.getByLabel("Card Type").selectOption({ label: "Fill in the Blank" });
    await page.getByLabel("Answer variant 1").fill("100");
    await page.getByRole("button", { name: "+ Add another answer variant" }).click();
    await page.getByRole("button", { name: "+ Add another answer variant" }).click();
    await page.getByLabel("Answer variant 3").fill("one hundred");
    await submit.click();
    await expect(success).toBeVisible();

    const gk = await courseByName(request, user, "General Knowledge");
    const cards = await cardsOf(request, user, gk.id);
    expect(cards.map((c) => [c.face, c.type])).toEqual([
      ["What is the capital of France?", "basic"],
      ["Which gas do plants take in?", "mcq"],
      ["Water boils at ___ degrees Celsius.", "cloze"],
    ]);
    expect(cards[1]).toMatchObject({ options: ["Oxygen", "Carbon dioxide", "Helium"], answerIndex: 1 });
    expect(cards[2]).toMatchObject({ acceptableAnswers: ["100", "one hundred"] });

    await page.goto(`/courses/${gk.id}/cards`);
    await expect(page.getByRole("heading", { name: "General Knowledge" })).toBeVisible();
    await expect(page.getByText("Showing 3 of 3 cards")).toBeVisible();
    await page.getByLabel("Search cards").fill("plants");
    await expect(page.getByText("Showing 1 of 3 cards")).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Which gas do plants take in?" })).toContainText(
      "Correct",
    );
  });
});
