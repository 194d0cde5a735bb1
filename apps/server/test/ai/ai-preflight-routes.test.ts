import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

// Every route that reaches the model runs the AI preflight (modules/ai/ai-preflight.ts) as its preHandler:
// configured, verified email, guidelines accepted, affordable, content screen. Read from the app's own route
// table, so a new route that writes with the model (under /ai-content, or a "generate" route elsewhere)
// fails here until it declares the preflight or is listed below with the reason it has none.

/** Routes of those areas that never call the model, or that run the preflight in their service. */
const WITHOUT_ROUTE_PREFLIGHT: Record<string, string> = {
  "PUT /api/ai-content/course-plan/:id": "edits the plan's text; no model call",
  "POST /api/ai-content/merge/execute": "merges stored cards; no model call",
  "POST /api/ai-content/merge/analyze": "falls back to the course names; its service runs the preflight",
  "POST /api/ai-content/cards/index/:courseId": "indexes without tags without the model; its service runs it",
  "POST /api/ai-content/materials": "stores a pasted material; no model call",
  "POST /api/ai-content/materials/file": "stores an uploaded material; no model call",
};

/** The routes that call the model today: each must keep its preflight. */
const AI_ROUTES = [
  "POST /api/ai-content/discovery",
  "POST /api/ai-content/generate",
  "POST /api/ai-content/jobs/:id/generate-rest",
  "POST /api/ai-content/course-plan/create",
  "POST /api/ai-content/course-plan/:id/generate-next",
  "POST /api/ai-content/course-plan/:id/auto-generate",
  "POST /api/ai-content/syllabus/generate",
  "POST /api/ai-content/syllabus/generate-subtopic",
  "POST /api/courses/:id/cards/:cardId/generate-mcq",
  "POST /api/courses/:id/cards/:cardId/generate-related",
  "POST /api/courses/:id/cards/:cardId/generate-batch-related",
  "POST /api/courses/:id/cards/:cardId/generate-smart-related",
  "POST /api/courses/cards/:cardId/glossary/generate",
];

/**
 * "METHOD /path" -> the names of its preHandler hooks, read from `printRoutes` with hooks: a tree whose
 * lines carry a path relative to the parent (four characters of indent a level), the node's methods, and
 * then its hooks; a node's other methods repeat its segment on lines of their own.
 */
function routeTable(printed: string): Map<string, string[]> {
  const table = new Map<string, string[]>();
  const stack: string[] = [];
  let node = { segment: "", path: "" };
  let hooks: string[] = [];
  const register = (path: string, methods: string) => {
    hooks = [];
    for (const method of methods.split(", ")) table.set(`${method} ${path}`, hooks);
  };
  for (const line of printed.split("\n")) {
    const child = line.match(/^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/);
    if (child) {
      const depth = child[1]!.length / 4;
      const path = `${depth > 0 ? (stack[depth - 1] ?? "") : ""}${child[2]}`;
      stack.length = depth;
      stack.push(path);
      node = { segment: child[2]!, path };
      hooks = [];
      if (child[3]) register(path, child[3]);
      continue;
    }
    const sameNode = line.match(/^[│ ]*(\S+) \(([A-Z, ]+)\)$/);
    if (sameNode && sameNode[1] === node.segment) {
      register(node.path, sameNode[2]!);
      continue;
    }
    const hook = line.match(/• \(preHandler\) \[(.*)\]/);
    if (hook)
      hooks.push(...(JSON.parse(`[${hook[1]}]`) as string[]).map((name) => name.replace(/\(\)$/, "")));
  }
  return table;
}

let t: TestApp;
let table: Map<string, string[]>;
beforeAll(async () => {
  t = await createTestApp();
  table = routeTable(t.app.printRoutes({ includeHooks: true, commonPrefix: false }));
}, 180_000);
afterAll(() => t.close());

const hasPreflight = (route: string) => (table.get(route) ?? []).includes("aiRoutePreflight");

describe("the AI preflight on every AI route", () => {
  it("reads a route table with the app's routes", () => {
    expect(table.size).toBeGreaterThan(50);
    expect(table.get("GET /api/ai-content/jobs/:id")).toEqual([]);
    for (const route of [...AI_ROUTES, ...Object.keys(WITHOUT_ROUTE_PREFLIGHT)]) {
      expect(table.has(route), route).toBe(true);
    }
  });

  it("every route that calls the model has it", () => {
    const missing = AI_ROUTES.filter((route) => !hasPreflight(route));
    expect(missing.map((route) => `${route}: ${table.get(route)?.join(",")}`)).toEqual([]);
  });

  it("every writing route under /ai-content or named generate has it, or says why not", () => {
    const aiLooking = [...table.keys()].filter((route) => {
      const [method, path] = route.split(" ") as [string, string];
      const writes = !["GET", "HEAD", "OPTIONS"].includes(method);
      return writes && (path.startsWith("/api/ai-content/") || /generate/.test(path));
    });
    const missing = aiLooking.filter((route) => !hasPreflight(route) && !(route in WITHOUT_ROUTE_PREFLIGHT));
    expect(missing).toEqual([]);
    // The exemptions really are without it (a route that gains the preflight leaves the list).
    expect(Object.keys(WITHOUT_ROUTE_PREFLIGHT).filter(hasPreflight)).toEqual([]);
  });

  it("routes that read need no preflight", () => {
    expect(hasPreflight("GET /api/ai-content/status")).toBe(false);
    expect(hasPreflight("GET /api/ai-content/course-plans")).toBe(false);
  });
});
