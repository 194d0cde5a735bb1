import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import i18n, { type Catalog } from "../lib/i18n";
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

// The app loads a language's catalogs when it is chosen (lib/i18n.ts); tests switch languages synchronously,
// so every catalog is there from the start.
const catalogs = import.meta.glob<Catalog>("../locales/*/*.json", { eager: true, import: "default" });
for (const [file, catalog] of Object.entries(catalogs)) {
  const [, language, namespace] = /locales\/([\w-]+)\/([\w-]+)\.json$/.exec(file)!;
  i18n.addResourceBundle(language!, namespace!, catalog, true, true);
}
