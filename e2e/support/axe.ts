import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
// axe-core itself (not @axe-core/playwright, whose engines need Node 22): evaluated in the page through the
// DevTools protocol, which the app's CSP (script-src 'self') does not govern.
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Every rule axe runs by default (WCAG A/AA and the best practices, such as one level-one heading per
 * page) plus label-content-name-mismatch (WCAG 2.5.3 "Label in Name"), which older axe releases ship as
 * experimental and off: a control's visible text must be part of its accessible name, or a speech user
 * saying what they see cannot press it. Named here so it stays on whatever the release's default.
 */
const RUN_OPTIONS = { rules: { "label-content-name-mismatch": { enabled: true } } };

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Zero axe violations of any impact on `state` (a page or a state of one): best practices are a gate too,
 * not advice. Fails with each violation's impact, rule, help text and the elements it found.
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
  const violations = (await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, options)) as {
      violations: Violation[];
    };
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
  }, RUN_OPTIONS)) as Violation[];
  const report = violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(report, `accessibility of ${state}`).toEqual([]);
}
