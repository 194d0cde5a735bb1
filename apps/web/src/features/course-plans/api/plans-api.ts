import type {
  AutoGenerateBody,
  CoursePlanResponse,
  CoursePlansResponse,
  CreateCoursePlanBody,
  GenerateNextResponse,
  UpdateCoursePlanBody,
} from "@recall/shared";
import { api, apiRequest } from "../../../lib/api-client";

const planPath = (id: string) => `/ai-content/course-plan/${encodeURIComponent(id)}`;

/** The course-plan calls of requirements C7. */
export const plansApi = {
  create: (body: CreateCoursePlanBody) =>
    apiRequest<CoursePlanResponse>("POST", "/ai-content/course-plan/create", { body }),
  list: () => apiRequest<CoursePlansResponse>("GET", "/ai-content/course-plans"),
  get: (id: string) => apiRequest<CoursePlanResponse>("GET", planPath(id)),
  update: (id: string, body: UpdateCoursePlanBody) =>
    apiRequest<CoursePlanResponse>("PUT", planPath(id), { body }),
  generateNext: (id: string) => api.postOnce<GenerateNextResponse>(`${planPath(id)}/generate-next`),
  autoGenerate: (id: string, body: AutoGenerateBody) =>
    api.postOnce<CoursePlanResponse>(`${planPath(id)}/auto-generate`, body),
};
