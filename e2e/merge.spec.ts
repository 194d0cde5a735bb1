import { bearer, cardsOf, suffix } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * Merge end to end (requirements C2 Merge modal, requirements C3, requirements C7): two of the owner's courses share two cards (one written a
 * little differently) and hold two cards that differ only by a number. 'Combine 2 Courses' opens the
 * analysis: the shared cards are duplicates (found by the app), listed beside the cards kept for them, the
 * numbered ones are not; the scripted AI (scripts/e2e-server.ts) proposes the name, the user edits it,
 * keeps one left-out card after all, merges, and the new course holds exactly what the analysis said.
 */

const shared = { face: "What is the powerhouse of the cell?", back: "The mitochondrion" };

test.describe("Merge courses", () => {
  test("merge two courses: the analysis lists the duplicates, the learner keeps one, the merge follows it", async ({
    page,
    request,
  }) => {
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
    const dna = { face: "What carries genetic information?", back: "DNA" };
    await upload(`Chemistry${tag}`, [
      { face: "what is the powerhouse of the cell", back: "the mitochondrion." },
      { face: "What is the chemical symbol of sodium?", back: "Na" },
      dna,
      { face: "What is 2 + 3?", back: "5" },
    ]);
    await upload(`Biology${tag}`, [shared, dna, { face: "What is 2 + 2?", back: "4" }]);
    await signInBrowser(page, { ...account, user: (await accepted.json()).data.user });

    await page.goto("/courses");
    await page.getByRole("checkbox", { name: `Select Biology${tag}` }).check();
    await page.getByRole("checkbox", { name: `Select Chemistry${tag}` }).check();
    await page.getByRole("button", { name: "Combine 2 Courses" }).click();

    const dialog = page.getByRole("dialog", { name: "Combine 2 Courses" });
    const form = dialog.getByRole("form", { name: "Merge analysis" });
    await expect(form.getByText("Total cards").locator("..")).toContainText("7");
    await expect(form.getByText("Duplicate cards").locator("..")).toContainText("2");
    await expect(form.getByText("Cards in the merged course").locator("..")).toContainText("5");
    await expect(form.getByText("Name and description suggested by the AI.")).toBeVisible();

    // Each left-out card beside the card kept for it; the cards differing by a number are not listed.
    const pairs = form.getByRole("list", { name: "Duplicate pairs" });
    await expect(pairs.getByRole("listitem")).toHaveCount(2);
    const powerhouse = pairs.getByRole("listitem", {
      name: `what is the powerhouse of the cell (Chemistry${tag})`,
    });
    await expect(powerhouse).toContainText(`Kept · Biology${tag}`);
    await expect(powerhouse).toContainText(shared.face);
    await expect(powerhouse).toContainText(`Left out · Chemistry${tag}`);
    await expect(pairs).not.toContainText("2 + 3");
    // The learner keeps Chemistry's copy of the DNA card after all.
    const dnaPair = pairs.getByRole("listitem", { name: `${dna.face} (Chemistry${tag})` });
    await dnaPair.getByRole("checkbox", { name: "Keep this card too" }).check();
    await expect(dnaPair).toContainText(`Kept too · Chemistry${tag}`);
    await expect(form.getByText("Cards in the merged course").locator("..")).toContainText("6");

    const name = form.getByLabel("Name");
    await expect(name).toHaveValue(`Biology${tag} & Chemistry${tag} Combined`);
    await name.fill(`Life Science ${tag}`);
    await form.getByRole("button", { name: "Merge Courses" }).click();

    await expect(
      page.getByText(`Merged into "Life Science ${tag}": 6 cards, 1 duplicate left out.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: `Life Science ${tag}` })).toBeVisible();
    const cards = page.getByRole("region", { name: "Cards" });
    await expect(cards.getByRole("listitem", { name: shared.face, exact: true })).toHaveCount(1);
    await expect(
      cards.getByRole("listitem", { name: "what is the powerhouse of the cell", exact: true }),
    ).toHaveCount(0);
    await expect(cards.getByRole("listitem", { name: dna.face, exact: true })).toHaveCount(2);

    const courseId = page.url().split("/").at(-1)!;
    const stored = await cardsOf(request, account, courseId);
    expect(stored.map((c) => c.face).sort()).toEqual(
      [
        shared.face,
        dna.face,
        dna.face,
        "What is 2 + 2?",
        "What is 2 + 3?",
        "What is the chemical symbol of sodium?",
      ].sort(),
    );
  });
});
