// The import boundaries `npm test` checks (docs/decisions/module-boundaries.md), on the import graph of
// import-graph.mjs, which tells type-only imports apart: they vanish from the output
// (`verbatimModuleSyntax`), so they cannot make a runtime circle.
//
//   no-cycle           no runtime import circle (static `import`/`export ... from`, not `import type` or `import()`)
//   feature-index      a web feature imports another feature only through its index (tests: also its testing/ entry)
//   foreign-repository a server module never imports another module's *.repository.ts, directly or re-exported
//                      through that module's index
//   infra-feature      modules/jobs and lib import no feature module
import { findCycles } from "./import-cycles.mjs";
import { originOf, readImportGraph, runtimeExportOrigins } from "./import-graph.mjs";

const WEB_FEATURES = "apps/web/src/features/";
const SERVER_MODULES = "apps/server/src/modules/";
const SERVER_LIB = "apps/server/src/lib/";
/** Infrastructure, not a feature: the job queue every feature's job kinds register with. */
const INFRA_MODULE = "jobs";

const featureOf = (/** @type {string} */ file) =>
  file.startsWith(WEB_FEATURES) ? file.slice(WEB_FEATURES.length).split("/")[0] : null;
const moduleOf = (/** @type {string} */ file) =>
  file.startsWith(SERVER_MODULES) ? file.slice(SERVER_MODULES.length).split("/")[0] : null;
const isTestCode = (/** @type {string} */ file) =>
  /\.test\.tsx?$/.test(file) || file.includes("/testing/") || file.startsWith("apps/web/src/test/");

/**
 * @typedef {{ rule: string, file: string, line: number, specifier: string, target: string, message: string,
 *   cycle?: string[] }} Violation
 * @typedef {{ rule: string, from: string, to: string, why: string }} KnownViolation
 * An accepted edge `from` -> `to` (repo-relative files): the rules skip it and circles are looked for
 * without it. An entry that no longer matches any import is itself reported, so the list only shrinks.
 */

/**
 * @param {{ root: string, roots: string[], known?: KnownViolation[] }} options
 * @returns {Violation[]}
 */
export function checkBoundaries({ root, roots, known = [] }) {
  const graph = readImportGraph(root, roots);
  /** @type {Violation[]} */
  const violations = [];
  const used = new Set();
  const isKnown = (/** @type {string} */ rule, /** @type {string} */ from, /** @type {string} */ to) => {
    const index = known.findIndex((entry) => entry.rule === rule && entry.from === from && entry.to === to);
    if (index >= 0) used.add(index);
    return index >= 0;
  };
  const report = (rule, file, edge, message) => {
    if (isKnown(rule, file, edge.target)) return;
    violations.push({ rule, file, line: edge.line, specifier: edge.specifier, target: edge.target, message });
  };

  for (const [file, module] of graph) {
    const feature = featureOf(file);
    const ownModule = moduleOf(file);
    for (const edge of module.imports) {
      const targetFeature = featureOf(edge.target);
      if (feature && targetFeature && targetFeature !== feature) {
        const rest = edge.target.slice(WEB_FEATURES.length + targetFeature.length + 1);
        const allowed =
          /^index\.tsx?$/.test(rest) || (isTestCode(file) && /^testing\/index\.tsx?$/.test(rest));
        if (!allowed)
          report(
            "feature-index",
            file,
            edge,
            `imports ${edge.target}, inside the ${targetFeature} feature: import it from features/${targetFeature}/index.ts (export it there)`,
          );
      }

      const targetModule = moduleOf(edge.target);
      if (ownModule && targetModule && targetModule !== ownModule) {
        // Type-only bindings are shapes, not data access; everything else is followed to where it is declared.
        const bindings =
          edge.names === "all"
            ? runtimeExportOrigins(graph, edge.target)
            : edge.names
                .filter((binding) => binding.runtime)
                .map((binding) => ({
                  name: binding.name,
                  origin: originOf(graph, edge.target, binding.name),
                }));
        for (const { name, origin } of bindings)
          if (moduleOf(origin) === targetModule && origin.endsWith(".repository.ts"))
            report(
              "foreign-repository",
              file,
              { ...edge, target: origin },
              `uses ${name} from ${origin}, the ${targetModule} module's repository: call a service the ${targetModule} module exports instead`,
            );
      }

      const infra = file.startsWith(SERVER_LIB)
        ? "lib"
        : ownModule === INFRA_MODULE
          ? `modules/${INFRA_MODULE}`
          : null;
      if (infra && targetModule && targetModule !== INFRA_MODULE)
        report(
          "infra-feature",
          file,
          edge,
          `imports ${edge.target}: ${infra} imports no feature module (the feature registers with it, not the other way round)`,
        );
    }
  }

  violations.push(...findCycles(graph, (from, to) => isKnown("no-cycle", from, to)));
  violations.sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.message.localeCompare(b.message),
  );

  known.forEach((entry, index) => {
    if (!used.has(index))
      violations.push({
        rule: entry.rule,
        file: entry.from,
        line: 0,
        specifier: "",
        target: entry.to,
        message: `is listed as a known violation (${entry.from} -> ${entry.to}) that no longer occurs: remove it from the list`,
      });
  });
  return violations;
}

export const formatViolation = (violation) =>
  `${violation.rule}: ${violation.file}${violation.line ? `:${violation.line}` : ""}${
    violation.specifier ? ` ("${violation.specifier}")` : ""
  } ${violation.message}`;
