import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completeLock, platformOf, versionFor } from "./complete-lockfile.mjs";

const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));

/** The machines `npm ci` must work on besides Linux: macOS on Apple silicon and Intel, Windows on x64. */
const PLATFORMS = [
  { os: "darwin", cpu: "arm64" },
  { os: "darwin", cpu: "x64" },
  { os: "win32", cpu: "x64" },
];

const isFor = (name, { os, cpu }) => {
  const p = platformOf(name);
  return p.os?.[0] === os && p.cpu?.[0] === cpu && p.libc === undefined;
};

describe("package-lock.json carries every platform's native packages", () => {
  const natives = Object.entries(lock.packages).filter(([, pkg]) =>
    Object.keys(pkg.optionalDependencies ?? {}).some((name) => PLATFORMS.some((p) => isFor(name, p))),
  );

  it("finds the native dependencies (Tailwind's oxide, rollup, rolldown, the FSRS binding, Biome, lightningcss)", () => {
    const names = natives.map(([key]) => key);
    for (const expected of [
      "node_modules/@tailwindcss/oxide",
      "node_modules/@open-spaced-repetition/binding",
      "node_modules/@biomejs/biome",
    ])
      expect(names).toContain(expected);
  });

  it.each(PLATFORMS)("each has its $os-$cpu package in the lock", (platform) => {
    const missing = natives.flatMap(([key, pkg]) =>
      Object.keys(pkg.optionalDependencies)
        .filter((name) => isFor(name, platform))
        .filter(
          (name) => !lock.packages[`node_modules/${name}`] && !lock.packages[`${key}/node_modules/${name}`],
        )
        .map((name) => `${key} -> ${name}`),
    );
    expect(missing, "run node scripts/complete-lockfile.mjs").toEqual([]);
  });
});

describe("complete-lockfile", () => {
  it("reads a platform package's os, cpu and libc from its name", () => {
    expect(platformOf("@rollup/rollup-darwin-arm64")).toEqual({ os: ["darwin"], cpu: ["arm64"] });
    expect(platformOf("@tailwindcss/oxide-linux-x64-musl")).toEqual({
      os: ["linux"],
      cpu: ["x64"],
      libc: ["musl"],
    });
    expect(platformOf("@open-spaced-repetition/binding-win32-x64-msvc")).toEqual({
      os: ["win32"],
      cpu: ["x64"],
    });
  });

  it("takes the version the parent asks for", () => {
    expect(versionFor("4.68.7", "1.0.0")).toBe("4.68.7");
    expect(versionFor("^0.5.0", "0.5.3")).toBe("0.5.3");
    expect(versionFor("^0.5.0", "1.2.0")).toBe("0.5.0");
  });

  it("adds a missing entry with the registry's integrity, or the name's platform when the registry lacks it", () => {
    const fake = {
      packages: {
        "": { name: "x" },
        "node_modules/native": {
          version: "1.2.3",
          dev: true,
          license: "MIT",
          optionalDependencies: { "native-darwin-arm64": "1.2.3", "native-win32-x64": "1.2.3" },
        },
      },
    };
    const added = completeLock(fake, (name) =>
      name === "native-darwin-arm64" ? { "dist.integrity": "sha512-abc", os: "darwin", cpu: "arm64" } : null,
    );
    expect(added.sort()).toEqual(["node_modules/native-darwin-arm64", "node_modules/native-win32-x64"]);
    expect(fake.packages["node_modules/native-darwin-arm64"]).toMatchObject({
      version: "1.2.3",
      integrity: "sha512-abc",
      os: ["darwin"],
      cpu: ["arm64"],
      optional: true,
      dev: true,
    });
    expect(fake.packages["node_modules/native-win32-x64"]).toEqual({
      version: "1.2.3",
      cpu: ["x64"],
      dev: true,
      license: "MIT",
      optional: true,
      os: ["win32"],
    });
  });
});
