import type {
  DiscoveryBody,
  GenerateCourseAccepted,
  GenerateCourseBody,
  GenerateCourseResponse,
} from "@recall/shared";
import { api } from "../../../lib/api-client";

/** POST /ai-content/generate answers 200 with the course, or 202 with the job when it is still running. */
export type GenerateAnswer = GenerateCourseResponse | GenerateCourseAccepted;

/** The AI content calls of requirements C7, plus the guidelines acceptance of the auth routes. */
export const aiApi = {
  status: () => api.call("GET /ai-content/status"),
  usage: () => api.call("GET /ai-content/usage"),
  estimate: (cardCount: number) => api.call("GET /ai-content/estimate/:cardCount", { params: { cardCount } }),
  templates: () => api.call("GET /ai-content/templates"),
  discovery: (body: DiscoveryBody) => api.call("POST /ai-content/discovery", { body }),
  generate: (body: GenerateCourseBody) => api.call("POST /ai-content/generate", { body }, { once: true }),
  job: (id: string) => api.call("GET /ai-content/jobs/:id", { params: { id } }),
  courseGeneration: (courseId: string) =>
    api.call("GET /ai-content/courses/:courseId/generation", { params: { courseId } }),
  /** Writes the cards a generation fell short by into the same course; answers like `generate`. */
  generateRest: (jobId: string) =>
    api.call("POST /ai-content/jobs/:id/generate-rest", { params: { id: jobId } }, { once: true }),
  /** The learner's own material: pasted text, or a .txt, .md or .pdf file. */
  materials: () => api.call("GET /ai-content/materials"),
  createMaterial: (text: string) => api.call("POST /ai-content/materials", { body: { text } }),
  uploadMaterial: (file: File) =>
    api.call("POST /ai-content/materials/file", { file, query: { filename: file.name } }),
  acceptGuidelines: () => api.call("POST /auth/accept-guidelines"),
};
