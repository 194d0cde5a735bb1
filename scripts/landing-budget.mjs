// The JavaScript budget of the landing page: everything `/` loads before it can show, gzipped.
// Run after `npm run build -w @recall/web`: `node scripts/landing-budget.mjs` prints one row per chunk and
// exits 1 when the total passes the budget. The walking logic is pure (scripts/landing-budget.test.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** At most this many bytes (kB as Vite reports them: 1 kB = 1,000 bytes) of gzipped JavaScript on `/`. */
export const LANDING_BUDGET_BYTES = 120_000;

/** The landing route's lazily loaded page: its key in the Vite manifest (the source path from apps/web). */
export const LANDING_PAGE_SOURCE = "src/features/landing/pages/landing-page.tsx";

/**
 * The manifest keys a chunk needs before it runs: itself and, transitively, its static `imports`
 * (what Vite preloads with it). Dynamic imports are not followed: they load later, on demand.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {string} start a manifest key
 * @returns {string[]} manifest keys, `start` first, each once
 */
export function staticClosure(manifest, start) {
  if (!manifest[start]) throw new Error(`no chunk ${start} in the Vite manifest`);
  const seen = new Set();
  const pending = [start];
  while (pending.length > 0) {
    const key = /** @type {string} */ (pending.shift());
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest names ${key} as an import but has no such chunk`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

/**
 * The JavaScript files `/` loads: the entry with its static imports (the modulepreload links of
 * index.html), then the landing page's own chunk with its static imports. Each file once, with why.
 * @param {Record<string, { file: string, imports?: string[], isEntry?: boolean }>} manifest
 * @param {string} landingSource the landing page's manifest key
 * @returns {{ file: string, role: "entry" | "preloaded" | "landing page" | "landing import" }[]}
 */
export function landingFiles(manifest, landingSource = LANDING_PAGE_SOURCE) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry in the Vite manifest, found ${entries.length}`);
  const rows = [];
  const listed = new Set();
  const add = (key, role) => {
    const { file } = manifest[key];
    if (listed.has(file) || !file.endsWith(".js")) return;
    listed.add(file);
    rows.push({ file, role });
  };
  for (const [i, key] of staticClosure(manifest, entries[0]).entries())
    add(key, i === 0 ? "entry" : "preloaded");
  for (const [i, key] of staticClosure(manifest, landingSource).entries())
    add(key, i === 0 ? "landing page" : "landing import");
  return rows;
}

/**
 * The scripts index.html itself loads: the entry `<script type="module" src>` and every
 * `<link rel="modulepreload" href>`. Used to check that the manifest walk missed nothing.
 * @param {string} html
 * @returns {string[]} paths relative to dist, e.g. "assets/index-abc.js"
 */
export function scriptsOfIndexHtml(html) {
  const files = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith("<script") && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith("<link") && /\brel="modulepreload"/.test(tag);
    const url = tag.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    if ((isModuleScript || isPreload) && url) files.push(url.replace(/^\//, ""));
  }
  return files;
}

/**
 * What the landing page loads later, on demand (its `dynamicImports`, e.g. the demo once it nears the
 * viewport), with their static imports: not counted in the budget, listed so the report shows them.
 * @param {Record<string, { file: string, imports?: string[], dynamicImports?: string[] }>} manifest
 * @param {Iterable<string>} counted files already in the budget
 * @param {string} landingSource
 * @returns {{ file: string, role: "on demand" }[]}
 */
export function onDemandFiles(manifest, counted, landingSource = LANDING_PAGE_SOURCE) {
  const listed = new Set(counted);
  const rows = [];
  // The entry's own dynamic imports are the other routes' pages: only the landing page's own count here.
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryKeys = new Set(entry ? staticClosure(manifest, entry) : []);
  for (const key of staticClosure(manifest, landingSource).filter((k) => !entryKeys.has(k)))
    for (const lazyKey of manifest[key].dynamicImports ?? [])
      for (const depKey of staticClosure(manifest, lazyKey)) {
        const { file } = manifest[depKey];
        if (listed.has(file) || !file.endsWith(".js")) continue;
        listed.add(file);
        rows.push({ file, role: /** @type {const} */ ("on demand") });
      }
  return rows;
}

/**
 * Sizes the landing page's files and judges the total against the budget.
 * @param {{ manifest: Record<string, any>, html: string, gzipSize: (file: string) => number,
 *   rawSize: (file: string) => number, budget?: number }} input
 */
export function landingReport({ manifest, html, gzipSize, rawSize, budget = LANDING_BUDGET_BYTES }) {
  const size = (row) => ({ ...row, raw: rawSize(row.file), gzip: gzipSize(row.file) });
  const bySize = (a, b) => b.gzip - a.gzip;
  const rows = landingFiles(manifest).map(size).sort(bySize);
  const walked = new Set(rows.map((r) => r.file));
  const missed = scriptsOfIndexHtml(html).filter((file) => !walked.has(file));
  const later = onDemandFiles(manifest, walked).map(size).sort(bySize);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const laterTotal = later.reduce((sum, r) => sum + r.gzip, 0);
  return { rows, total, later, laterTotal, budget, missed, ok: total <= budget && missed.length === 0 };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

function printReport({ rows, total, later, laterTotal, budget, missed, ok }) {
  const width = Math.max(...[...rows, ...later].map((r) => r.file.length), 5);
  console.log(
    `${"chunk".padEnd(width)}  ${"role".padEnd(14)}  ${"raw".padStart(10)}  ${"gzip".padStart(10)}`,
  );
  for (const r of rows)
    console.log(
      `${r.file.padEnd(width)}  ${r.role.padEnd(14)}  ${kB(r.raw).padStart(10)}  ${kB(r.gzip).padStart(10)}`,
    );
  console.log(`${"total".padEnd(width)}  ${"".padEnd(14)}  ${"".padStart(10)}  ${kB(total).padStart(10)}`);
  console.log(`budget ${kB(budget)}: ${total <= budget ? "within" : `OVER by ${kB(total - budget)}`}`);
  if (later.length > 0) {
    console.log("\nloaded later by the landing page, on demand (not in the budget):");
    for (const r of later)
      console.log(
        `${r.file.padEnd(width)}  ${r.role.padEnd(14)}  ${kB(r.raw).padStart(10)}  ${kB(r.gzip).padStart(10)}`,
      );
    console.log(
      `${"on demand".padEnd(width)}  ${"".padEnd(14)}  ${"".padStart(10)}  ${kB(laterTotal).padStart(10)}`,
    );
  }
  if (missed.length > 0)
    console.log(`index.html loads scripts the manifest walk missed: ${missed.join(", ")}`);
  if (!ok) console.log("FAIL: the landing page's JavaScript passes its budget (bench/README.md)");
}

/** Full page loads to compare with `--pages`: the lazy route modules each one needs besides the entry. */
const SHELL = ["src/app/app-shell.tsx"];
const SIGNED_IN = [...SHELL, "src/app/layout/app-layout.tsx"];
export const COMPARED_PAGES = {
  "/": [LANDING_PAGE_SOURCE],
  "/login": [...SHELL, "src/features/auth/pages/login-page.tsx"],
  "/dashboard": [...SIGNED_IN, "src/features/dashboard/pages/dashboard-page.tsx"],
  "/session/:id": [...SIGNED_IN, "src/features/session/pages/session-page.tsx"],
  "/library": [...SIGNED_IN, "src/features/library/pages/card-library-page.tsx"],
  "/analytics": [...SIGNED_IN, "src/features/analytics/pages/analytics-page.tsx"],
};

/**
 * The JavaScript files a full page load needs: the entry's static closure and those of the given lazy
 * modules (sources the manifest does not have are skipped, so older builds compare too).
 * @param {Record<string, { file: string, imports?: string[], isEntry?: boolean }>} manifest
 * @param {string[]} sources
 */
export function pageFiles(manifest, sources) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = new Set();
  for (const start of [entry, ...sources.filter((source) => manifest[source])])
    for (const key of staticClosure(manifest, start))
      if (manifest[key].file.endsWith(".js")) files.add(manifest[key].file);
  return [...files];
}

function printPages(manifest, gzipSize) {
  for (const [page, sources] of Object.entries(COMPARED_PAGES)) {
    const files = pageFiles(manifest, sources);
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(`${page.padEnd(14)}  ${kB(total).padStart(10)}  ${String(files.length).padStart(3)} files`);
  }
}

function main() {
  // `--dist DIR` sizes another build (e.g. an older commit's, built with `vite build --manifest`).
  const distArg = process.argv.indexOf("--dist");
  const dist = distArg > 0 ? path.resolve(process.argv[distArg + 1]) : path.join(repoRoot, "apps/web/dist");
  const read = (file) => readFileSync(path.join(dist, file));
  let manifest;
  try {
    manifest = JSON.parse(read(".vite/manifest.json").toString("utf8"));
  } catch (err) {
    console.error(
      `no Vite manifest in ${dist}/.vite: run \`npm run build -w @recall/web\` first (${err.message})`,
    );
    process.exit(2);
  }
  if (process.argv.includes("--pages")) {
    // What a full load of a few pages costs (a report only, no budget).
    printPages(manifest, (file) => gzipSync(read(file)).length);
    return;
  }
  const report = landingReport({
    manifest,
    html: read("index.html").toString("utf8"),
    // zlib's default level, as Vite's own size report.
    gzipSize: (file) => gzipSync(read(file)).length,
    rawSize: (file) => read(file).length,
  });
  printReport(report);
  process.exit(report.ok ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
