import type { Card, McqOptionsBody, McqSuggestion } from "@recall/shared";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { improveText } from "../i18n";
import type { BatchSettings } from "./batch-settings";
import { autoApprovalOf, type CardFlow } from "./card-flow";

/** requirements C4 Batch MCQ run: cards done (whatever came of them) of the total, and how many failed. */
export interface BatchProgress {
  total: number;
  completed: number;
  failed: number;
}

export interface BatchOutcome extends BatchProgress {
  saved: number;
  toReview: number;
  /** Of those left for review, the ones the checks do not trust (what is wrong is marked). */
  flagged: number;
  skipped: number;
  cancelled: boolean;
  /** Why the run stopped before the end (the budget is spent, AI went away...), else null. */
  stoppedBy: string | null;
}

export interface BatchDeps {
  cards: readonly Card[];
  settings: BatchSettings;
  /** Aborted by Cancel, or by leaving the page. */
  signal: AbortSignal;
  generate(card: Card, signal: AbortSignal): Promise<McqSuggestion>;
  save(card: Card, body: McqOptionsBody): Promise<unknown>;
  setFlow(cardId: string, flow: CardFlow | null): void;
  onProgress(progress: BatchProgress): void;
  onSkipped(card: Card, confidence: number): void;
  /** Resolves after `ms`, rejects when `signal` is aborted first. */
  wait(ms: number, signal: AbortSignal): Promise<void>;
}

/** A 429 is waited out (Retry-After, at most a minute) this many times per card before it counts as failed. */
export const RATE_LIMIT_RETRIES = 3;
const DEFAULT_RETRY_AFTER_S = 10;
const MAX_RETRY_AFTER_S = 60;

/** Failures after which every further card would fail the same way: the run stops and says why. */
function stopsTheRun(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (
    [
      "BUDGET_EXCEEDED",
      "AI_NOT_CONFIGURED",
      "GUIDELINES_NOT_ACCEPTED",
      "EMAIL_NOT_VERIFIED",
      "UNAUTHORIZED",
      "FORBIDDEN",
    ].includes(err.code ?? "")
  )
    return true;
  return err.status === 404 && err.message === "Course not found";
}

const isAbort = (err: unknown, signal: AbortSignal) =>
  signal.aborted || (err instanceof DOMException && err.name === "AbortError");

async function generateWithRateLimit(deps: BatchDeps, card: Card): Promise<McqSuggestion> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await deps.generate(card, deps.signal);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 429 || attempt >= RATE_LIMIT_RETRIES) throw err;
      const seconds = Math.min(MAX_RETRY_AFTER_S, err.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S);
      await deps.wait(seconds * 1000, deps.signal);
    }
  }
}

/**
 * Generates MCQ options for each card in turn (requirements C4): auto-approve saves without review a suggestion
 * the checks trust, otherwise the suggestion waits in the card's review panel; skip-low-confidence drops suggestions under the
 * threshold (with a toast); the delay separates cards. Cancelling (or leaving the page) stops at once:
 * the request in flight is abandoned and its card returns to idle. A save already sent is let finish.
 */
export async function runMcqBatch(deps: BatchDeps): Promise<BatchOutcome> {
  const { cards, settings, signal } = deps;
  const out: BatchOutcome = {
    total: cards.length,
    completed: 0,
    failed: 0,
    saved: 0,
    toReview: 0,
    flagged: 0,
    skipped: 0,
    cancelled: false,
    stoppedBy: null,
  };
  const progress = () => deps.onProgress({ total: out.total, completed: out.completed, failed: out.failed });
  progress();
  for (const [i, card] of cards.entries()) {
    if (signal.aborted) break;
    deps.setFlow(card.id, { status: "generating" });
    let suggestion: McqSuggestion;
    try {
      suggestion = await generateWithRateLimit(deps, card);
    } catch (err) {
      if (isAbort(err, signal)) {
        deps.setFlow(card.id, null);
        break;
      }
      const message = errorMessage(err, improveText("toast.generateFailed"));
      deps.setFlow(card.id, { status: "error", message, retry: { step: "generate" } });
      out.failed += 1;
      out.completed += 1;
      progress();
      if (stopsTheRun(err)) {
        out.stoppedBy = message;
        break;
      }
      if (!(await pause(deps, i))) break;
      continue;
    }
    const autoApproved = settings.autoApprove ? autoApprovalOf(suggestion) : null;
    if (settings.skipLowConfidence && suggestion.confidence < settings.confidenceThreshold) {
      deps.setFlow(card.id, null);
      deps.onSkipped(card, suggestion.confidence);
      out.skipped += 1;
    } else if (autoApproved) {
      const body = autoApproved;
      deps.setFlow(card.id, { status: "saving", suggestion, body });
      try {
        await deps.save(card, body);
        deps.setFlow(card.id, { status: "complete" });
        out.saved += 1;
      } catch (err) {
        const message = errorMessage(err, improveText("toast.saveFailed"));
        deps.setFlow(card.id, { status: "error", message, retry: { step: "save", suggestion, body } });
        out.failed += 1;
        if (stopsTheRun(err)) out.stoppedBy = message;
      }
    } else {
      deps.setFlow(card.id, { status: "reviewing", suggestion });
      out.toReview += 1;
      if (suggestion.problems.length > 0) out.flagged += 1;
    }
    out.completed += 1;
    progress();
    if (out.stoppedBy || !(await pause(deps, i))) break;
  }
  out.cancelled = signal.aborted && out.stoppedBy === null;
  return out;
}

/** The delay after card `i` (none after the last); false when the run was cancelled meanwhile. */
async function pause(deps: BatchDeps, i: number): Promise<boolean> {
  if (i >= deps.cards.length - 1) return !deps.signal.aborted;
  try {
    await deps.wait(deps.settings.delayBetweenCards, deps.signal);
    return true;
  } catch {
    return false;
  }
}

/** The batch completion toast (shown 5 s): what came of the run, in one line. */
export function batchSummary(o: BatchOutcome): string {
  const parts = [
    o.saved ? improveText("outcome.saved", { count: o.saved }) : null,
    o.toReview
      ? o.flagged
        ? improveText("outcome.toReviewFlagged", { count: o.toReview, flagged: o.flagged })
        : improveText("outcome.toReview", { count: o.toReview })
      : null,
    o.skipped ? improveText("outcome.skipped", { count: o.skipped }) : null,
    o.failed ? improveText("outcome.failed", { count: o.failed }) : null,
  ].filter(Boolean);
  const counts = parts.length ? parts.join(", ") : improveText("outcome.nothing");
  const progress = { done: o.completed, count: o.total, counts };
  if (o.stoppedBy) return improveText("outcome.stopped", { ...progress, reason: o.stoppedBy });
  if (o.cancelled) return improveText("outcome.cancelled", progress);
  return improveText("outcome.complete", { counts });
}

/** The skipped-card toast: the confidence and the first 50 characters of the face (requirements C4). */
export function skippedMessage(card: Pick<Card, "face">, confidence: number, threshold: number): string {
  const face = card.face.length > 50 ? `${card.face.slice(0, 50)}...` : card.face;
  return improveText("toast.skipped", {
    confidence: Math.round(confidence * 100),
    threshold: Math.round(threshold * 100),
    face,
  });
}

/** Resolves after `ms`; rejects with an AbortError when `signal` is aborted first. */
export function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException("Aborted", "AbortError"));
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException("Aborted", "AbortError"));
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
