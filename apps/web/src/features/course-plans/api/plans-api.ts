import type { AutoGenerateBody, CreateCoursePlanBody, UpdateCoursePlanBody } from "@recall/shared";
import { api } from "../../../lib/api-client";

/** The course-plan calls of requirements C7. */
export const plansApi = {
  create: (body: CreateCoursePlanBody) => api.call("POST /ai-content/course-plan/create", { body }),
  list: () => api.call("GET /ai-content/course-plans"),
  get: (id: string) => api.call("GET /ai-content/course-plan/:id", { params: { id } }),
  update: (id: string, body: UpdateCoursePlanBody) =>
    api.call("PUT /ai-content/course-plan/:id", { params: { id }, body }),
  generateNext: (id: string) =>
    api.call("POST /ai-content/course-plan/:id/generate-next", { params: { id } }, { once: true }),
  autoGenerate: (id: string, body: AutoGenerateBody) =>
    api.call("POST /ai-content/course-plan/:id/auto-generate", { params: { id }, body }, { once: true }),
};
