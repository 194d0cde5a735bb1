import type { GenerateMcqBody, McqOptionsBody } from "@recall/shared";
import { api } from "../../../lib/api-client";

/** The MCQ improvement calls of requirements C7. A generation can be cancelled (a batch run, leaving the page). */
export const improveApi = {
  generateMcq: (courseId: string, cardId: string, body: GenerateMcqBody, signal?: AbortSignal) =>
    api.call(
      "POST /courses/:id/cards/:cardId/generate-mcq",
      { params: { id: courseId, cardId }, body },
      { signal },
    ),
  saveMcqOptions: (courseId: string, cardId: string, body: McqOptionsBody, signal?: AbortSignal) =>
    api.call(
      "PATCH /courses/:id/cards/:cardId/mcq-options",
      { params: { id: courseId, cardId }, body },
      { signal },
    ),
};
