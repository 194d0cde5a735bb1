/** The courses feature's public surface for other features (routes live in ./routes). */
export { useCourseCards } from "./api/course-cards";
export { useCourseLanguages } from "./api/course-languages";
export { useCourse } from "./api/courses";
export { courseKeys } from "./api/query-keys";
export { CourseNotFound } from "./components/course-not-found";
export { isCourseId } from "./lib/card-labels";
export { downloadBlob } from "./lib/download-json";
export { isNotFound } from "./lib/is-not-found";
export { levelLabel } from "./lib/level-label";
