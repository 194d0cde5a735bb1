import { type CardMemoryView, NOUNS, plural } from "@recall/shared";

const DAY_MS = 86_400_000;

/** FSRS ratings as the review log names them. */
export const RATING_LABELS: Record<number, string> = { 1: "Again", 2: "Hard", 3: "Good", 4: "Easy" };

/** A moment as a medium date and time in the browser's time zone. */
export const formatMoment = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** A moment without the year, for the review log's narrow columns ("Jun 18, 2:44 PM"). */
export const formatShortMoment = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));

const days = (n: number) => plural(n, NOUNS.day);
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * "Why is this card due?" in plain sentences, from the learner's memory of the card: what state it is
 * in, what its stability means, and when and why it comes back.
 */
export function explainDue(memory: CardMemoryView | null, targetRetention: number, now: Date): string[] {
  if (!memory) return ["You have not answered this card yet. A session brings it to you as a new card."];
  const lines: string[] = [];
  if (memory.state === "learning" || memory.state === "relearning") {
    lines.push(
      memory.state === "learning"
        ? "It is in its learning steps: it comes back after minutes until you recall it on time."
        : "You forgot it last time, so it is relearning: short steps before days-long intervals again.",
    );
  } else if (memory.lastReview) {
    lines.push(
      `After your review on ${formatMoment(memory.lastReview)}, FSRS expects your memory of it to last ${days(
        round1(memory.stability),
      )}: that is when your chance to recall it falls to ${targetRetention}%.`,
    );
  }
  const dueIn = Math.ceil((new Date(memory.due).getTime() - now.getTime()) / DAY_MS);
  if (memory.isDue) {
    lines.push(
      `It is due now (since ${formatMoment(memory.due)}): reviewing it now, before you forget, strengthens it most.`,
    );
  } else {
    lines.push(
      `Next review: ${formatMoment(memory.due)}${dueIn >= 1 ? ` (in ${days(dueIn)})` : ""}, when your predicted recall reaches the ${targetRetention}% target.`,
    );
  }
  lines.push(`Today you would recall it with a probability of about ${round1(memory.retrievability)}%.`);
  if (memory.lapses > 0)
    lines.push(
      `You have forgotten it ${memory.lapses === 1 ? "once" : `${memory.lapses} times`}; each lapse shortens its stability.`,
    );
  return lines;
}
