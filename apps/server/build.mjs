// Bundles the server (and @recall/shared, which ships TypeScript) into dist/ (or `--outdir=<dir>`, e.g. a
// test's own build); npm dependencies stay external.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = (p) => JSON.parse(readFileSync(new URL(p, import.meta.url), "utf8"));
const external = [
  ...Object.keys(pkg("./package.json").dependencies ?? {}),
  ...Object.keys(pkg("../../packages/shared/package.json").dependencies ?? {}),
].filter((name) => name !== "@recall/shared");

await build({
  entryPoints: ["src/main.ts", "src/worker.ts"].filter((f) => {
    try {
      readFileSync(new URL(f, import.meta.url));
      return true;
    } catch {
      return false;
    }
  }),
  outdir: process.argv.find((a) => a.startsWith("--outdir="))?.slice("--outdir=".length) ?? "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external: [...external, ...external.map((n) => `${n}/*`)],
  logLevel: "warning",
});
