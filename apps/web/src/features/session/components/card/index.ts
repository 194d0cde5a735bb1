export { checkClozeAnswer, normalizeAnswer } from "./cloze-answer";
export { SessionCard, type SessionCardProps } from "./session-card";
