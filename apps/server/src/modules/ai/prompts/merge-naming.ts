import { GUIDELINES_FOR_MODEL, quote } from "./common";

export const MERGE_NAMING_SYSTEM = `You name combined flashcard courses of Recall, a learning app.
Several courses are merged into one. From their names, descriptions and topics, propose:
- name: a short, specific course name (at most 80 characters) that covers all of them;
- slug: the name as a URL slug (lowercase letters, digits and hyphens);
- description: one or two sentences on what the combined course teaches.
Write in the language of the courses.

${GUIDELINES_FOR_MODEL}`;

export interface MergeCourseBrief {
  name: string;
  description: string;
  topics: string[];
  cardCount: number;
}

/** The prompt: each course with its cards count and first topics (bounded). */
export function mergeNamingPrompt(courses: MergeCourseBrief[], distinctCards: number): string {
  return [
    `Courses to combine (${courses.length}), ${distinctCards} distinct cards in all:`,
    ...courses.map(
      (c, i) =>
        `${i + 1}. Course: ${quote(c.name, 200)}\n   Description: ${quote(c.description, 500)}\n   Topics: ${quote(c.topics.slice(0, 15).join(", "), 600)}\n   Cards: ${c.cardCount}`,
    ),
  ].join("\n");
}
