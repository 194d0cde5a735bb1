import { type ColumnMapping, IMPORT_MESSAGES, type StartImportBody } from "@recall/shared";
import { AppError, badRequestOn } from "../../lib/errors";
import type { DelimitedRead } from "./delimited/read-delimited";
import type { ImportPlan } from "./import-plan";

/**
 * Files that can make no card are refused when they are uploaded (or, for the column mapping a learner
 * chooses, when the import is started), with the reason, instead of failing in the job after Start.
 */

const fileError = (message: string) => new AppError("BAD_REQUEST", message, { file: message });

/** Skipped groups named in a refusal; the rest are counted. */
const REASONS_NAMED = 3;

/** "No cards were found in this file." and why: what the reader left out, with its reasons. */
export function noCardsMessage(plan: ImportPlan): string {
  if (plan.skipped.length === 0) return IMPORT_MESSAGES.noCards;
  const named = plan.skipped
    .slice(0, REASONS_NAMED)
    .map((s) => `${s.count} ${s.what} (${s.reason})`)
    .join("; ");
  const more = plan.skipped.length > REASONS_NAMED ? "; and more" : "";
  return `${IMPORT_MESSAGES.noCards} Left out: ${named}${more}.`;
}

const cardCount = (plan: ImportPlan) => plan.courses.reduce((n, c) => n + c.cards.length, 0);

/** An Anki package that makes no card, refused at upload. */
export function refuseCardlessPlan(plan: ImportPlan): void {
  if (cardCount(plan) === 0) throw fileError(noCardsMessage(plan));
}

/** A delimited file no mapping can make a card of (one column, no row with two filled fields). */
export function refuseUnusableText(read: DelimitedRead): void {
  if (read.width < 2) throw fileError(IMPORT_MESSAGES.oneColumn);
  if (read.rowsWithTwoFields === 0) throw fileError(IMPORT_MESSAGES.noRowWithTwoFields);
}

const MAPPED_COLUMNS = ["face", "back", "topic", "tags"] as const satisfies (keyof ColumnMapping)[];

/** The learner's options at Start: every mapped column exists and the file then makes cards. */
export function refuseUnusableOptions(read: DelimitedRead, options: StartImportBody): void {
  for (const key of MAPPED_COLUMNS) {
    const column = options.mapping?.[key];
    if (column != null && column >= read.width) {
      throw badRequestOn(
        `mapping.${key}`,
        `Column ${column + 1} does not exist: the file has ${read.width} column${read.width === 1 ? "" : "s"}.`,
      );
    }
  }
  if (cardCount(read.plan) === 0) throw badRequestOn("mapping", noCardsMessage(read.plan));
}
