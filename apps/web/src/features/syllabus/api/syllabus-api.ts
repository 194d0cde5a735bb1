import type { CreateSyllabusBody, GenerateSubtopicBody } from "@recall/shared";
import { api } from "../../../lib/api-client";

/** The syllabus calls of requirements C7. */
export const syllabusApi = {
  create: (body: CreateSyllabusBody) =>
    api.call("POST /ai-content/syllabus/generate", { body }, { once: true }),
  list: () => api.call("GET /ai-content/syllabus"),
  report: (id: string) => api.call("GET /ai-content/syllabus/:id/report", { params: { id } }),
  next: (id: string, count: number) =>
    api.call("GET /ai-content/syllabus/:id/next", { params: { id }, query: { count } }),
  generateSubtopic: (body: GenerateSubtopicBody) =>
    api.call("POST /ai-content/syllabus/generate-subtopic", { body }, { once: true }),
};
