import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import i18n, { type Catalog, loadLanguage } from "../lib/i18n";
import { resetRecorders, server } from "./msw";

// CI machines have 2 cores shared by parallel workers: give findBy*/waitFor room beyond the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// A request no handler answers errors in the app (as a network failure) and fails its test here, so a test
// cannot pass on a page that fetched something nobody served.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request) => {
      unhandled.push(`${request.method} ${request.url}`);
      throw new Error(`No handler for ${request.method} ${request.url}`);
    },
  }),
);

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetRecorders();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Requests no test handler answered:\n${missed.join("\n")}`);
});
afterAll(() => server.close());

// English is always there in the app (common with the shell, a feature's own with its code): here every English
// catalog is there from the start. Another language loads when a test switches to it, as the app loads it
// when chosen (lib/i18n.ts loadLanguage); loading all four for every file cost ~0.4 s per test file.
const englishCatalogs = import.meta.glob<Catalog>("../locales/en/*.json", { eager: true, import: "default" });
for (const [file, catalog] of Object.entries(englishCatalogs)) {
  const namespace = /locales\/en\/([\w-]+)\.json$/.exec(file)![1]!;
  i18n.addResourceBundle("en", namespace, catalog, true, true);
}
const switchLanguage = i18n.changeLanguage.bind(i18n);
i18n.changeLanguage = (async (code?: string, callback?: Parameters<typeof i18n.changeLanguage>[1]) => {
  if (code) await loadLanguage(code);
  return switchLanguage(code, callback);
}) as typeof i18n.changeLanguage;
