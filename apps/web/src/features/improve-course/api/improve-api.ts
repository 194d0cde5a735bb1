import type {
  GenerateMcqBody,
  GenerateMcqResponse,
  McqOptionsBody,
  McqOptionsResponse,
} from "@recall/shared";
import { apiRequest } from "../../../lib/api-client";

const cardPath = (courseId: string, cardId: string) =>
  `/courses/${encodeURIComponent(courseId)}/cards/${encodeURIComponent(cardId)}`;

/** The MCQ improvement calls of requirements C7. A generation can be cancelled (a batch run, leaving the page). */
export const improveApi = {
  generateMcq: (courseId: string, cardId: string, body: GenerateMcqBody, signal?: AbortSignal) =>
    apiRequest<GenerateMcqResponse>("POST", `${cardPath(courseId, cardId)}/generate-mcq`, { body, signal }),
  saveMcqOptions: (courseId: string, cardId: string, body: McqOptionsBody, signal?: AbortSignal) =>
    apiRequest<McqOptionsResponse>("PATCH", `${cardPath(courseId, cardId)}/mcq-options`, { body, signal }),
};
