import type { Database } from "../../db/client";
import type { JobControl, JobDeps, JobKind, JobSummary } from "./job-kind";
import { type JobRow, parseJob } from "./jobs.repository";

/** A registered kind as the runner sees it: the row is parsed inside, so the runner needs no types. */
export interface RegisteredKind {
  readonly kind: string;
  readonly failureMessage: string;
  run(
    row: JobRow,
    deps: JobDeps,
    control: JobControl,
  ): Promise<
    | { status: "interrupted" }
    | { status: "completed"; result: unknown; finalize(tx: Database): Promise<void> }
  >;
  summarize(row: JobRow): JobSummary;
}

function register<I, P, R>(def: JobKind<I, P, R>): RegisteredKind {
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
export class JobRegistry {
  private readonly kinds = new Map<string, RegisteredKind>();

  /** `kinds`: every kind the process runs; their type parameters differ, hence the per-kind `register`. */
  constructor(kinds: readonly { register(): RegisteredKind; readonly kind: string }[]) {
    for (const k of kinds) {
      if (this.kinds.has(k.kind)) throw new Error(`job kind "${k.kind}" is registered twice`);
      this.kinds.set(k.kind, k.register());
    }
  }

  has(kind: string): boolean {
    return this.kinds.has(kind);
  }

  /** The kind of a stored row; throws for a kind this build does not know (a newer version's job). */
  get(kind: string): RegisteredKind {
    const found = this.kinds.get(kind);
    if (!found) throw new Error(`unknown job kind "${kind}"`);
    return found;
  }
}

/**
 * Declares a kind. The returned object is the kind itself (use it to create jobs with typed input) and
 * knows how to register itself (list it in job-kinds.ts).
 */
export function defineJobKind<I, P, R>(
  def: JobKind<I, P, R>,
): JobKind<I, P, R> & { register(): RegisteredKind } {
  return { ...def, register: () => register(def) };
}
