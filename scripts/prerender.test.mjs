import { describe, expect, it } from "vitest";
import { afterPaintLoader, deferEntry, pageHtml } from "./prerender.mjs";

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

describe("prerender: the app's code loads after the first paint", () => {
  const BUILT = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-AbC123.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-x.css"></head><body><div id="root"></div></body></html>`;

  it("replaces the entry's script tag with a content-hashed loader under assets/", () => {
    const { html, loader } = deferEntry(BUILT);
    expect(loader.file).toMatch(/^assets\/after-paint-[\w-]{8}\.js$/);
    expect(html).toContain(`<script type="module" crossorigin src="/${loader.file}"></script>`);
    expect(html).not.toContain("/assets/index-AbC123.js");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-x.css">');
    expect(deferEntry(BUILT.replace("AbC123", "Other9")).loader.file).not.toBe(loader.file);
  });

  it("the loader imports the entry once: after the next frame, or from the timer in a tab that draws none", async () => {
    const imported = [];
    const frames = [];
    const timers = [];
    const run = new Function(
      "import_",
      "requestAnimationFrame",
      "setTimeout",
      afterPaintLoader("/assets/index-AbC123.js").replace("import(", "import_("),
    );
    run(
      (url) => imported.push(url),
      (f) => frames.push(f),
      (f, ms) => timers.push({ f, ms }),
    );
    expect(imported).toEqual([]);
    for (const frame of frames) frame();
    for (const { f } of timers.sort((a, b) => a.ms - b.ms)) f();
    expect(imported).toEqual(["/assets/index-AbC123.js"]);
  });

  it("refuses a template whose entry it cannot find (the build changed its form)", () => {
    expect(() => deferEntry('<html><body><div id="root"></div></body></html>')).toThrow(/entry/);
  });
});
