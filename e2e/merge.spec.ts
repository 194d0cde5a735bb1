import { bearer, cardsOf, suffix } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * Merge end to end (part2 §2 Merge modal, §3, §7): two of the owner's courses share a card (written a little
 * differently); 'Combine 2 Courses' opens the analysis, which counts it as a duplicate (found by the app),
 * the scripted AI (scripts/e2e-server.ts) proposes the name, the user edits it, merges, and the new course
 * holds the shared card once.
 */

const shared = { face: "What is the powerhouse of the cell?", back: "The mitochondrion" };

test.describe("Merge courses", () => {
  test("merge two courses that share a card and find it once", async ({ page, request }) => {
    const account = await signUpViaApi(request, { displayName: "Course Owner" });
    const accepted = await request.post("/api/auth/accept-guidelines", { headers: bearer(account) });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const tag = suffix();
    const upload = async (name: string, cards: { face: string; back: string }[]) => {
      const res = await request.post("/api/courses/upload", {
        headers: bearer(account),
        data: {
          name,
          slug: `${name.toLowerCase()}-${tag}`,
          topics: ["Science"],
          levels: ["Beginner"],
          cards: cards.map((c) => ({ ...c, topic: "Science", level: "Beginner" })),
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    };
    // Newest first on the page, so Biology (uploaded last) is the first course and its card the one kept.
    await upload(`Chemistry${tag}`, [
      { face: "what is the powerhouse of the cell", back: "the mitochondrion." },
      { face: "What is the chemical symbol of sodium?", back: "Na" },
    ]);
    await upload(`Biology${tag}`, [shared, { face: "What carries genetic information?", back: "DNA" }]);
    await signInBrowser(page, { ...account, user: (await accepted.json()).data.user });

    await page.goto("/courses");
    await page.getByRole("checkbox", { name: `Select Biology${tag}` }).check();
    await page.getByRole("checkbox", { name: `Select Chemistry${tag}` }).check();
    await page.getByRole("button", { name: "Combine 2 Courses" }).click();

    const dialog = page.getByRole("dialog", { name: "Combine 2 Courses" });
    const form = dialog.getByRole("form", { name: "Merge analysis" });
    await expect(form.getByText("Total cards").locator("..")).toContainText("4");
    await expect(form.getByText("Duplicate cards").locator("..")).toContainText("1");
    await expect(form.getByText("Cards in the merged course").locator("..")).toContainText("3");
    await expect(form.getByText("Name and description suggested by the AI.")).toBeVisible();
    const name = form.getByLabel("Name");
    await expect(name).toHaveValue(`Biology${tag} & Chemistry${tag} Combined`);
    await name.fill(`Life Science ${tag}`);
    await form.getByRole("button", { name: "Merge Courses" }).click();

    await expect(
      page.getByText(`Merged into "Life Science ${tag}": 3 cards, 1 duplicate left out.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: `Life Science ${tag}` })).toBeVisible();
    const cards = page.getByRole("region", { name: "Cards" });
    await expect(cards.getByRole("listitem", { name: shared.face, exact: true })).toHaveCount(1);
    await expect(
      cards.getByRole("listitem", { name: "what is the powerhouse of the cell", exact: true }),
    ).toHaveCount(0);
    await expect(
      cards.getByRole("listitem", { name: "What is the chemical symbol of sodium?" }),
    ).toBeVisible();

    const courseId = page.url().split("/").at(-1)!;
    const stored = await cardsOf(request, account, courseId);
    expect(stored.map((c) => c.face).sort()).toEqual(
      [shared.face, "What carries genetic information?", "What is the chemical symbol of sodium?"].sort(),
    );
  });
});
