import { SLUG_MESSAGES } from "@recall/shared";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * The collections journey (requirements C2, C4): create a collection, pick cards for it in the card library,
 * look at it and its statistics, remove a card, duplicate it and study it. The cards come from the
 * public "Cell Biology Essentials" starter course the server seeds; its "Cell Division" topic has 4 cards,
 * two with a Deep Dive and all four with a Concept Explainer.
 */
test.describe("collections", () => {
  test("create, fill from the library, inspect, prune, duplicate and study a collection", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await signUpViaApi(request, { displayName: "Collector" });
    await signInBrowser(page, account);
    const name = "Mitosis Review";

    // Create: the slug follows the name; success lands on the library with the collection chosen.
    await page.goto("/collections");
    await expect(page.getByRole("heading", { name: "My Collections" })).toBeVisible();
    await expect(page.getByText("No collections yet")).toBeVisible();
    await expect(page.getByText("0 collections")).toBeVisible();
    await page.getByRole("button", { name: "New Collection" }).first().click();
    const create = page.getByRole("dialog", { name: "New Collection" });
    await create.getByLabel("Collection Name").fill(name);
    await expect(create.getByLabel("Slug")).toHaveValue("mitosis-review");
    await create.getByRole("radio", { name: "Green" }).check({ force: true });
    await create.getByRole("button", { name: "Create & Add Cards" }).click();
    await expect(page.getByText("Collection created! Now select cards to add.")).toBeVisible();
    await expect(page).toHaveURL(/\/card-library\?collection=[0-9a-f-]{36}$/);
    await expect(page.getByText("Welcome back, Collector!")).toBeVisible();
    await expect(page.getByRole("link", { name })).toBeVisible();

    // Search and select: filter to the 4 Cell Division cards, select all, drop one.
    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByRole("checkbox", { name: "Cell Biology Essentials" }).check();
    await filters.getByRole("checkbox", { name: /^Cell Division/ }).check();
    await expect(page.getByText("Found 4 cards")).toBeVisible();
    await page.getByRole("button", { name: "Select All", exact: true }).click();
    await expect(page.getByText("4 selected")).toBeVisible();
    const crossingOver = page.getByRole("button", { name: /What is crossing over/ });
    await expect(crossingOver).toHaveAttribute("aria-pressed", "true");
    await crossingOver.click();
    await expect(crossingOver).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("3 selected")).toBeVisible();

    // A text search keeps the selection.
    await page.getByRole("searchbox", { name: "Search cards" }).fill("tumour");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Found 1 card", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /tumour-suppressor protein p53/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("button", { name: /What is crossing over/ })).toBeHidden();
    await expect(page.getByText("3 selected")).toBeVisible();

    // Add them to the collection chosen on arrival.
    await page.getByRole("button", { name: "Add to Collection" }).click();
    const add = page.getByRole("dialog", { name: "Add to Collection" });
    await expect(add.getByRole("radio", { name: new RegExp(`^${name}`) })).toBeChecked();
    await add.getByRole("button", { name: "Add Cards" }).click();
    await expect(page.getByText("Added 3 cards to collection!")).toBeVisible();
    await expect(add).toBeHidden();
    await expect(page.getByText("0 selected")).toBeVisible();

    // Open it from the list.
    await page
      .getByRole("navigation", { name: "Library" })
      .getByRole("link", { name: "Collections" })
      .click();
    const card = page.getByRole("article", { name });
    await expect(card.getByText("3 cards")).toBeVisible();
    await expect(card.getByText("Never")).toBeVisible();
    await card.getByRole("link", { name: /View Cards/ }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const cards = page.getByRole("list", { name: "Cards in this collection" }).getByRole("listitem");
    await expect(cards).toHaveCount(3);

    // Statistics.
    await page.getByRole("button", { name: "Stats" }).click();
    const stats = page.getByRole("region", { name: "Collection statistics" });
    await expect(stats.getByRole("list", { name: "By topic" })).toContainText("Cell Division");
    await expect(stats.getByRole("list", { name: "By topic" })).toContainText("3");
    await expect(stats.getByText("Deep Dives", { exact: true }).locator("xpath=..")).toContainText("1");
    await expect(stats.getByText("Concept Explainers", { exact: true }).locator("xpath=..")).toContainText(
      "3",
    );

    // Remove one card.
    await cards
      .filter({ hasText: "sister chromatids" })
      .getByRole("button", { name: "Remove from collection" })
      .click();
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole("heading", { name: /Cards \(2\)/ })).toBeVisible();

    // Duplicate it under a new name.
    await page.getByRole("link", { name: "Back to collections" }).click();
    page.once("dialog", (d) => d.accept("Copy name"));
    await page.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await expect(page.getByText("Collection duplicated!")).toBeVisible();
    await expect(page.getByRole("article", { name: "Copy name" }).getByText("2 cards")).toBeVisible();
    await expect(page.getByText("2 collections")).toBeVisible();

    // Study it.
    await page
      .getByRole("article", { name })
      .getByRole("link", { name: /View Cards/ })
      .click();
    await page.getByRole("button", { name: "Start Session" }).click();
    await expect(page.getByText("Session started!")).toBeVisible();
    await expect(page).toHaveURL(/\/session\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Card 1 of 2")).toBeVisible();
  });

  test("edit a collection: rename, description, colour and session settings; 5-50 cards per session", async ({
    page,
    request,
  }) => {
    const account = await signUpViaApi(request, { displayName: "Editor" });
    await signInBrowser(page, account);
    const created = await request.post("/api/collections", {
      headers: { authorization: `Bearer ${account.token}` },
      data: { name: "Draft set", slug: "draft-set" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()).data.collection as { id: string };

    // View/Edit opens the collection with its Edit dialog.
    await page.goto("/collections");
    await page.getByRole("button", { name: "Actions for Draft set" }).click();
    await page.getByRole("menuitem", { name: "View/Edit" }).click();
    await expect(page).toHaveURL(new RegExp(`/collections/${id}\\?edit=1$`));
    const dialog = page.getByRole("dialog", { name: "Edit Collection" });
    await expect(dialog.getByLabel("Collection Name")).toHaveValue("Draft set");

    await dialog.getByLabel("Collection Name").fill("Exam revision");
    await dialog.getByLabel("Description").fill("Everything for Friday's test");
    await dialog.getByRole("radio", { name: "Purple" }).check({ force: true });
    const perSession = dialog.getByLabel("Cards per session");
    await perSession.fill("60");
    await dialog.getByLabel("Session mode").selectOption({ label: "Random" });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    // Refused with a message on the field, not dropped silently.
    await expect(dialog.getByText("must be at most 50")).toBeVisible();
    await expect(perSession).toHaveAttribute("aria-invalid", "true");
    await perSession.fill("25");
    await expect(dialog.getByText("must be at most 50")).toBeHidden();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Collection updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/collections/${id}$`));

    await expect(page.getByRole("heading", { name: "Exam revision", level: 1 })).toBeVisible();
    await expect(page.getByText("Everything for Friday's test")).toBeVisible();
    await expect(page.getByLabel("Cards per session")).toHaveValue("25");
    await expect(page.getByLabel("Session mode")).toHaveValue("random");
    const saved = await request.get(`/api/collections/${id}`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect((await saved.json()).data.collection).toMatchObject({
      name: "Exam revision",
      description: "Everything for Friday's test",
      color: "#8B5CF6",
      config: { cardsPerSession: 25, sessionMode: "random" },
    });
  });

  test("the slug transliterates accents and a name without usable characters is explained", async ({
    page,
    request,
  }) => {
    const account = await signUpViaApi(request);
    await signInBrowser(page, account);
    await page.goto("/collections");
    await page.getByRole("button", { name: "New Collection" }).first().click();
    const create = page.getByRole("dialog", { name: "New Collection" });
    await create.getByLabel("Collection Name").fill("  Émile   Zola  ");
    await expect(create.getByLabel("Slug")).toHaveValue("emile-zola");
    await create.getByLabel("Collection Name").fill("!!!");
    await expect(create.getByLabel("Slug")).toHaveValue("");
    await create.getByRole("button", { name: "Create & Add Cards" }).click();
    await expect(create.getByText(SLUG_MESSAGES.noUsableCharacters)).toBeVisible();
    await expect(create).toBeVisible();
  });
});
