import {
  answerForApprovedOptions,
  checkCard,
  fieldMessage,
  type McqOptionsBody,
  mcqApprovalIssues,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import {
  type CardRow,
  findCardOfCourse,
  requireOwnedCourse,
  updateCardFields,
  writableFields,
} from "../courses/index";

/** The card rule paths as this route's body names them, so a 400 points at what the client sent. */
const BODY_PATH: Record<string, string> = { options: "mcqOptions", answerIndex: "mcqCorrectIndex" };

function renamePath(path: string): string {
  const [head, ...rest] = path.split(".");
  const renamed = BODY_PATH[head ?? ""];
  return renamed ? [renamed, ...rest].join(".") : path;
}

/**
 * PATCH /courses/:id/cards/:cardId/mcq-options (requirements C7, C5): the owner approves options, as suggested or
 * edited. The checks a suggestion went through run again on them (`mcqApprovalIssues`: none blank,
 * distinct, the question not giving the correct one away); the card becomes a multiple-choice card (type
 * mcq, options, answerIndex) and passes the one card rule set (`checkCard`); its answer follows the
 * correct option: kept when it already is that option, else set to the option's text (the owner's edit
 * wins; `answerForApprovedOptions`, docs/decisions/improve-course.md).
 */
export async function saveMcqOptions(
  db: Database,
  courseId: string,
  cardId: string,
  userId: string,
  body: z.output<typeof McqOptionsBody>,
): Promise<CardRow> {
  return db.transaction(async (tx) => {
    await requireOwnedCourse(tx, courseId, userId, { lock: true });
    const existing = await findCardOfCourse(tx, courseId, cardId);
    if (!existing) throw notFound("Card");
    const options = body.mcqOptions.map((o) => o.trim());
    const issues = mcqApprovalIssues({ face: existing.face, options, answerIndex: body.mcqCorrectIndex });
    if (issues.length > 0) {
      const fields = Object.fromEntries(issues.map((i) => [i.path, i.message]));
      throw new AppError("VALIDATION_ERROR", fieldMessage(issues[0]!.path, issues[0]!.message), fields);
    }
    const checked = checkCard({
      ...writableFields(existing),
      type: "mcq",
      options,
      answerIndex: body.mcqCorrectIndex,
      acceptableAnswers: null,
      back: answerForApprovedOptions(existing.back, options, body.mcqCorrectIndex),
    });
    if (!checked.ok) {
      const fields = Object.fromEntries(
        Object.entries(checked.fields).map(([path, message]) => [renamePath(path), message]),
      );
      const [path, message] = Object.entries(fields)[0]!;
      throw new AppError("VALIDATION_ERROR", fieldMessage(path, message), fields);
    }
    return updateCardFields(tx, cardId, checked.card);
  });
}
