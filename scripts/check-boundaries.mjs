// `npm run check:boundaries` (part of `npm test`): the import rules of scripts/boundaries.mjs over the
// three workspaces' sources; prints each violation with its file, import and rule, and exits 1 if any.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkBoundaries, formatViolation } from "./boundaries.mjs";

const MODULES = "apps/server/src/modules/";

/**
 * Known violations, waiting on the move of course generation out of modules/jobs (modules/jobs is being
 * rewritten there, so it is not edited here). Each row: rule, importing file, then the files it may still
 * import (paths under apps/server/src/modules/). A row that no longer matches fails the check, so the
 * list can only shrink: once the move lands, these rows go, and the moved generation code reads courses
 * and materials through courses/course-records.ts and materials.service.ts, so the `coursesRepository`
 * and `materialsRepository` exports of those modules' index.ts go too.
 */
const GENERATION_MOVE = [
  // modules/jobs holds course generation, and job-kinds.ts lists the feature modules' job kinds.
  ["infra-feature", "jobs/generation.service.ts", "ai/index.ts", "courses/index.ts", "materials/index.ts"],
  ["infra-feature", "jobs/rest.service.ts", "ai/index.ts", "courses/index.ts"],
  ["infra-feature", "jobs/kinds/course.job.ts", "ai/index.ts", "courses/index.ts"],
  ["infra-feature", "jobs/kinds/course-batches.ts", "ai/index.ts", "courses/index.ts", "materials/index.ts"],
  ["infra-feature", "jobs/kinds/course-rest.job.ts", "ai/index.ts"],
  ["infra-feature", "jobs/kinds/rest-plan.ts", "ai/index.ts"],
  ["infra-feature", "jobs/kinds/rest-plan.test.ts", "ai/index.ts"],
  ["infra-feature", "jobs/kinds/rest-source.ts", "ai/index.ts"],
  [
    "infra-feature",
    "jobs/job-kinds.ts",
    "course-plans/index.ts",
    "data-export/index.ts",
    "imports/index.ts",
    "memory-model/index.ts",
  ],
  // The AI client and an AI call's cost and abort, which the runner knows of today.
  ["infra-feature", "jobs/job-kind.ts", "ai/index.ts"],
  ["infra-feature", "jobs/job-runner.ts", "ai/index.ts"],
  ["infra-feature", "jobs/job-system.ts", "ai/index.ts"],
  ["infra-feature", "jobs/job.presenter.ts", "ai/index.ts"],
  ["foreign-repository", "jobs/kinds/course.job.ts", "courses/courses.repository.ts"],
  [
    "foreign-repository",
    "jobs/kinds/course-batches.ts",
    "courses/courses.repository.ts",
    "materials/materials.repository.ts",
  ],
];

/**
 * The jobs module offers its repository as its API: a job kind saves its progress with jobs.repository
 * `saveProgress` inside its unit of work's transaction (jobs/job-kind.ts), and services read job rows with
 * `find`/`create`. Replacing that with functions the jobs module exports means editing modules/jobs,
 * which the generation move above owns; these rows go when that is done.
 */
const JOBS_REPOSITORY_USERS = [
  ["foreign-repository", "course-plans/auto-generate.job.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "course-plans/course-plans.service.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "data-export/data-export.job.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "data-export/data-export.service.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "imports/import.job.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "imports/imports.service.ts", "jobs/jobs.repository.ts"],
];

/** @type {import("./boundaries.mjs").KnownViolation[]} */
const KNOWN_VIOLATIONS = [
  ...GENERATION_MOVE.map((row) => ({ row, why: "generation move" })),
  ...JOBS_REPOSITORY_USERS.map((row) => ({ row, why: "jobs repository as API" })),
].flatMap(({ row: [rule, from, ...targets], why }) =>
  targets.map((to) => ({ rule, from: MODULES + from, to: MODULES + to, why })),
);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const violations = checkBoundaries({
  root,
  roots: ["apps/server/src", "apps/web/src", "packages/shared/src"],
  known: KNOWN_VIOLATIONS,
});
for (const violation of violations) console.log(formatViolation(violation));
console.log(
  `import boundaries: ${violations.length === 0 ? "ok" : `${violations.length} violation(s)`} (${KNOWN_VIOLATIONS.length} known, listed in scripts/check-boundaries.mjs)`,
);
process.exit(violations.length === 0 ? 0 : 1);
