import type {
  CoverageReportResponse,
  CreateSyllabusBody,
  CreateSyllabusResponse,
  GenerateSubtopicBody,
  GenerateSubtopicResponse,
  NextSubtopicsResponse,
  SyllabusListResponse,
} from "@recall/shared";
import { api } from "../../../lib/api-client";

const base = "/ai-content/syllabus";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** The syllabus calls of requirements C7. */
export const syllabusApi = {
  create: (body: CreateSyllabusBody) => api.postOnce<CreateSyllabusResponse>(`${base}/generate`, body),
  list: () => api.get<SyllabusListResponse>(base),
  report: (id: string) => api.get<CoverageReportResponse>(`${one(id)}/report`),
  next: (id: string, count: number) => api.get<NextSubtopicsResponse>(`${one(id)}/next`, { count }),
  generateSubtopic: (body: GenerateSubtopicBody) =>
    api.postOnce<GenerateSubtopicResponse>(`${base}/generate-subtopic`, body),
};
