// The import boundaries `npm test` checks (docs/decisions/module-boundaries.md), read with the TypeScript
// parser rather than a bundler so type-only imports can be told apart: they vanish from the output
// (`verbatimModuleSyntax`), so they cannot make a runtime circle.
//
//   no-cycle          no runtime import circle (static `import`/`export ... from`, not `import type` or `import()`)
//   feature-index     a web feature imports another feature only through its index (tests: also its testing/ entry)
//   foreign-repository a server module never imports another module's *.repository.ts, directly or re-exported
//                     through that module's index
//   infra-feature     modules/jobs and lib import no feature module
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const SOURCE = /\.(ts|tsx)$/;
const WEB_FEATURES = "apps/web/src/features/";
const SERVER_MODULES = "apps/server/src/modules/";
const SERVER_LIB = "apps/server/src/lib/";
/** Infrastructure, not a feature: the job queue every feature's job kinds register with. */
const INFRA_MODULE = "jobs";

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : walk(full);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** @param {string} root @param {string} fromFile repo-relative @param {string} specifier */
function resolve(root, fromFile, specifier) {
  if (!specifier.startsWith(".")) return null;
  const base = path.posix.join(path.posix.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  if (base.endsWith(".js")) candidates.push(base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx"));
  return (
    candidates.find(
      (file) =>
        SOURCE.test(file) && existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile(),
    ) ?? null
  );
}

/**
 * @typedef {{ specifier: string, target: string, line: number, runtime: boolean, dynamic: boolean,
 *   names: { name: string, runtime: boolean }[] | "all" }} ImportEdge
 * `runtime`: the statement survives compilation (an `import { type A }` does, as `import {} from`).
 * `names`: the bindings imported or re-exported, "all" for a namespace import or `export *`.
 */

/** @param {string} root @param {string} file */
function parse(root, file) {
  const text = readFileSync(path.join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** @type {ImportEdge[]} */
  const imports = [];
  /** @type {Map<string, { from: string | null, name: string, runtime: boolean }>} exported name -> origin */
  const exports = new Map();
  /** @type {string[]} `export * from` targets */
  const starExports = [];
  /** @type {Map<string, { from: string, name: string }>} local import bindings, for `import { a }; export { a }` */
  const bindings = new Map();
  const lineOf = (/** @type {ts.Node} */ node) =>
    source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const add = (/** @type {string} */ specifier, /** @type {ts.Node} */ node, runtime, dynamic, names) => {
    const target = resolve(root, file, specifier);
    if (target) imports.push({ specifier, target, line: lineOf(node), runtime, dynamic, names });
    return target;
  };

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly = clause?.isTypeOnly ?? false;
      /** @type {{ name: string, runtime: boolean }[] | "all"} */
      let names = [];
      if (clause?.name) names.push({ name: "default", runtime: !typeOnly });
      const bound = clause?.namedBindings;
      if (bound && ts.isNamespaceImport(bound)) names = "all";
      else if (bound)
        for (const element of bound.elements)
          names.push({
            name: (element.propertyName ?? element.name).text,
            runtime: !typeOnly && !element.isTypeOnly,
          });
      const target = add(statement.moduleSpecifier.text, statement, !typeOnly, false, names);
      if (target && bound && ts.isNamedImports(bound))
        for (const element of bound.elements)
          bindings.set(element.name.text, {
            from: target,
            name: (element.propertyName ?? element.name).text,
          });
    } else if (ts.isExportDeclaration(statement)) {
      const typeOnly = statement.isTypeOnly;
      const clause = statement.exportClause;
      if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const names =
          clause && ts.isNamedExports(clause)
            ? clause.elements.map((element) => ({
                name: (element.propertyName ?? element.name).text,
                runtime: !typeOnly && !element.isTypeOnly,
              }))
            : "all";
        const target = add(statement.moduleSpecifier.text, statement, !typeOnly, false, names);
        if (!clause) {
          if (target) starExports.push(target);
        } else if (ts.isNamedExports(clause)) {
          for (const element of clause.elements)
            exports.set(element.name.text, {
              from: target,
              name: (element.propertyName ?? element.name).text,
              runtime: !typeOnly && !element.isTypeOnly,
            });
        }
      } else if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          const local = (element.propertyName ?? element.name).text;
          const binding = bindings.get(local);
          exports.set(element.name.text, {
            from: binding?.from ?? null,
            name: binding?.name ?? local,
            runtime: !typeOnly && !element.isTypeOnly,
          });
        }
      }
    }
  }
  // `import("./x")`: not part of a module's evaluation, so never a circle, but still a dependency.
  const visit = (/** @type {ts.Node} */ node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      add(node.arguments[0].text, node, true, true, "all");
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, exports, starExports };
}

/**
 * The file a binding exported by `file` is declared in, following re-exports (`export { a } from`,
 * `export *`, `import { a }; export { a }`).
 * @param {Map<string, ReturnType<typeof parse>>} graph @param {string} file @param {string} name
 * @returns {string}
 */
function originOf(graph, file, name, seen = new Set()) {
  const key = `${file}#${name}`;
  const module = graph.get(file);
  if (!module || seen.has(key)) return file;
  seen.add(key);
  const entry = module.exports.get(name);
  if (entry) return entry.from ? originOf(graph, entry.from, entry.name, seen) : file;
  for (const star of module.starExports) {
    const found = originOf(graph, star, name, seen);
    if (found !== star || graph.get(star)?.exports.has(name)) return found;
  }
  return file;
}

/** Everything `file` exports at runtime, by origin file. @param {Map<string, ReturnType<typeof parse>>} graph */
function runtimeExportOrigins(graph, file) {
  const module = graph.get(file);
  if (!module) return [];
  const origins = [...module.exports.entries()]
    .filter(([, entry]) => entry.runtime)
    .map(([name, entry]) => ({ name, origin: entry.from ? originOf(graph, entry.from, entry.name) : file }));
  for (const star of module.starExports) origins.push(...runtimeExportOrigins(graph, star));
  return origins;
}

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
  const files = roots
    .flatMap((dir) => walk(path.join(root, dir)))
    .map((file) => path.relative(root, file).split(path.sep).join("/"));
  /** @type {Map<string, ReturnType<typeof parse>>} */
  const graph = new Map(files.map((file) => [file, parse(root, file)]));
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
            ? [{ name: "*", origin: edge.target }, ...runtimeExportOrigins(graph, edge.target)]
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

/**
 * Each strongly connected component of the runtime import graph, reported once with one circle through it.
 * @param {Map<string, ReturnType<typeof parse>>} graph
 * @param {(from: string, to: string) => boolean} skip
 * @returns {Violation[]}
 */
function findCycles(graph, skip) {
  /** @type {Map<string, ImportEdge[]>} */
  const edges = new Map();
  for (const [file, module] of graph)
    edges.set(
      file,
      module.imports.filter(
        (edge) => edge.runtime && !edge.dynamic && graph.has(edge.target) && !skip(file, edge.target),
      ),
    );

  // Tarjan's algorithm, iterative (a deep import chain would overflow the stack).
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  /** @type {string[][]} */
  const components = [];
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const out = edges.get(frame.node) ?? [];
      if (frame.next < out.length) {
        const target = out[frame.next++].target;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = out.some((edge) => edge.target === frame.node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }

  return components.map((component) => {
    const members = new Set(component);
    const first = [...component].sort()[0];
    const circle = shortestCircle(first, edges, members);
    const steps = circle.map(
      (edge, i) => `${i === 0 ? first : circle[i - 1].target}:${edge.line} imports "${edge.specifier}"`,
    );
    return {
      rule: "no-cycle",
      file: first,
      line: circle[0].line,
      specifier: circle[0].specifier,
      target: circle[0].target,
      cycle: component.sort(),
      message: `is in a runtime import circle of ${component.length} file(s): ${steps.join(" -> ")} -> back to ${first}${
        component.length > circle.length
          ? ` (the circle's other files: ${component.filter((f) => !circle.some((e) => e.target === f)).join(", ")})`
          : ""
      }`,
    };
  });
}

/** Breadth-first: the shortest path from `start` back to itself inside the component. */
function shortestCircle(start, edges, members) {
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const edge of edges.get(node) ?? []) {
      if (!members.has(edge.target)) continue;
      if (edge.target === start) {
        const path = [edge];
        let at = node;
        while (at !== start) {
          const step = previous.get(at);
          path.unshift(step.edge);
          at = step.from;
        }
        return path;
      }
      if (!previous.has(edge.target)) {
        previous.set(edge.target, { from: node, edge });
        queue.push(edge.target);
      }
    }
  }
  return [];
}

/** @param {Violation} violation */
export const formatViolation = (violation) =>
  `${violation.rule}: ${violation.file}${violation.line ? `:${violation.line}` : ""}${
    violation.specifier ? ` ("${violation.specifier}")` : ""
  } ${violation.message}`;
