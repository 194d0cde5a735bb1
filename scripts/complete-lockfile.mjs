// npm writes into package-lock.json only the optional native packages of the platform it runs on when the
// registry it is given lacks the others' metadata, and this project's build registry mirrors few of them.
// `npm ci` on macOS or Windows would then install no Tailwind oxide, rollup or FSRS binary (and refuse the
// lock for Biome's). This adds an entry for every optional dependency missing from the lock, at the version
// its parent asks for: with its integrity and platform fields when the registry knows the package, else
// with the platform read from its name and no integrity (npm fetches and checks it on that platform).
// Run after any `npm install` that rewrites the lock: `node scripts/complete-lockfile.mjs`.
// scripts/lockfile-platforms.test.mjs fails when a native dependency lacks macOS or Windows entries.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const OS = ["darwin", "win32", "linux", "android", "freebsd", "openbsd", "openharmony", "sunos", "aix"];
const CPU = ["arm64", "x64", "arm", "ia32", "ppc64", "s390x", "riscv64", "loong64", "wasm32"];

/** os, cpu and libc of a platform package from its name, as `@rollup/rollup-linux-x64-musl`. */
export function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c)) ?? (parts.includes("arm") ? "arm" : undefined);
  const libc = parts.includes("musl")
    ? "musl"
    : parts.includes("gnu") && os === "linux"
      ? "glibc"
      : undefined;
  return {
    ...(os ? { os: [os] } : {}),
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(libc ? { libc: [libc] } : {}),
  };
}

/** The version a spec such as `4.68.7`, `^0.5.0` or `~2.3.2` names when `candidate` is that version's line. */
export function versionFor(spec, candidate) {
  if (/^\d+\.\d+\.\d+/.test(spec)) return spec;
  const base = spec.replace(/^[\^~]/, "");
  const [major, minor] = base.split(".");
  const [cMajor, cMinor] = (candidate ?? "").split(".");
  if (candidate && cMajor === major && (spec.startsWith("^") || cMinor === minor)) return candidate;
  return base;
}

/** Registry metadata of name@version, or null when the registry does not have it. */
function registryEntry(name, version) {
  const out = spawnSync(
    "npm",
    ["view", `${name}@${version}`, "--json", "dist.integrity", "os", "cpu", "libc", "license", "engines"],
    {
      encoding: "utf8",
    },
  );
  if (out.status !== 0 || !out.stdout.trim()) return null;
  const data = JSON.parse(out.stdout);
  return Array.isArray(data) ? (data.at(-1) ?? null) : data;
}

/**
 * Adds the missing optional dependencies' entries to `lock` (mutated); returns their keys.
 * @param {{ packages: Record<string, any> }} lock
 * @param {(name: string, version: string) => any} lookUp
 */
export function completeLock(lock, lookUp = registryEntry) {
  const added = [];
  for (const [key, pkg] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
      const nested = key ? `${key}/node_modules/${name}` : `node_modules/${name}`;
      const target = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[target]) continue;
      const sibling = Object.keys(pkg.optionalDependencies)
        .map((other) => lock.packages[`node_modules/${other}`]?.version)
        .find(Boolean);
      const version = versionFor(String(spec), sibling ?? pkg.version);
      const known = lookUp(name, version);
      const platform = platformOf(name);
      lock.packages[target] = {
        version,
        ...(known?.["dist.integrity"] ? { integrity: known["dist.integrity"] } : {}),
        ...(known?.cpu ? { cpu: [known.cpu].flat() } : platform.cpu ? { cpu: platform.cpu } : {}),
        ...(pkg.dev ? { dev: true } : {}),
        ...(known?.libc ? { libc: [known.libc].flat() } : platform.libc ? { libc: platform.libc } : {}),
        ...(known?.license ? { license: known.license } : pkg.license ? { license: pkg.license } : {}),
        optional: true,
        ...(known?.os ? { os: [known.os].flat() } : platform.os ? { os: platform.os } : {}),
        ...(known?.engines ? { engines: known.engines } : {}),
      };
      added.push(target);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
  );
  return added;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = new URL("../package-lock.json", import.meta.url);
  const lock = JSON.parse(readFileSync(file, "utf8"));
  const added = completeLock(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added.length} optional platform entries`);
}
