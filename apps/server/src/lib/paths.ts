import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Finds a folder of the server package (e.g. `drizzle`) from the running module,
 * whether it runs from `src/` (tests, dev) or from the bundled `dist/main.js`.
 */
export function findPackageDir(relative: string, marker: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, relative);
    if (existsSync(path.join(candidate, marker))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`Could not find ${relative}/${marker} above ${fileURLToPath(import.meta.url)}`);
}
