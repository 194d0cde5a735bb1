import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InterfaceEmoji } from "./interface-emoji";
import { Markdown } from "./markdown";

/**
 * An emoji that needs an emoji font: one drawn as an emoji by default (🔥), a pictograph outside the
 * text fonts' planes, or any pictograph asked to draw as emoji (U+FE0F, as in 🖼️). Symbols that every
 * text font has and shows as text (©, ✓, →) are not emoji here.
 */
const BARE_EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|[\u{1F000}-\u{1FAFF}]/u;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** The interface's source and catalogs: components, pages, strings, the HTML shell; tests are not. */
function interfaceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : interfaceFiles(full);
    if (/\.test\.tsx?$/.test(entry.name)) return [];
    return /\.(tsx?|json|html|css)$/.test(entry.name) ? [full] : [];
  });
}

describe("interface emoji", () => {
  it("the scan tells emoji that need an emoji font from text symbols", () => {
    for (const emoji of ["🔥", "🖼️", "⭐", "✅", "🎉"]) expect(emoji).toMatch(BARE_EMOJI);
    for (const text of ["©", "✓", "→", "★", "Ω", "é", "—"]) expect(text).not.toMatch(BARE_EMOJI);
  });

  it("no interface string holds an emoji: each is an InterfaceEmoji icon", () => {
    const files = [...interfaceFiles(path.join(webRoot, "src")), path.join(webRoot, "index.html")];
    // The catalogs and the session's components are among them: the scan looks where the strings are.
    expect(files.some((f) => f.endsWith(path.join("locales", "en", "common.json")))).toBe(true);
    expect(files.some((f) => f.endsWith("streak-banner.tsx"))).toBe(true);
    const found = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          BARE_EMOJI.test(line) ? [`${path.relative(webRoot, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it("draws an emoji as an SVG icon with the emoji's name", () => {
    render(<InterfaceEmoji name="fire" />);
    const icon = screen.getByRole("img", { name: "Fire" });
    expect(icon.tagName.toLowerCase()).toBe("svg");
    expect(icon.textContent).not.toMatch(BARE_EMOJI);
  });

  it("a remote image's picture sign in card text is an SVG, not an emoji", () => {
    const { container } = render(<Markdown text="![a map](https://maps.example/m.png)" />);
    const link = container.querySelector("a[data-remote-image]")!;
    expect(link.textContent).toBe("a map");
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
