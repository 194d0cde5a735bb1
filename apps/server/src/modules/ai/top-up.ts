import { AI_LIMITS, type CardFields, type GeneratedCardOutput } from "@recall/shared";
import { AppError } from "../../lib/errors";
import { AiCallAborted, AiInvalidAnswer } from "./ai-call-errors";
import type { CardVerdict, CourseFaces } from "./card-checks";

/**
 * Generation to a plan (docs/decisions/ai-jobs.md): one call for the planned cards, every card checked,
 * then at most `maxExtraCalls` top-up calls for exactly what is still missing, and an exact shortfall when
 * even that is not enough. Every kind of generation (course batches, plan and syllabus subtopics, related
 * cards) goes through `generateToTarget`; only the prompt differs, behind `write`.
 */

export interface CardQuota {
  cards: number;
  /** How many of `cards` are multiple choice. */
  mcq: number;
}

/** One model call: how many cards to write, how many of them MCQ, and what went wrong before. */
export interface CardAsk extends CardQuota {
  /** 0 for the first call, 1..maxExtraCalls for the top-ups. */
  round: number;
  /** Why cards of earlier answers were refused, one line each (empty on the first call). */
  problems: string[];
  /** The questions already kept for this target, which the model must not repeat. */
  keptFaces: string[];
}

export interface TopUpOptions {
  target: CardQuota;
  /** Makes ONE model call for `ask` (budget-reserved by the AI client) and answers the cards written. */
  write(ask: CardAsk): Promise<readonly GeneratedCardOutput[]>;
  /** The card checks (card-checks `checkGeneratedCard`, bound to the batch's topic and course faces). */
  check(card: GeneratedCardOutput): CardVerdict;
  /** The course's faces; a kept card's face is added at once (parallel batches share it). */
  faces: CourseFaces;
  /** Top-up calls after the first one (default AI_LIMITS.topUpCalls = 3). */
  maxExtraCalls?: number;
}

export interface TopUpRound {
  asked: CardQuota;
  /** Cards in the answer (0 when it was not usable JSON), and how many of them were written as MCQ. */
  returned: number;
  returnedMcq: number;
  /** Cards of the answer that passed the card checks (kept or not), and the MCQ among them. */
  valid: number;
  validMcq: number;
  kept: number;
  keptMcq: number;
  problems: string[];
}

export interface TopUpResult {
  /** The kept cards, at most `target.cards`, in the order they were accepted. */
  cards: CardFields[];
  mcq: number;
  /** Model calls made (1 + top-ups, a failed one included); each may have used a repair attempt. */
  calls: number;
  rounds: TopUpRound[];
  /** What is still missing, or null when the target was met (cards and at least the MCQ count). */
  shortfall: CardQuota | null;
  /**
   * A top-up call that failed (budget exceeded, provider down) after the first answer: `cards` still holds
   * what was kept before it. The first call's failures are thrown instead (nothing was kept).
   */
  error: AppError | null;
}

interface Need {
  cards: number;
  mcq: number;
}

/**
 * Sorts one answer into the slots still open. MCQ slots take only MCQ cards; basic slots take basic
 * cards first, then surplus MCQs (a richer card, never turned into a basic one: its question may read
 * "Which of these..."). So a basic card written where an MCQ was asked counts as a missing MCQ, and is kept
 * only while the plan's basic quota has room. Cards beyond the open slots are ignored.
 */
function sortAnswer(
  answer: readonly GeneratedCardOutput[],
  need: Need,
  opts: Pick<TopUpOptions, "check" | "faces">,
): { kept: CardFields[]; problems: string[]; valid: number; validMcq: number } {
  const kept: CardFields[] = [];
  const problems: string[] = [];
  let valid = 0;
  let validMcq = 0;
  let mcqOpen = need.mcq;
  let basicOpen = need.cards - need.mcq;
  const surplus: CardFields[] = [];
  const keep = (card: CardFields) => {
    kept.push(card);
    opts.faces.add(card.face);
  };
  for (const raw of answer) {
    const verdict = opts.check(raw);
    if (!verdict.ok) {
      problems.push(verdict.problem);
      continue;
    }
    const { card } = verdict;
    valid += 1;
    if (card.type === "mcq") validMcq += 1;
    if (mcqOpen + basicOpen === 0) continue; // more cards than asked: checked for the figures, not kept
    if (card.type === "mcq" && mcqOpen > 0) {
      mcqOpen -= 1;
      keep(card);
    } else if (card.type === "mcq") {
      surplus.push(card);
    } else if (basicOpen > 0) {
      basicOpen -= 1;
      keep(card);
    } else {
      problems.push(`"${card.face.slice(0, 80)}": written as basic where a multiple-choice card was asked`);
    }
  }
  for (const card of surplus) {
    if (basicOpen === 0) break;
    if (opts.faces.has(card.face)) continue; // an identical face kept meanwhile
    basicOpen -= 1;
    keep(card);
  }
  return { kept, problems, valid, validMcq };
}

/** Generates cards to `target`, topping up within the bound; see the module comment. */
export async function generateToTarget(opts: TopUpOptions): Promise<TopUpResult> {
  const maxExtra = opts.maxExtraCalls ?? AI_LIMITS.topUpCalls;
  const cards: CardFields[] = [];
  const rounds: TopUpRound[] = [];
  let mcq = 0;
  let calls = 0;
  let problems: string[] = [];
  let error: AppError | null = null;
  const need = (): Need => ({
    cards: opts.target.cards - cards.length,
    mcq: Math.max(0, Math.min(opts.target.cards - cards.length, opts.target.mcq - mcq)),
  });

  for (let round = 0; round <= maxExtra && need().cards > 0; round++) {
    const asked = need();
    let answer: readonly GeneratedCardOutput[];
    calls += 1;
    try {
      answer = await opts.write({
        round,
        ...asked,
        problems: problems.slice(0, 20),
        keptFaces: cards.map((c) => c.face),
      });
    } catch (err) {
      if (err instanceof AiInvalidAnswer) {
        // Nothing usable in this answer: it counts as an empty one, and the next round asks again.
        problems = ["the previous answer was not valid JSON for the schema"];
        rounds.push({
          asked,
          returned: 0,
          returnedMcq: 0,
          valid: 0,
          validMcq: 0,
          kept: 0,
          keptMcq: 0,
          problems,
        });
        continue;
      }
      if (round === 0 || err instanceof AiCallAborted || !(err instanceof AppError)) throw err;
      error = err;
      break;
    }
    const sorted = sortAnswer(answer, asked, opts);
    const keptMcq = sorted.kept.filter((c) => c.type === "mcq").length;
    cards.push(...sorted.kept);
    mcq += keptMcq;
    problems = sorted.problems;
    if (answer.length < asked.cards) {
      problems.push(`only ${answer.length} of the ${asked.cards} cards asked for were written`);
    }
    rounds.push({
      asked,
      returned: answer.length,
      returnedMcq: answer.filter((c) => c.type === "mcq").length,
      valid: sorted.valid,
      validMcq: sorted.validMcq,
      kept: sorted.kept.length,
      keptMcq,
      problems,
    });
  }

  const missing = need();
  return {
    cards,
    mcq,
    calls,
    rounds,
    shortfall: missing.cards > 0 ? missing : null,
    error,
  };
}
