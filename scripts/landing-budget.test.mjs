import { describe, expect, it } from "vitest";
import {
  LANDING_PAGE_SOURCE,
  landingFiles,
  landingReport,
  onDemandFiles,
  pageFiles,
  scriptsOfIndexHtml,
  staticClosure,
} from "./landing-budget.mjs";

/**
 * A small Vite manifest shaped like the real one: the entry preloads react and the router, the landing
 * page (a dynamic entry) imports an icon shared with the dashboard and lazily loads the demo; the
 * dashboard and the chart library it imports are no part of `/`.
 */
const manifest = {
  "index.html": {
    file: "assets/index-1.js",
    isEntry: true,
    imports: ["_react-1.js", "_router-1.js"],
    dynamicImports: [LANDING_PAGE_SOURCE, "src/features/dashboard/pages/dashboard-page.tsx"],
    css: ["assets/index-1.css"],
  },
  "_react-1.js": { file: "assets/react-1.js" },
  "_router-1.js": { file: "assets/router-1.js", imports: ["_react-1.js"] },
  "_icon-1.js": { file: "assets/icon-1.js", imports: ["_react-1.js"] },
  "_charts-1.js": { file: "assets/charts-1.js", imports: ["_react-1.js"] },
  "_shared-style-1.css": { file: "assets/shared-style-1.css" },
  [LANDING_PAGE_SOURCE]: {
    file: "assets/landing-page-1.js",
    isDynamicEntry: true,
    imports: ["index.html", "_icon-1.js", "_shared-style-1.css"],
    dynamicImports: ["src/features/landing/components/demo/interactive-demo.tsx"],
  },
  "src/features/landing/components/demo/interactive-demo.tsx": {
    file: "assets/interactive-demo-1.js",
    isDynamicEntry: true,
    imports: ["_icon-1.js", "_react-1.js", "_demo-data-1.js"],
  },
  "_demo-data-1.js": { file: "assets/demo-data-1.js" },
  "src/features/dashboard/pages/dashboard-page.tsx": {
    file: "assets/dashboard-page-1.js",
    isDynamicEntry: true,
    imports: ["index.html", "_icon-1.js", "_charts-1.js"],
  },
};

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
<link rel="modulepreload" crossorigin href="/assets/router-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root"></div></body></html>`;

describe("the landing page's JavaScript budget", () => {
  it("follows static imports transitively, each chunk once, but not dynamic imports", () => {
    expect(staticClosure(manifest, "index.html")).toEqual(["index.html", "_react-1.js", "_router-1.js"]);
    expect(staticClosure(manifest, LANDING_PAGE_SOURCE)).toEqual([
      LANDING_PAGE_SOURCE,
      "index.html",
      "_icon-1.js",
      "_shared-style-1.css",
      "_react-1.js",
      "_router-1.js",
    ]);
  });

  it("counts the entry, its preloads and the landing page with its imports, and no other page", () => {
    expect(landingFiles(manifest)).toEqual([
      { file: "assets/index-1.js", role: "entry" },
      { file: "assets/react-1.js", role: "preloaded" },
      { file: "assets/router-1.js", role: "preloaded" },
      { file: "assets/landing-page-1.js", role: "landing page" },
      { file: "assets/icon-1.js", role: "landing import" },
    ]);
  });

  it("lists what the landing page loads on demand apart, without what is already counted", () => {
    const counted = landingFiles(manifest).map((row) => row.file);
    expect(onDemandFiles(manifest, counted)).toEqual([
      { file: "assets/interactive-demo-1.js", role: "on demand" },
      { file: "assets/demo-data-1.js", role: "on demand" },
    ]);
  });

  it("reads the entry script and the modulepreload links of index.html, not the stylesheet", () => {
    expect(scriptsOfIndexHtml(html)).toEqual([
      "assets/index-1.js",
      "assets/react-1.js",
      "assets/router-1.js",
    ]);
  });

  it("passes at the budget and fails one byte over it", () => {
    const sizes = {
      "assets/index-1.js": 60_000,
      "assets/react-1.js": 30_000,
      "assets/router-1.js": 20_000,
      "assets/landing-page-1.js": 9_000,
      "assets/icon-1.js": 1_000,
      "assets/interactive-demo-1.js": 7_000,
      "assets/demo-data-1.js": 2_000,
    };
    const input = { manifest, html, gzipSize: (f) => sizes[f], rawSize: (f) => 3 * sizes[f] };
    const within = landingReport({ ...input, budget: 120_000 });
    expect(within.total).toBe(120_000);
    expect(within.ok).toBe(true);
    expect(within.rows[0]).toEqual({ file: "assets/index-1.js", role: "entry", raw: 180_000, gzip: 60_000 });
    expect(within.laterTotal).toBe(9_000);

    const over = landingReport({ ...input, budget: 119_999 });
    expect(over.ok).toBe(false);
  });

  it("fails when index.html loads a script the manifest walk did not reach", () => {
    const extra = html.replace("</head>", '<link rel="modulepreload" href="/assets/stray-1.js"></head>');
    const report = landingReport({ manifest, html: extra, gzipSize: () => 1, rawSize: () => 1 });
    expect(report.missed).toEqual(["assets/stray-1.js"]);
    expect(report.ok).toBe(false);
  });

  it("gives a full page load the entry's closure and its lazy modules' closures, skipping unknown ones", () => {
    expect(pageFiles(manifest, ["src/features/dashboard/pages/dashboard-page.tsx", "src/gone.tsx"])).toEqual([
      "assets/index-1.js",
      "assets/react-1.js",
      "assets/router-1.js",
      "assets/dashboard-page-1.js",
      "assets/icon-1.js",
      "assets/charts-1.js",
    ]);
  });

  it("refuses a manifest without exactly one entry or with an import it does not define", () => {
    const { "index.html": _entry, ...noEntry } = manifest;
    expect(() => landingFiles(noEntry)).toThrow(/one entry/);
    const broken = { ...manifest, "_router-1.js": { file: "assets/router-1.js", imports: ["_gone.js"] } };
    expect(() => landingFiles(broken)).toThrow(/_gone\.js/);
  });
});
