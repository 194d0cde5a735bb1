// The registry this project is built against does not mirror Biome's non-Linux binaries, so npm leaves
// them out of package-lock.json and `npm ci` then refuses the lock. This adds their entries (no
// integrity: the registry cannot tell us it); npm skips them on Linux and fetches them elsewhere.
// Run after any `npm install` that rewrites the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const PLATFORMS = {
  "cli-darwin-arm64": { os: ["darwin"], cpu: ["arm64"] },
  "cli-darwin-x64": { os: ["darwin"], cpu: ["x64"] },
  "cli-linux-arm64-musl": { os: ["linux"], cpu: ["arm64"], libc: ["musl"] },
  "cli-linux-x64-musl": { os: ["linux"], cpu: ["x64"], libc: ["musl"] },
  "cli-win32-arm64": { os: ["win32"], cpu: ["arm64"] },
  "cli-win32-x64": { os: ["win32"], cpu: ["x64"] },
  "cli-android-arm64": { os: ["android"], cpu: ["arm64"] },
  "cli-android-x64": { os: ["android"], cpu: ["x64"] },
};

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const biome = lock.packages["node_modules/@biomejs/biome"];
if (!biome) throw new Error("@biomejs/biome is not in package-lock.json");
let added = 0;
for (const [name, platform] of Object.entries(PLATFORMS)) {
  const key = `node_modules/@biomejs/${name}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version: biome.version,
    ...(platform.cpu ? { cpu: platform.cpu } : {}),
    dev: true,
    ...(platform.libc ? { libc: platform.libc } : {}),
    license: "MIT OR Apache-2.0",
    optional: true,
    os: platform.os,
    engines: { node: ">=14.21.3" },
  };
  added += 1;
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} Biome platform entries`);
