import type { CardType } from "@recall/shared";
import i18n from "../../../lib/i18n";
import "../i18n";

/** How a card type reads in the interface, in the interface language (requirements C2 Add Manual Card). */
export const cardTypeLabel = (type: CardType): string => i18n.t(`courses:cardTypes.${type}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Course ids are UUIDs: anything else under /courses/ is not a course (and is not sent to the API). */
export const isCourseId = (id: string | undefined): id is string => !!id && UUID.test(id);
