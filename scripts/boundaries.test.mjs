import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkBoundaries, formatViolation } from "./boundaries.mjs";

const ROOTS = ["apps/server/src", "apps/web/src", "packages/shared/src"];
let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a small repository and checks it. @param {Record<string, string>} files */
function check(files, known = []) {
  root = mkdtempSync(path.join(os.tmpdir(), "recall-boundaries-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return checkBoundaries({ root, roots: ROOTS, known }).map(formatViolation);
}

const WEB = "apps/web/src/features";
const SERVER = "apps/server/src";

describe("import boundaries", () => {
  it("passes a tree that keeps every rule", () => {
    expect(
      check({
        [`${WEB}/a/index.ts`]: 'export { A } from "./components/a";\n',
        [`${WEB}/a/components/a.tsx`]: "export const A = 1;\n",
        [`${WEB}/b/components/b.tsx`]:
          'import { A } from "../../a";\nimport { A as A2 } from "../../a/index";\n',
        [`${WEB}/b/components/b.test.tsx`]: 'import { render } from "../../a/testing";\n',
        [`${WEB}/a/testing/index.ts`]: "export const render = 1;\n",
        [`${SERVER}/modules/x/index.ts`]:
          'export { findX } from "./x.service";\nexport type { XRow } from "./x.repository";\n',
        [`${SERVER}/modules/x/x.service.ts`]:
          'import { xRepository } from "./x.repository";\nexport const findX = xRepository;\n',
        [`${SERVER}/modules/x/x.repository.ts`]:
          "export const xRepository = 1;\nexport type XRow = number;\n",
        [`${SERVER}/modules/y/y.service.ts`]: 'import { findX, type XRow } from "../x/index";\n',
        [`${SERVER}/modules/jobs/queue.ts`]: 'import { errors } from "../../lib/errors";\n',
        [`${SERVER}/lib/errors.ts`]: "export const errors = 1;\n",
        // A circle of type-only imports vanishes at compile time; a lazy import() is not evaluated with the module.
        "packages/shared/src/p.ts": 'import type { Q } from "./q";\nexport type P = Q;\n',
        "packages/shared/src/q.ts": 'import { type P } from "./p";\nexport type Q = P;\n'.replace(
          "{ type P }",
          "type { P }",
        ),
        "packages/shared/src/lazy.ts": 'import { r } from "./r";\nexport const lazy = r;\n',
        "packages/shared/src/r.ts": 'export const r = () => import("./lazy");\n',
      }),
    ).toEqual([]);
  });

  it("finds a runtime circle, naming each file and import on it", () => {
    const found = check({
      "packages/shared/src/a.ts": 'import { b } from "./b";\nexport const a = b;\n',
      "packages/shared/src/b.ts": 'import { c } from "./c";\nexport const b = c;\n',
      "packages/shared/src/c.ts": 'export { a as c } from "./a";\n',
      "packages/shared/src/d.ts": 'import { type D } from "./d2";\nexport const d = 1;\n',
      "packages/shared/src/d2.ts": 'import { d } from "./d";\nexport type D = typeof d;\n',
    });
    expect(found).toEqual([
      'no-cycle: packages/shared/src/a.ts:1 ("./b") is in a runtime import circle of 3 file(s): packages/shared/src/a.ts:1 imports "./b" -> packages/shared/src/b.ts:1 imports "./c" -> packages/shared/src/c.ts:1 imports "./a" -> back to packages/shared/src/a.ts',
      // `import { type D }` stays in the output as `import {} from "./d2"` (verbatimModuleSyntax).
      'no-cycle: packages/shared/src/d.ts:1 ("./d2") is in a runtime import circle of 2 file(s): packages/shared/src/d.ts:1 imports "./d2" -> packages/shared/src/d2.ts:1 imports "./d" -> back to packages/shared/src/d.ts',
    ]);
  });

  it("refuses a web feature importing another feature's internals, also type-only and lazily", () => {
    const found = check({
      [`${WEB}/a/index.ts`]: 'export { A } from "./components/a";\n',
      [`${WEB}/a/components/a.tsx`]: "export const A = 1;\nexport type T = 1;\n",
      [`${WEB}/a/testing/index.ts`]: "export const render = 1;\n",
      [`${WEB}/b/components/b.tsx`]:
        'import type { T } from "../../a/components/a";\nimport { render } from "../../a/testing";\nexport const lazy = () => import("../../a/components/a");\n',
    });
    expect(found).toEqual([
      `feature-index: ${WEB}/b/components/b.tsx:1 ("../../a/components/a") imports ${WEB}/a/components/a.tsx, inside the a feature: import it from features/a/index.ts (export it there)`,
      `feature-index: ${WEB}/b/components/b.tsx:2 ("../../a/testing") imports ${WEB}/a/testing/index.ts, inside the a feature: import it from features/a/index.ts (export it there)`,
      `feature-index: ${WEB}/b/components/b.tsx:3 ("../../a/components/a") imports ${WEB}/a/components/a.tsx, inside the a feature: import it from features/a/index.ts (export it there)`,
    ]);
  });

  it("refuses another module's repository, also when its index re-exports it", () => {
    const found = check({
      [`${SERVER}/modules/x/index.ts`]:
        'import { xRepository } from "./x.repository";\nexport { xRepository };\nexport * from "./more";\n',
      [`${SERVER}/modules/x/more.ts`]: 'export * from "./more.repository";\nexport type Shape = 1;\n',
      [`${SERVER}/modules/x/more.repository.ts`]: "export const moreRepository = 1;\n",
      [`${SERVER}/modules/x/x.repository.ts`]: "export const xRepository = 1;\n",
      [`${SERVER}/modules/y/y.service.ts`]:
        'import { moreRepository, xRepository } from "../x/index";\nimport * as x from "../x/x.repository";\n',
    });
    expect(found).toEqual([
      `foreign-repository: ${SERVER}/modules/y/y.service.ts:1 ("../x/index") uses moreRepository from ${SERVER}/modules/x/more.repository.ts, the x module's repository: call a service the x module exports instead`,
      `foreign-repository: ${SERVER}/modules/y/y.service.ts:1 ("../x/index") uses xRepository from ${SERVER}/modules/x/x.repository.ts, the x module's repository: call a service the x module exports instead`,
      `foreign-repository: ${SERVER}/modules/y/y.service.ts:2 ("../x/x.repository") uses xRepository from ${SERVER}/modules/x/x.repository.ts, the x module's repository: call a service the x module exports instead`,
    ]);
  });

  it("refuses lib or jobs importing a feature module, and skips a listed known violation until it is gone", () => {
    const files = {
      [`${SERVER}/modules/courses/index.ts`]: "export const courses = 1;\n",
      [`${SERVER}/modules/jobs/kinds.ts`]:
        'import { courses } from "../courses/index";\nimport { q } from "./queue";\n',
      [`${SERVER}/modules/jobs/queue.ts`]: "export const q = 1;\n",
      [`${SERVER}/lib/helper.ts`]: 'import type { courses } from "../modules/courses/index";\n',
    };
    expect(check(files)).toEqual([
      `infra-feature: ${SERVER}/lib/helper.ts:1 ("../modules/courses/index") imports ${SERVER}/modules/courses/index.ts: lib imports no feature module (the feature registers with it, not the other way round)`,
      `infra-feature: ${SERVER}/modules/jobs/kinds.ts:1 ("../courses/index") imports ${SERVER}/modules/courses/index.ts: modules/jobs imports no feature module (the feature registers with it, not the other way round)`,
    ]);
    const known = [
      {
        rule: "infra-feature",
        from: `${SERVER}/modules/jobs/kinds.ts`,
        to: `${SERVER}/modules/courses/index.ts`,
        why: "moving",
      },
      {
        rule: "infra-feature",
        from: `${SERVER}/modules/jobs/queue.ts`,
        to: `${SERVER}/modules/courses/index.ts`,
        why: "gone",
      },
    ];
    expect(check(files, known)).toEqual([
      `infra-feature: ${SERVER}/lib/helper.ts:1 ("../modules/courses/index") imports ${SERVER}/modules/courses/index.ts: lib imports no feature module (the feature registers with it, not the other way round)`,
      `infra-feature: ${SERVER}/modules/jobs/queue.ts is listed as a known violation (${SERVER}/modules/jobs/queue.ts -> ${SERVER}/modules/courses/index.ts) that no longer occurs: remove it from the list`,
    ]);
  });
});
