/**
 * What other modules may use of the courses module. The access policy (who may see a course or card) lives
 * here and nowhere else: `courseVisibleTo` for queries, `canSeeCourse` for loaded rows, and the
 * read/write guards built on them.
 */
export { copyCardsInto } from "./bulk-cards.service";
export { presentCard, writableFields } from "./card.presenter";
export { addManualCard, appendCards } from "./card.service";
export { courseAsExport, getCourse, readCourseForExport, updateCourse } from "./course.service";
export { NO_EDIT_PERMISSION, requireOwnedCourse, requireReadableCourse } from "./course-access";
export {
  activateCourse,
  addPositionedCards,
  countCourseCards,
  discardCourse,
  findCardOfCourse,
  findCourseRow,
  insertCourseUnlessSlugTaken,
  listAllCourseCards,
  listCardFaces,
  updateCardFields,
} from "./course-records";
export { deleteAbandonedUploads, uploadCourse } from "./course-upload";
export {
  COURSE_VISIBILITY_FLAGS,
  type CourseVisibilityFacts,
  canSeeCourse,
  cardInSharedLibrary,
  courseVisibleTo,
  ownCourseIdsOf,
} from "./course-visibility";
export type { CardRow, CourseRow, CourseWithOwner } from "./courses.repository";
export { courseRoutes } from "./courses.routes";
export { errors } from "./route-common";
