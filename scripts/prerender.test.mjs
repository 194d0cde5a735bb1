import { describe, expect, it } from "vitest";
import { pageHtml } from "./prerender.mjs";

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Recall — learn anything</title>
<script type="module" src="/assets/index-1.js"></script></head>
<body><div id="root"></div></body></html>`;

describe("prerender: a page's HTML in the built template", () => {
  it("puts the page inside the marked root element and keeps the scripts that hydrate it", () => {
    const html = pageHtml(TEMPLATE, "<main><h1>Log In</h1></main>", "data-prerendered");
    expect(html).toContain('<div id="root" data-prerendered><main><h1>Log In</h1></main></div>');
    expect(html).toContain('<script type="module" src="/assets/index-1.js"></script>');
    expect(html).toContain("<title>Recall — learn anything</title>");
  });

  it("moves the page's own title into the head, in place of the template's", () => {
    const html = pageHtml(TEMPLATE, "<div><title>Recall · AI flashcards</title><h1>Hi</h1></div>", "data-x");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<head><title>Recall · AI flashcards</title>");
    expect(html).toContain('<div id="root" data-x><div><h1>Hi</h1></div></div>');
  });

  it("keeps a page's $-sequences as they are (no replacement patterns)", () => {
    const html = pageHtml(TEMPLATE, "<p>$& costs $5 $$</p>", "data-prerendered");
    expect(html).toContain("<p>$& costs $5 $$</p>");
  });

  it("refuses a template without the empty root element", () => {
    expect(() => pageHtml("<html><body></body></html>", "<p/>", "data-prerendered")).toThrow(/root/);
  });
});
