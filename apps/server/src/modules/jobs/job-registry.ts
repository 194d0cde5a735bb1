import type { Database } from "../../db/client";
import type { JobControl, JobDeps, JobKind, JobSummary } from "./job-kind";
import { type JobRow, parseJob } from "./jobs.repository";

/** A registered kind as the runner sees it: the row is parsed inside, so the runner needs no types. */
export interface RegisteredKind<D extends JobDeps = JobDeps> {
  readonly kind: string;
  readonly failureMessage: string;
  run(
    row: JobRow,
    deps: D,
    control: JobControl,
  ): Promise<
    | { status: "interrupted" }
    | { status: "completed"; result: unknown; finalize(tx: Database): Promise<void> }
  >;
  summarize(row: JobRow): JobSummary;
}

/** A kind as `defineJobKind` returns it, ready to be listed where the app is composed. */
export interface RegistrableKind<D extends JobDeps = JobDeps> {
  readonly kind: string;
  register(): RegisteredKind<D>;
}

function register<I, P, R, D extends JobDeps>(def: JobKind<I, P, R, D>): RegisteredKind<D> {
  return {
    kind: def.kind,
    failureMessage: def.failureMessage,
    async run(row, deps, control) {
      const job = parseJob(def, row);
      const outcome = await def.run(job, deps, control);
      if (outcome.status === "interrupted") return outcome;
      const result = def.schemas.result.parse(outcome.result);
      return {
        status: "completed",
        result,
        finalize: async (tx) => {
          await def.finalize?.(tx, job, result);
        },
      };
    },
    summarize: (row) => def.summarize(parseJob(def, row)),
  };
}

/** The kinds a job system can run, by name (docs/decisions/ai-jobs.md "Job registry"). */
export class JobRegistry<D extends JobDeps = JobDeps> {
  private readonly kinds = new Map<string, RegisteredKind<D>>();

  /** `kinds`: every kind the process runs; their type parameters differ, hence the per-kind `register`. */
  constructor(kinds: readonly RegistrableKind<D>[]) {
    for (const k of kinds) {
      if (this.kinds.has(k.kind)) throw new Error(`job kind "${k.kind}" is registered twice`);
      this.kinds.set(k.kind, k.register());
    }
  }

  has(kind: string): boolean {
    return this.kinds.has(kind);
  }

  /** The kind of a stored row; throws for a kind this build does not know (a newer version's job). */
  get(kind: string): RegisteredKind<D> {
    const found = this.kinds.get(kind);
    if (!found) throw new Error(`unknown job kind "${kind}"`);
    return found;
  }
}

/**
 * Declares a kind in its feature's folder. The returned object is the kind itself (use it to create jobs
 * with typed input) and knows how to register itself (the composition root lists it, src/job-kinds.ts).
 * A kind that needs more than `JobDeps` annotates its `run`'s deps, e.g. `deps: JobDeps & { ai: AiClient }`.
 */
export function defineJobKind<I, P, R, D extends JobDeps = JobDeps>(
  def: JobKind<I, P, R, D>,
): JobKind<I, P, R, D> & RegistrableKind<D> {
  return { ...def, register: () => register(def) };
}
