import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * Import, end to end for delimited text: a file that is not text gets a clear message; a CSV is
 * previewed with its rows, its columns are mapped, the import runs as a job with a progress bar, and the
 * report links to the new course, whose cards are there. And an Anki package as Anki exported it: its
 * deck, note types and what is skipped and why, its review history carried over.
 */
const CSV = [
  "Question;Answer;Topic",
  "Capital of France?;Paris;Europe",
  "Capital of Japan?;Tokyo;Asia",
  '"Capital of Italy; the city?";Rome;Europe',
].join("\n");

test("import a CSV: preview, map the columns, follow the progress and open the new course", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await signUpViaApi(request, { displayName: "Importer" });
  await signInBrowser(page, account);

  await page.goto("/courses");
  await page
    .getByRole("navigation", { name: "Course tools" })
    .getByRole("link", { name: /^Import/ })
    .click();
  await expect(page.getByRole("heading", { name: "Import courses" })).toBeVisible();

  const input = page.getByLabel("File to import");
  await input.setInputFiles({
    name: "broken.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([0, 1, 2, 0xff, 0]),
  });
  await expect(page.getByRole("alert")).toHaveText(
    "This file is not readable text. Save it as UTF-8 CSV or text and try again.",
  );

  // A file that can make no card is refused at upload, with the reason.
  await input.setInputFiles({
    name: "words.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("apple\npear\n"),
  });
  await expect(page.getByRole("alert")).toHaveText(
    "This file has only one column. A card needs a question and an answer: use a file with two columns or more.",
  );

  await input.setInputFiles({ name: "capitals.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
  await expect(page.getByRole("cell", { name: "Capital of Italy; the city?" })).toBeVisible();
  await expect(page.getByLabel("Separator")).toHaveValue("semicolon");
  // The first row names the columns: it is recognised as the header, and the columns are mapped by it.
  await expect(page.getByRole("checkbox", { name: /first row names the columns/ })).toBeChecked();
  await expect(page.getByRole("columnheader", { name: "Question" })).toBeVisible();
  await expect(page.getByLabel("Topic column")).toHaveValue("2");
  await page.getByLabel("Course name").fill("World capitals");
  await page.getByRole("button", { name: "Start import" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Import complete" })).toBeVisible({
    timeout: 60_000,
  });
  // The header row is not a card: 3 cards.
  await expect(page.getByText("3 cards · 0 reviews · 0 media files")).toBeVisible();
  await page.getByRole("link", { name: "World capitals" }).click();
  await expect(page.getByText("Capital of Japan?")).toBeVisible();
});

test("import an Anki package: preview the deck, note types and what is skipped, then study-ready cards with their history", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await signUpViaApi(request, { displayName: "Anki user" });
  await signInBrowser(page, account);
  await page.goto("/courses/import");
  const apkg = readFileSync(
    path.join(import.meta.dirname, "../apps/server/test/imports/fixtures/srs-converter-mixed-legacy-2.apkg"),
  );
  await page
    .getByLabel("File to import")
    .setInputFiles({ name: "mixed.apkg", mimeType: "application/octet-stream", buffer: apkg });
  await expect(page.getByText("Test - Mixed Types")).toBeVisible();
  await expect(page.getByText(/Note types:.*Cloze/)).toBeVisible();
  await expect(page.getByText("20 reviews · 0 media files")).toBeVisible();
  await expect(page.getByText(/Image Occlusion.*cannot be shown/)).toBeVisible();
  await page.getByRole("button", { name: "Start import" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import complete" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText("10 cards · 20 reviews · 0 media files")).toBeVisible();
  await page.getByRole("link", { name: "Test - Mixed Types" }).click();
  await expect(page.getByText(/10 cards/).first()).toBeVisible();
});

test("import a collection whose Back fields are empty: the preview's cards and reviews are what arrives", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await signUpViaApi(request, { displayName: "Morphs learner" });
  await signInBrowser(page, account);
  await page.goto("/courses/import");
  const colpkg = readFileSync(
    path.join(
      import.meta.dirname,
      "../apps/server/test/imports/fixtures/anki-morphs-some-studied-lemmas.colpkg",
    ),
  );
  await page
    .getByLabel("File to import")
    .setInputFiles({ name: "collection.colpkg", mimeType: "application/octet-stream", buffer: colpkg });
  await expect(page.getByRole("heading", { name: "Imported with changes" })).toBeVisible();
  await expect(page.getByText(/11 × cards with an empty answer/)).toBeVisible();
  await expect(page.getByText(/: 11 cards/)).toBeVisible();
  const reviews = (await page.getByText(/\d+ reviews · \d+ media files/).textContent())?.match(
    /^(\d+) reviews/,
  )?.[1];
  await page.getByRole("button", { name: "Start import" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import complete" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(`11 cards · ${reviews} reviews · 0 media files`)).toBeVisible();
});
