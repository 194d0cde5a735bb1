import { bearer, suffix } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * Syllabi end to end (requirements C2, C4, C7): the Syllabi tile opens /syllabus; 'Create Syllabus' has the
 * scripted AI server (scripts/e2e-server.ts) structure the topic into subtopics; the detail page generates
 * the next batch of 8 cards and its coverage report moves; the list shows the progress.
 */
test.describe("Syllabus", () => {
  test("create a syllabus, generate the next batch, and the report moves", async ({ page, request }) => {
    test.setTimeout(120_000);
    const account = await signUpViaApi(request, { displayName: "Syllabus Owner" });
    const accepted = await request.post("/api/auth/accept-guidelines", { headers: bearer(account) });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await signInBrowser(page, { ...account, user: (await accepted.json()).data.user });
    const topic = `Optics ${suffix()}`;

    // The Syllabi tile on /courses opens /syllabus.
    await page.goto("/courses");
    await page
      .getByRole("navigation", { name: "Course tools" })
      .getByRole("link", { name: /Syllabi/ })
      .click();
    await expect(page).toHaveURL(/\/syllabus$/);
    await expect(page.getByText("No syllabi yet")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Syllabus navigation" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Courses" })).toBeVisible();

    // Create: a blank topic is refused with the spec's words, then a 40-card syllabus.
    await page.getByRole("button", { name: "Create Syllabus" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Syllabus" });
    await expect(dialog.getByLabel("Number of cards")).toHaveValue("100");
    await dialog.getByRole("button", { name: "Create Syllabus" }).click();
    await expect(dialog.getByText("Please enter a topic")).toBeVisible();
    await dialog.getByLabel("Topic").fill(topic);
    await dialog.getByLabel("Number of cards").fill("40");
    await dialog.getByRole("button", { name: "Create Syllabus" }).click();
    await expect(page).toHaveURL(/\/syllabus\/[0-9a-f-]{36}$/);

    // The detail page: the report before any card.
    await expect(page.getByRole("heading", { name: topic, level: 1 })).toBeVisible();
    const coverage = page.getByRole("region", { name: "Coverage" });
    await expect(coverage).toContainText("Structured");
    await expect(coverage).toContainText("0/40");
    await expect(coverage).toContainText("0%");
    await expect(page.getByRole("heading", { name: "All Subtopics (5)" })).toBeVisible();
    const next = page.getByRole("list", { name: "Next subtopics" });
    await expect(next.getByRole("listitem")).toHaveCount(3);
    await expect(next.getByRole("listitem").first()).toContainText("Next");
    await expect(next.getByRole("listitem").first()).toContainText(`${topic} 1`);

    // Generate the next batch: 8 cards land in the syllabus's course and the report moves.
    await page.getByRole("button", { name: "Generate Next Batch (8 cards)" }).click();
    await expect(coverage).toContainText("8/40");
    await expect(coverage).toContainText("20%");
    await expect(coverage).toContainText("In progress");
    const all = page.getByRole("list", { name: "All subtopics" });
    const first = all.getByRole("listitem", { name: `${topic} 1` });
    await expect(first.getByRole("img", { name: "Completed" })).toBeVisible();
    await expect(first).toContainText("8/8 cards");
    await expect(next.getByRole("listitem").first()).toContainText(`${topic} 2`);

    // The cards are in the syllabus's course.
    await page.getByRole("link", { name: "Open the syllabus course" }).click();
    await expect(page.getByText(/8 cards/).first()).toBeVisible();

    // The list shows the syllabus with its progress.
    await page.goto("/syllabus");
    const item = page.getByRole("listitem", { name: topic });
    await expect(item).toContainText("1 of 5 subtopics completed");
    await expect(item.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "20");
  });
});
