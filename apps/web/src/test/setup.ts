import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import i18n, { type Catalog } from "../lib/i18n";

// CI machines have 2 cores shared by parallel workers: give findBy*/waitFor room beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup());

// The app loads a language's catalogs when it is chosen (lib/i18n.ts); tests switch languages synchronously,
// so every catalog is there from the start.
const catalogs = import.meta.glob<Catalog>("../locales/*/*.json", { eager: true, import: "default" });
for (const [file, catalog] of Object.entries(catalogs)) {
  const [, language, namespace] = /locales\/([\w-]+)\/([\w-]+)\.json$/.exec(file)!;
  i18n.addResourceBundle(language!, namespace!, catalog, true, true);
}
