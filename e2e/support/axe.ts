import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
// axe-core itself (not @axe-core/playwright, whose engines need Node 22): evaluated in the page through the
// DevTools protocol, which the app's CSP (script-src 'self') does not govern.
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The WCAG 2.1 A and AA rules; best practices are advice, not a gate. */
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Issue 16: zero serious or critical axe violations on `state` (a page or a state of one). Fails with
 * each violation's rule, help text and the elements it found.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  // The settled state: a transition under way (a toast fading behind a newer one) has text at part
  // opacity, which axe measures as low contrast. Infinite animations (spinners) never finish: not awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const hasAxe = await page.evaluate(() => "axe" in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { runOnly: { type: "tag", values: tags } })) as {
      violations: Violation[];
    };
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
  }, RULE_TAGS)) as Violation[];
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(report, `accessibility of ${state}`).toEqual([]);
}
