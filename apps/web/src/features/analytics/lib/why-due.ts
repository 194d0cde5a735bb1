import type { CardMemoryView } from "@recall/shared";
import i18n from "../../../lib/i18n";
import "../i18n";
import { formatNumber } from "./format";

const DAY_MS = 86_400_000;

/** FSRS ratings as the review log names them, in the interface language. */
export const ratingLabel = (grade: number) =>
  grade >= 1 && grade <= 4 ? i18n.t(`analytics:memory.ratings.${grade}`) : String(grade);

/** A moment as a medium date and time in the browser's time zone, in the interface language. */
export const formatMoment = (iso: string) =>
  new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** A moment without the year, for the review log's narrow columns ("Jun 18, 2:44 PM"). */
export const formatShortMoment = (iso: string) =>
  new Intl.DateTimeFormat(i18n.language, {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));

const round1 = (n: number) => Math.round(n * 10) / 10;
const t = (key: string, options?: Record<string, unknown>) => i18n.t(`analytics:whyDue.${key}`, options);
const days = (n: number) => t("days", { count: n, value: formatNumber(n) });

/**
 * "Why is this card due?" in plain sentences, from the learner's memory of the card: what state it is
 * in, what its stability means, and when and why it comes back.
 */
export function explainDue(memory: CardMemoryView | null, targetRetention: number, now: Date): string[] {
  if (!memory) return [t("neverAnswered")];
  const lines: string[] = [];
  if (memory.state === "learning" || memory.state === "relearning") {
    lines.push(memory.state === "learning" ? t("learning") : t("relearning"));
  } else if (memory.lastReview) {
    lines.push(
      t("lasts", {
        date: formatMoment(memory.lastReview),
        days: days(round1(memory.stability)),
        target: formatNumber(targetRetention),
      }),
    );
  }
  const dueIn = Math.ceil((new Date(memory.due).getTime() - now.getTime()) / DAY_MS);
  const due = formatMoment(memory.due);
  if (memory.isDue) lines.push(t("dueNow", { date: due }));
  else if (dueIn >= 1)
    lines.push(t("nextIn", { date: due, days: days(dueIn), target: formatNumber(targetRetention) }));
  else lines.push(t("next", { date: due, target: formatNumber(targetRetention) }));
  lines.push(t("today", { percent: formatNumber(round1(memory.retrievability)) }));
  if (memory.lapses > 0)
    lines.push(memory.lapses === 1 ? t("lapsesOnce") : t("lapses", { count: memory.lapses }));
  return lines;
}
