import type { Locator, Page, TestInfo } from "@playwright/test";
import { bearer } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * on /card-library and /cards/search the filter panel must hold its topic counts and course
 * names, and long course names must not run into the results, at 1280 px and at 390 px. The boxes are
 * measured in Chromium; a screenshot of each page is attached to the report.
 */
const LONG_COURSE = "The Complete Illustrated History of Renaissance Painting in Northern Italy and Flanders";
const LONG_TOPIC = "Iconography of Devotional Altarpieces and Their Patrons";
const LONG_WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis";

async function seed(request: Parameters<typeof signUpViaApi>[0]) {
  const user = await signUpViaApi(request);
  const cards = Array.from({ length: 14 }, (_, i) => ({
    face: `Question ${i + 1} about ${i % 2 ? LONG_WORD : "panel painting"}?`,
    back: `Answer ${i + 1}`,
    topic: i % 3 === 0 ? LONG_TOPIC : `Topic ${i % 3}`,
    level: "Beginner",
    conceptTags: ["renaissance", "flemish-primitives"],
  }));
  const res = await request.post("/api/courses/upload", {
    headers: bearer(user),
    data: { name: LONG_COURSE, slug: "long-course", topics: [], levels: [], cards },
  });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/** A full-page screenshot kept in the test's output folder and attached to the report. */
async function shoot(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(name);
  await page.screenshot({ path, fullPage: true });
  await info.attach(name, { path, contentType: "image/png" });
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error("element not visible");
  return b;
};

/** Every element matched by `inner` lies inside `outer` horizontally (1 px for rounding). */
async function expectInside(outer: Locator, inner: Locator) {
  const o = await box(outer);
  const count = await inner.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const b = await box(inner.nth(i));
    expect(b.x, `left edge of ${await inner.nth(i).textContent()}`).toBeGreaterThanOrEqual(o.x - 1);
    expect(b.x + b.width, `right edge of ${await inner.nth(i).textContent()}`).toBeLessThanOrEqual(
      o.x + o.width + 1,
    );
  }
}

async function expectNoHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The filters column (opened behind its button on a phone), narrowed to the seeded course. */
async function openFilters(page: Page, width: number) {
  const filters = page.getByRole("complementary", { name: "Filters" });
  if (width < 1024) await filters.getByRole("button", { name: /Filters/ }).click();
  await filters.getByRole("checkbox", { name: LONG_COURSE }).check();
  return filters;
}

for (const width of [1280, 390]) {
  test.describe(`search layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("/card-library keeps filter counts and course names inside their boxes", async ({
      page,
      request,
    }, info) => {
      const user = await seed(request);
      await signInBrowser(page, user);
      await page.goto("/card-library");
      const filters = await openFilters(page, width);
      const panel = filters;
      await expect(filters.getByRole("checkbox", { name: LONG_COURSE })).toBeVisible();
      await expect(filters.getByRole("checkbox", { name: new RegExp(`^${LONG_TOPIC}`) })).toBeVisible();
      await expect(page.getByText("Found 14 cards")).toBeVisible();
      await shoot(page, info, `card-library-${width}.png`);

      // Each filter row (label and count) stays inside the panel; the long names are cut with a title.
      await expectInside(panel, filters.locator("fieldset label"));
      const courseLabel = filters.locator("label", { hasText: LONG_COURSE }).locator("span").first();
      await expect(courseLabel).toHaveAttribute("title", LONG_COURSE);
      // The results start right of (or below) the panel and each card holds its course name.
      const results = page.getByRole("region", { name: "Results" });
      const p = await box(panel);
      const r = await box(results);
      if (width >= 1024) expect(r.x).toBeGreaterThanOrEqual(p.x + p.width);
      const tiles = results.getByRole("listitem");
      for (let i = 0; i < 3; i++) await expectInside(tiles.nth(i), tiles.nth(i).getByText(LONG_COURSE));
      await expectInside(results, tiles);
      await expectNoHorizontalScroll(page);
    });

    test("/cards/search keeps topic counts and course names inside their boxes", async ({
      page,
      request,
    }, info) => {
      const user = await seed(request);
      await signInBrowser(page, user);
      await page.goto("/cards/search");
      const filters = await openFilters(page, width);
      await expect(page.getByText("14 results")).toBeVisible();
      const results = page.getByRole("region", { name: "Results" });
      await shoot(page, info, `card-search-${width}.png`);

      const topics = results.getByRole("list", { name: "Topics" });
      await expectInside(results, topics.getByRole("button"));
      const tiles = results.getByRole("list", { name: "Cards" }).getByRole("listitem");
      for (let i = 0; i < 3; i++) await expectInside(tiles.nth(i), tiles.nth(i).getByText(LONG_COURSE));
      await expectInside(results, tiles);
      await expect(filters.getByRole("checkbox", { name: new RegExp(`^${LONG_TOPIC}`) })).toBeVisible();
      await expectInside(filters, filters.locator("fieldset label"));
      await expectNoHorizontalScroll(page);
    });
  });
}
