// The import graph of a repository's TypeScript sources, read with the TypeScript parser (no type checking):
// for each file, the files it imports (relative specifiers resolved; packages left out), whether each
// import survives compilation, and what the file exports, so a name imported through an index can be
// followed to the file that declares it. Used by the boundary check (boundaries.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const SOURCE = /\.(ts|tsx)$/;

/** @typedef {ReturnType<typeof parse>} ModuleImports @typedef {Map<string, ModuleImports>} ImportGraph */

/**
 * Every .ts/.tsx file under `roots` (repo-relative folders), keyed by its repo-relative path.
 * @param {string} root @param {string[]} roots @returns {ImportGraph}
 */
export function readImportGraph(root, roots) {
  const files = roots
    .flatMap((dir) => walk(path.join(root, dir)))
    .map((file) => path.relative(root, file).split(path.sep).join("/"));
  return new Map(files.map((file) => [file, parse(root, file)]));
}

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

/**
 * The names a statement declares and exports itself (`export const a`, `export function f`,
 * `export type T`), each with whether it exists at runtime.
 * @param {ts.Statement} statement @returns {[string, boolean][]}
 */
function localExports(statement) {
  const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
  if (!modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return [];
  if (modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) return [["default", true]];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [[d.name.text, true]] : [],
    );
  const runtime = !ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement);
  const name = /** @type {{ name?: ts.Identifier }} */ (statement).name;
  return name && ts.isIdentifier(name) ? [[name.text, runtime]] : [];
}

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
    for (const [name, runtime] of localExports(statement)) exports.set(name, { from: null, name, runtime });
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
 * @param {ImportGraph} graph @param {string} file @param {string} name
 * @returns {string}
 */
export function originOf(graph, file, name, seen = new Set()) {
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

/** Everything `file` exports at runtime, by origin file. @param {ImportGraph} graph */
export function runtimeExportOrigins(graph, file, seen = new Set()) {
  const module = graph.get(file);
  if (!module || seen.has(file)) return [];
  seen.add(file);
  const origins = [...module.exports.entries()]
    .filter(([, entry]) => entry.runtime)
    .map(([name, entry]) => ({ name, origin: entry.from ? originOf(graph, entry.from, entry.name) : file }));
  for (const star of module.starExports) origins.push(...runtimeExportOrigins(graph, star, seen));
  return origins;
}
