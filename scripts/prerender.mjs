#!/usr/bin/env node
/**
 * Writes the public pages (landing, login, signup) as static HTML so they paint before any script runs:
 * each page rendered by the server build of the web app (`vite build --ssr src/entry-prerender.tsx`) into a
 * copy of the built index.html, at dist/prerendered/<page>.html. The browser then hydrates it (src/main.tsx).
 * Usage, from apps/web: `node ../../scripts/prerender.mjs dist dist-prerender`.
 */
import { createHash } from "node:crypto";
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

/** The built entry's script tag in index.html (Vite writes it in this form). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The script a prerendered page loads instead of the entry: it asks for the app's code only after the page's
 * first paint (the next frame, then a task), so the entry (~100 kB compressed) never competes with the HTML
 * and the stylesheet for the first paint on a slow phone; a hidden tab, which draws no frames, starts it from
 * the timer. The app then hydrates what is on screen (src/main.tsx).
 * @param {string} entrySrc the entry's URL, e.g. /assets/index-abc.js
 */
export function afterPaintLoader(entrySrc) {
  return [
    "// Written by scripts/prerender.mjs: the app's code loads after the prerendered page's first paint.",
    "let started = false;",
    `const start = () => { if (started) return; started = true; import(${JSON.stringify(entrySrc)}); };`,
    "requestAnimationFrame(() => setTimeout(start, 0));",
    "setTimeout(start, 250);",
    "",
  ].join("\n");
}

/**
 * The template of the prerendered pages: the entry's script tag replaced by the after-paint loader's, and
 * the loader itself with its content-hashed file name (under assets/, so it is cached like the rest).
 * @param {string} template the built index.html
 * @returns {{ html: string, loader: { file: string, source: string } }}
 */
export function deferEntry(template) {
  const match = ENTRY_SCRIPT.exec(template);
  if (!match) throw new Error("the template has no entry <script type=module crossorigin src=/assets/...>");
  const source = afterPaintLoader(/** @type {string} */ (match[1]));
  const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
  const file = `assets/after-paint-${hash}.js`;
  const html = template.replace(match[0], () => `<script type="module" crossorigin src="/${file}"></script>`);
  return { html, loader: { file, source } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? "dist");
  const serverBuild = path.resolve(process.argv[3] ?? "dist-prerender");
  const entry = await import(pathToFileURL(path.join(serverBuild, "entry-prerender.js")).href);
  const { html: template, loader } = deferEntry(readFileSync(path.join(dist, "index.html"), "utf8"));
  writeFileSync(path.join(dist, loader.file), loader.source);
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
