import { bearer, suffix } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * Improve Course end to end (part2 §2, §4): the scripted AI server (scripts/e2e-server.ts) answers the MCQ
 * prompt with the card's answer among three distractors; the app checks them, the owner approves one card
 * by hand, then a batch run with auto-approve brings the course to 100% MCQ coverage.
 */

const planets = [
  { face: "Which planet is closest to the Sun?", back: "Mercury" },
  { face: "Which planet is known as the Red Planet?", back: "Mars" },
  { face: "What is the largest planet of the solar system?", back: "Jupiter" },
  { face: "Which planet has the most famous rings?", back: "Saturn" },
];

test.describe("Improve Course", () => {
  test("approve one suggestion, then a batch run with auto-approve reaches 100% MCQ coverage", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await signUpViaApi(request, { displayName: "Course Owner" });
    const accepted = await request.post("/api/auth/accept-guidelines", { headers: bearer(account) });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const name = `Solar System ${suffix()}`;
    const upload = await request.post("/api/courses/upload", {
      headers: bearer(account),
      data: {
        name,
        slug: `solar-${suffix()}`,
        topics: ["Planets"],
        levels: ["Beginner"],
        cards: [
          ...planets.map((p) => ({ ...p, topic: "Planets", level: "Beginner" })),
          {
            face: "Pick the hottest planet",
            back: "Venus",
            topic: "Planets",
            level: "Beginner",
            type: "mcq",
            options: ["Mercury", "Venus", "Mars", "Earth"],
            answerIndex: 1,
          },
        ],
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const courseId = (await upload.json()).data.course.id as string;
    await signInBrowser(page, { ...account, user: (await accepted.json()).data.user });

    // The entry point: the owner's course menu.
    await page.goto("/courses");
    await page.getByRole("button", { name: `Course actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Improve Course" }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/improve$`));
    await expect(page.getByRole("heading", { name: `Improve Course: ${name}` })).toBeVisible();
    const coverage = page.getByRole("region", { name: "MCQ coverage" });
    await expect(coverage).toContainText("20.0%");

    // One card by hand: generate, review, approve.
    const mercury = page.getByRole("listitem", { name: planets[0]!.face });
    await expect(mercury.getByText("No MCQ")).toBeVisible();
    await mercury.getByRole("button", { name: "Generate MCQ" }).click();
    const review = mercury.getByRole("form", { name: `Review MCQ options for: ${planets[0]!.face}` });
    await expect(review.getByText("AI confidence:")).toBeVisible();
    await expect(review.getByText("90%")).toBeVisible();
    await expect(review.getByRole("region", { name: "Preview" })).toContainText("Mercury ✓");
    await review.getByRole("button", { name: "Approve & Save" }).click();
    await expect(page.getByText("MCQ options saved successfully!")).toBeVisible();
    await expect(mercury.getByText("4 options")).toBeVisible();
    await expect(coverage).toContainText("40.0%");

    // Batch settings: auto-approve, the shortest delay.
    await page.getByRole("button", { name: "Batch Settings" }).click();
    const settings = page.getByRole("dialog", { name: "Batch Settings" });
    await settings.getByRole("checkbox", { name: "Auto-approve suggestions" }).check();
    await settings.getByRole("spinbutton", { name: "Delay between cards (ms)" }).fill("500");
    await expect(settings.getByRole("region", { name: "Summary" })).toContainText(
      "Suggestions are saved without review. Each card waits 0.5 s before the next.",
    );
    await settings.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Settings saved!")).toBeVisible();

    // The batch run.
    await page.getByRole("button", { name: "Generate All Missing (3)" }).click();
    const confirm = page.getByRole("dialog", { name: "Generate MCQ options for 3 cards?" });
    await expect(confirm).toContainText("This uses AI credits");
    await confirm.getByRole("button", { name: "Start" }).click();
    await expect(page.getByText("Batch complete: 3 saved")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Batch progress: 3/3 · 0 failed (finished)")).toBeVisible();
    await expect(coverage).toContainText("100.0%");
    await expect(page.getByRole("tab", { name: "Needs MCQ (0)" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate All Missing (0)" })).toBeDisabled();

    // Every card is a valid MCQ whose correct option is its answer.
    const res = await request.get(`/api/courses/${courseId}/cards`, { headers: bearer(account) });
    const cards = (await res.json()).data.cards as {
      back: string;
      type: string;
      options: string[];
      answerIndex: number;
    }[];
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      expect(card.type).toBe("mcq");
      expect(new Set(card.options).size).toBe(card.options.length);
      expect(card.options[card.answerIndex]).toBe(card.back);
    }
  });

  test("a non-owner is sent to /courses with 'You do not have permission to edit this course'", async ({
    page,
    request,
  }) => {
    const owner = await signUpViaApi(request);
    const upload = await request.post("/api/courses/upload", {
      headers: bearer(owner),
      data: {
        name: `Shared ${suffix()}`,
        slug: `shared-${suffix()}`,
        topics: ["Planets"],
        levels: ["Beginner"],
        cards: [{ ...planets[0]!, topic: "Planets", level: "Beginner" }],
      },
    });
    const courseId = (await upload.json()).data.course.id as string;
    const made = await request.patch(`/api/courses/${courseId}`, {
      headers: bearer(owner),
      data: { isPublic: true },
    });
    expect(made.status()).toBe(200);
    const visitor = await signUpViaApi(request);
    await signInBrowser(page, visitor);
    await page.goto(`/courses/${courseId}/improve`);
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByText("You do not have permission to edit this course")).toBeVisible();
  });
});
