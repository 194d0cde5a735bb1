import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every word the interface shows goes through i18n (locales/<language>/<namespace>.json), so a German
 * learner never meets an English label. This reads each component's source and fails on words written
 * straight into JSX: text between tags, and the props that carry visible or spoken text. A literal that is
 * not interface language (a brand, a code sample, a unit symbol) is marked `i18n-exempt` with the reason,
 * on its line or the line before.
 */

const SOURCE_ROOT = path.resolve(__dirname, "..");

/** Props whose string is shown or read out. */
const TEXT_PROPS = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "title",
  "placeholder",
  "label",
  "subtitle",
  "description",
  "heading",
  "hint",
  "message",
  "emptyMessage",
  "confirmLabel",
  "cancelLabel",
  "tooltip",
]);

/** Text that reads the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(["Recall"]);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function componentFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== "testing" && name !== "test") out.push(...componentFiles(full));
    } else if (name.endsWith(".tsx") && !name.endsWith(".test.tsx")) out.push(full);
  }
  return out;
}

/** `file:line text` for each literal the interface would show untranslated. */
export function literalTexts(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = source.split("\n");
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (!hasWords(clean) || SAME_IN_EVERY_LANGUAGE.has(clean)) return;
    const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line;
    if (lines[line]?.includes("i18n-exempt") || lines[line - 1]?.includes("i18n-exempt")) return;
    found.push(`${path.relative(SOURCE_ROOT, file)}:${line + 1} ${clean}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(tree)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression) {
        const expression = init.expression;
        if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
          report(expression, expression.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const areas = [
  "app",
  "components",
  ...readdirSync(path.join(SOURCE_ROOT, "features")).map((feature) => `features/${feature}`),
];

describe("interface text goes through i18n", () => {
  it.each(areas)("%s has no literal text in JSX", (area) => {
    const dir = path.join(SOURCE_ROOT, area);
    const found = componentFiles(dir).flatMap((file) => literalTexts(file, readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });

  it("catches text between tags and in text props, and honours an exemption", () => {
    const source = [
      "export const A = () => (",
      '  <div title="Open the menu">',
      "    Start Session",
      "    {/* i18n-exempt: brand */}",
      "    <span>Recall Pro</span>",
      '    <img alt={"Course cover"} />',
      "    <b>{t('ok')} · 42</b>",
      "  </div>",
      ");",
    ].join("\n");
    expect(literalTexts(path.join(SOURCE_ROOT, "x.tsx"), source)).toEqual([
      "x.tsx:2 Open the menu",
      "x.tsx:3 Start Session",
      "x.tsx:6 Course cover",
    ]);
  });
});
