import { writeFileSync } from "node:fs";
import type { Route } from "@playwright/test";
import { bearer, suffix } from "./support/courses";
import { expect, signInBrowser, signUpViaApi, test } from "./support/fixtures";

/**
 * In the browser: the time from Start Session to the first card and from a grade's Next to
 * the next card, read from the app's performance measures (features/session/lib/performance-marks.ts)
 * and reported, never asserted. What is asserted: the next card does not wait for the network, and the
 * answers go to the server one at a time in the order given (while the first is unanswered, the
 * later ones wait in the offline queue).
 * With RECORD_TIMING=<file> the figures are written there (bench/README.md quotes such a run).
 */

const CARD_COUNT = 6;
const MEASURES = { startToFirstCard: "recall:start-to-first-card", nextToCard: "recall:next-to-card" };

test("the next card never waits for the answer's request; start and next-card times are reported", async ({
  page,
  request,
}) => {
  const user = await signUpViaApi(request);
  const name = `Timing ${suffix()}`;
  const cards = Array.from({ length: CARD_COUNT }, (_, i) => ({
    topic: `Topic ${i + 1}`,
    level: "Beginner",
    face: `Question number ${i + 1}?`,
    back: `Answer ${i + 1}`,
  }));
  const upload = await request.post("/api/courses/upload", {
    headers: bearer(user),
    data: {
      name,
      slug: `timing-${suffix()}`,
      topics: cards.map((c) => c.topic),
      levels: ["Beginner"],
      cards,
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await signInBrowser(page, user);

  // Every answer request is held until the test lets it go.
  const held: Route[] = [];
  await page.route("**/api/sessions/answer", (route) => {
    held.push(route);
  });

  await page.goto("/session/start");
  await page.getByRole("checkbox", { name: new RegExp(name) }).check();
  await page.getByRole("button", { name: "Start Session" }).click();
  const article = page.getByRole("article");

  for (let n = 1; n <= CARD_COUNT; n++) {
    await expect(page.getByText(`Card ${n} of ${CARD_COUNT}`, { exact: true })).toBeVisible();
    await page.keyboard.press(" ");
    await article.getByRole("button", { name: "Correct", exact: true }).click();
    // Only the first answer is on the wire; the later ones wait their turn behind it.
    await expect.poll(() => held.length).toBe(1);
    if (n < CARD_COUNT) {
      await article.getByRole("button", { name: /Next Card/ }).click();
      // The answer of card n is still unanswered by the server, and card n+1 is already on screen.
      await expect(page.getByText(`Card ${n + 1} of ${CARD_COUNT}`, { exact: true })).toBeVisible();
    }
  }
  // From now on answers pass (a later route takes precedence); then the held one goes, and the rest follow.
  await page.route("**/api/sessions/answer", (route) => route.continue());
  for (const route of held.splice(0)) await route.continue();
  await article.getByRole("button", { name: /Next Card/ }).click();
  await expect(page.getByRole("heading", { name: "Session Complete!" })).toBeVisible();

  const figures = await page.evaluate(
    (names) =>
      Object.fromEntries(
        Object.entries(names).map(([key, name]) => [
          key,
          performance.getEntriesByName(name, "measure").map((m) => Math.round(m.duration * 10) / 10),
        ]),
      ),
    MEASURES,
  );
  expect(figures.startToFirstCard).toHaveLength(1);
  expect(figures.nextToCard).toHaveLength(CARD_COUNT - 1);
  const report = JSON.stringify({ measuredAt: new Date().toISOString(), unit: "ms", ...figures });
  test.info().annotations.push({ type: "timing", description: report });
  console.log(`session timing: ${report}`);
  if (process.env.RECORD_TIMING) writeFileSync(process.env.RECORD_TIMING, `${report}\n`);
});
