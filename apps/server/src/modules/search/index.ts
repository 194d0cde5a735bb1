/** The search feature's public surface for other modules (routes live in ./search.routes). */
export { CLOSE_CARD_SIMILARITY, findCloseCardsInCourse } from "./search.service";
