// Runtime import circles: the strongly connected components of the import graph (Tarjan), each reported
// once with the shortest circle through its first file, naming each file, line and import on it.

/**
 * Each strongly connected component of the runtime import graph, reported once with one circle through it.
 * @param {import("./import-graph.mjs").ImportGraph} graph
 * @param {(from: string, to: string) => boolean} skip
 * @returns {import("./boundaries.mjs").Violation[]}
 */
export function findCycles(graph, skip) {
  /** @type {Map<string, import("./import-graph.mjs").ImportEdge[]>} */
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
