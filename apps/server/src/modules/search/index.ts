/** The search feature's public surface for other modules (routes live in ./search.routes). */
export { type CardFieldsRow, cardColumns } from "./card-columns";
export { presentLibraryCard } from "./search.presenter";
export { CLOSE_CARD_SIMILARITY, findCloseCardsInCourse } from "./search.service";
