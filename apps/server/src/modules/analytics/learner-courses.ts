import { type SQL, sql } from "drizzle-orm";
import { courseVisibleTo } from "../courses/index";

/**
 * The learner's courses (docs/decisions/analytics.md): the active courses the learner may see (the one
 * visibility rule, courses/course-visibility.ts) that they own or have answered at least one card in, as the
 * answers recorded it (answer_course_levels). Mastery, "new" cards, the forecast and retrievability
 * describe these courses' cards. A common table expression `learner_courses(id, name)` for a `with`.
 */
export function learnerCourses(userId: string): SQL {
  return sql`learner_courses(id, name) as (
      select courses.id, courses.name from courses
      where courses.is_active and ${courseVisibleTo(userId)}
        and (courses.owner_id = ${userId}
          or courses.id in (select course_id from answer_course_levels where user_id = ${userId}))
    )`;
}
