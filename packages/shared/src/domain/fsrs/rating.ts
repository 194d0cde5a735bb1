import type { Grade } from "ts-fsrs";

/**
 * ts-fsrs enums, re-exported so the apps need no direct ts-fsrs import.
 * Rating: 1 Again, 2 Hard, 3 Good, 4 Easy (0 Manual is never produced here).
 * State: 0 New, 1 Learning, 2 Review, 3 Relearning (the card_memory.state column).
 */
export { Rating, State } from "ts-fsrs";

/** A rating that schedules a review: Again, Hard, Good or Easy. */
export type ReviewGrade = Grade;
