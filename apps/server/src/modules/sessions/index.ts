/** What other modules may use of the sessions module (collections start sessions over their cards). */
export { presentSession } from "./session.presenter";
export { openSession, toCandidates } from "./sessions.service";
