// `npm run check:boundaries` (part of `npm test`): the import rules of scripts/boundaries.mjs over the
// three workspaces' sources; prints each violation with its file, import and rule, and exits 1 if any.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkBoundaries, formatViolation } from "./boundaries.mjs";

const MODULES = "apps/server/src/modules/";

/**
 * The jobs module offers its repository as its API: a job kind saves its progress with jobs.repository
 * `saveProgress` inside its unit of work's transaction (jobs/job-kind.ts), and services read job rows with
 * `find`/`create`. These rows go once the jobs module exports functions for that instead.
 */
const JOBS_REPOSITORY_USERS = [
  ["foreign-repository", "course-plans/auto-generate.job.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "course-plans/course-plans.service.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "data-export/data-export.job.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "generation/generation.service.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "generation/kinds/course-batches.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "generation/kinds/course.job.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "generation/kinds/rest-source.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "generation/rest.service.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "data-export/data-export.service.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "imports/import.job.ts", "jobs/jobs.repository.ts"],
  ["foreign-repository", "imports/imports.service.ts", "jobs/jobs.repository.ts"],
];

/** @type {import("./boundaries.mjs").KnownViolation[]} */
const KNOWN_VIOLATIONS = [
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
