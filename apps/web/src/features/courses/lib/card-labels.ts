import type { CardType } from "@recall/shared";

/** How card types read in the interface (requirements C2 Add Manual Card). */
export const CARD_TYPE_LABELS: Record<CardType, string> = {
  basic: "Basic",
  mcq: "Multiple Choice",
  cloze: "Fill in the Blank",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Course ids are UUIDs: anything else under /courses/ is not a course (and is not sent to the API). */
export const isCourseId = (id: string | undefined): id is string => !!id && UUID.test(id);
