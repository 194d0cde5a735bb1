import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown, renderMarkdown, sanitizeCardHtml } from "./markdown";
import { loadRenderersFor, neededRenderers } from "./rich-renderers";

describe("rich card content (docs/decisions/rich-card-content.md)", () => {
  it("knows which texts need KaTeX or the highlighter, and which need neither", () => {
    expect(neededRenderers("Euler: $e^{i\\pi} + 1 = 0$")).toEqual({ math: true, code: false });
    expect(neededRenderers("$$\\int_0^1 x\\,dx$$")).toEqual({ math: true, code: false });
    expect(neededRenderers("It costs $5 and $6 today")).toEqual({ math: false, code: false });
    expect(neededRenderers("```python\nprint(1)\n```")).toEqual({ math: false, code: true });
    expect(neededRenderers("plain `inline code` only")).toEqual({ math: false, code: false });
  });

  it("renders inline and display math with KaTeX once it has loaded", async () => {
    const { container } = render(<Markdown text={"Area $\\pi r^2$ and\n\n$$\\frac{a}{b}$$"} />);
    await waitFor(() => expect(container.querySelector(".katex")).not.toBeNull());
    expect(container.querySelectorAll(".katex")).toHaveLength(2);
    expect(container.querySelector(".katex-display .mfrac")).not.toBeNull();
    // The MathML copy screen readers read survives the sanitizer.
    expect(container.querySelector("math msup")).toHaveTextContent("r2");
    expect(container.querySelector("math")?.textContent).not.toContain("\\pi");
    // KaTeX's positioning styles are kept.
    expect(container.querySelector(".katex [style*='height']")).not.toBeNull();
  });

  it("leaves a price with two dollar signs as text", async () => {
    await loadRenderersFor("$x$");
    expect(renderMarkdown("from $5 to $6")).not.toContain("katex");
    expect(renderMarkdown("a \\$x\\$ escaped")).not.toContain("katex");
  });

  it("keeps math source as text when the formula is wrong, never throwing", async () => {
    await loadRenderersFor("$x$");
    const html = renderMarkdown("$\\frac{1}{$");
    expect(html).toContain("katex-error");
  });

  it("strips scripts and event handlers written inside math", async () => {
    await loadRenderersFor("$x$");
    const html = renderMarkdown(
      "$\\text{<script>alert(1)</script>}$ $\\href{javascript:alert(1)}{x}$ $<img src=x onerror=alert(1)>$",
    );
    const box = document.createElement("div");
    box.innerHTML = html;
    expect(box.querySelector("script")).toBeNull();
    expect(box.querySelector("[onerror]")).toBeNull();
    expect(box.querySelector("img")).toBeNull();
    expect(box.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it("keeps KaTeX's styles but drops any style outside math or beyond what KaTeX needs", () => {
    const html = sanitizeCardHtml(
      '<span class="katex"><span style="height:0.9em;vertical-align:-0.2em;background:url(https://evil.example/p.png);position:fixed">x</span></span>' +
        '<span style="color:red">plain</span><div class="katex" onclick="alert(1)"><math><mi onmouseover="alert(2)">y</mi></math></div>',
    );
    const box = document.createElement("div");
    box.innerHTML = html;
    const inside = box.querySelector(".katex span");
    expect(inside?.getAttribute("style")).toBe("height:0.9em;vertical-align:-0.2em");
    expect(html).not.toContain("evil.example");
    expect(html).not.toContain("fixed");
    expect(box.querySelectorAll("[style]")).toHaveLength(1);
    expect(box.querySelector("[onclick]")).toBeNull();
    expect(box.querySelector("[onmouseover]")).toBeNull();
    expect(box.querySelector("math mi")).toHaveTextContent("y");
  });

  it("highlights a fenced code block once the highlighter has loaded", async () => {
    const { container } = render(<Markdown text={"```python\ndef f(x):\n    return x\n```"} />);
    await waitFor(() => expect(container.querySelector("code.hljs")).not.toBeNull());
    expect(container.querySelector("code")).toHaveClass("language-python");
    expect(container.querySelector(".hljs-keyword")).toHaveTextContent("def");
    expect(container.querySelector("code")).toHaveTextContent("def f(x): return x");
  });

  it("escapes HTML inside a code block, highlighted or not", async () => {
    await loadRenderersFor("```\nx\n```");
    const html = renderMarkdown('```html\n<script>alert(1)</script><img src=x onerror="alert(1)">\n```');
    const box = document.createElement("div");
    box.innerHTML = html;
    expect(box.querySelector("script")).toBeNull();
    expect(box.querySelector("img")).toBeNull();
    expect(box.querySelector("code")).toHaveTextContent("<script>alert(1)</script>");
  });

  it("leaves a fence in an unknown language as plain code", async () => {
    await loadRenderersFor("```\nx\n```");
    const box = document.createElement("div");
    box.innerHTML = renderMarkdown("```cobol\nDISPLAY 'HI'.\n```");
    expect(box.querySelector("code")).toHaveTextContent("DISPLAY 'HI'.");
    expect(box.querySelector(".hljs")).toBeNull();
  });
});
