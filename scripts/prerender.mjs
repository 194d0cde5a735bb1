#!/usr/bin/env node
/**
 * Writes the public pages (landing, login, signup) as static HTML so they paint before any script runs:
 * each page rendered by the server build of the web app (`vite build --ssr src/entry-prerender.tsx`) into a
 * copy of the built index.html, at dist/prerendered/<page>.html. The browser then hydrates it (src/main.tsx).
 * Usage, from apps/web: `node ../../scripts/prerender.mjs dist dist-prerender`.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The page's HTML in the template: its content inside the root element, marked as prerendered, and the
 * page's own <title> (React renders it where the page declares it) moved into the head.
 * @param {string} template the built index.html
 * @param {string} body what renderToString gave for the page
 * @param {string} attribute the marker the client entry looks for
 */
export function pageHtml(template, body, attribute) {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`the template has no ${ROOT_ELEMENT}`);
  const title = body.match(TITLE)?.[0];
  const content = title ? body.replace(title, "") : body;
  const head = title ? template.replace(TITLE, title) : template;
  return head.replace(ROOT_ELEMENT, () => `<div id="root" ${attribute}>${content}</div>`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? "dist");
  const serverBuild = path.resolve(process.argv[3] ?? "dist-prerender");
  const entry = await import(pathToFileURL(path.join(serverBuild, "entry-prerender.js")).href);
  const template = readFileSync(path.join(dist, "index.html"), "utf8");
  mkdirSync(path.join(dist, "prerendered"), { recursive: true });
  for (const page of entry.PRERENDERED_PAGES) {
    const html = pageHtml(template, await entry.renderPage(page.path), entry.PRERENDERED_ATTRIBUTE);
    writeFileSync(path.join(dist, "prerendered", page.file), html);
    console.log(
      `prerendered ${page.path} -> prerendered/${page.file} (${(html.length / 1024).toFixed(1)} kB)`,
    );
  }
  // The server build is only a tool of this step; nothing serves it.
  rmSync(serverBuild, { recursive: true, force: true });
}
