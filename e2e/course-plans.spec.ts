import { acceptConfirm, bearer, cardsOf } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * Progressive course creation end to end (requirements C2, C4): the scripted AI server (scripts/e2e-server.ts)
 * proposes one subtopic per 6 cards and writes each subtopic's cards. The learner plans a 20-card course,
 * removes a subtopic in the review, starts generation (the server's auto-generate job), watches the plan
 * page reach 100% by polling, opens the course with every planned card, and starts studying it.
 */
test.describe("Course plans", () => {
  test("progressive creation → plan page → auto-generate to 100% → the course has the cards", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await signUpViaApi(request, { displayName: "Planner" });
    const accepted = await request.post("/api/auth/accept-guidelines", { headers: bearer(account) });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await signInBrowser(page, { ...account, user: (await accepted.json()).data.user });

    // The entry point: the AI create page.
    await page.goto("/courses/create");
    await page.getByRole("link", { name: "Plan a course subtopic by subtopic" }).click();
    await expect(page).toHaveURL(/\/courses\/create\/progressive$/);
    await expect(page.getByText(/one subtopic at a time, at most 6 cards each/)).toBeVisible();

    // Step 1: the spec's message first, then a 20-card plan (a preset).
    await page.getByRole("button", { name: "Create Plan" }).click();
    await expect(page.getByText("Topic is required")).toBeVisible();
    await page.getByLabel("Topic").fill("Photosynthesis");
    await page.getByRole("button", { name: "20", exact: true }).click();
    await expect(page.getByText("Target cards: 20")).toBeVisible();
    await page.getByRole("button", { name: "Create Plan" }).click();

    // Step 2: the AI's plan (4 subtopics of 5 cards), edited before anything is generated.
    await expect(page.getByRole("heading", { name: "Step 2: Review Plan" })).toBeVisible();
    await expect(page.getByText("Course plan created successfully!")).toBeVisible();
    const subtopics = page.getByRole("list", { name: "Subtopics" }).getByRole("listitem");
    await expect(subtopics).toHaveCount(4);
    acceptConfirm(page, "Are you sure you want to remove this subtopic?");
    await page.getByRole("button", { name: 'Remove "Photosynthesis: step 4"' }).click();
    await expect(subtopics).toHaveCount(3);
    await expect(page.getByText("3 subtopics, 15 cards")).toBeVisible();
    await page.getByRole("button", { name: 'Move "Photosynthesis: step 2" up' }).click();
    await expect(subtopics.first()).toContainText("Photosynthesis: step 2");

    // Start: the server's job generates every subtopic; the plan page polls until 100%.
    await page.getByRole("button", { name: "Start Generation" }).click();
    await expect(page).toHaveURL(/\/course-plan\/[0-9a-f-]{36}$/);
    const planId = page.url().split("/").pop()!;
    await expect(page.getByRole("progressbar", { name: "Plan progress" })).toHaveAttribute(
      "aria-valuenow",
      "100",
      {
        timeout: 45_000,
      },
    );
    await expect(page.getByText("3 of 3 subtopics")).toBeVisible();
    await expect(page.getByText("15 / 15")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Auto-generate all remaining" })).not.toBeChecked();
    await expect(page.getByRole("button", { name: "Generate Next" })).toBeDisabled();

    // The one course holds every planned card, filed under its subtopic, in the order the learner chose.
    const plan = (
      await (await request.get(`/api/ai-content/course-plan/${planId}`, { headers: bearer(account) })).json()
    ).data.plan;
    expect(plan.subtopics.map((s: { name: string }) => s.name)).toEqual([
      "Photosynthesis: step 2",
      "Photosynthesis: step 1",
      "Photosynthesis: step 3",
    ]);
    const cards = await cardsOf(request, account, plan.courseId);
    expect(cards).toHaveLength(15);
    await page.getByRole("link", { name: "Open the course (15 cards)" }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${plan.courseId}$`));
    await expect(page.getByRole("heading", { name: "Photosynthesis step by step" })).toBeVisible();

    // And the new cards can be studied.
    await page.goto("/session/start");
    await page.getByRole("checkbox", { name: /Photosynthesis step by step/ }).check();
    await page.getByRole("button", { name: "Start Session" }).click();
    await expect(page.getByText("Session started!")).toBeVisible();
    await expect(page).toHaveURL(/\/session\/[0-9a-f-]{36}$/);
  });

  test("auto-generate with a model that comes up short: Completed, the shortfall on its subtopic, auto can run again", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await signUpViaApi(request, { displayName: "Scarce planner" });
    const accepted = await request.post("/api/auth/accept-guidelines", { headers: bearer(account) });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await signInBrowser(page, { ...account, user: (await accepted.json()).data.user });

    // The scripted model always writes "Scarce light: step 2" one card short (scarce-subtopic.ts).
    await page.goto("/courses/create/progressive");
    await page.getByLabel("Topic").fill("Scarce light");
    await page.getByRole("button", { name: "20", exact: true }).click();
    await page.getByRole("button", { name: "Create Plan" }).click();
    await expect(page.getByRole("heading", { name: "Step 2: Review Plan" })).toBeVisible();
    await expect(page.getByText("4 subtopics, 20 cards")).toBeVisible();

    // Start Generation switches "Auto-generate all remaining" on: the job runs every subtopic, then takes
    // the short one once more (the model stays short), and stops.
    await page.getByRole("button", { name: "Start Generation" }).click();
    await expect(page).toHaveURL(/\/course-plan\/[0-9a-f-]{36}$/);
    const progress = page.getByRole("region", { name: "Progress" });
    await expect(progress.getByText("Completed", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(progress.getByText("4 of 4 subtopics")).toBeVisible();
    await expect(progress.getByText("19 / 20")).toBeVisible();

    const items = page.getByRole("list", { name: "Subtopics" }).getByRole("listitem");
    const item = (name: string) => items.filter({ has: page.getByRole("heading", { name, exact: true }) });
    const short = item("Scarce light: step 2");
    await expect(short.getByRole("status", { name: 'Shortfall of "Scarce light: step 2"' })).toContainText(
      "4 of 5 cards were generated",
    );
    await expect(short).toContainText("4/5 cards");
    await expect(item("Scarce light: step 1").getByRole("status")).toHaveCount(0);

    // The job is over: the checkbox is off and can be switched on again for the missing card.
    const auto = page.getByRole("checkbox", { name: "Auto-generate all remaining" });
    await expect(auto).not.toBeChecked();
    await expect(auto).toBeEnabled();
  });
});
