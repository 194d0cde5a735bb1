import type {
  AiStatus,
  AiUsage,
  BriefTemplate,
  DiscoveryBody,
  DiscoveryResponse,
  Estimate,
  GenerateCourseAccepted,
  GenerateCourseBody,
  GenerateCourseResponse,
  GenerationJob,
  MaterialListResponse,
  MaterialResponse,
  MeResponse,
} from "@recall/shared";
import { api } from "../../../lib/api-client";

/** POST /ai-content/generate answers 200 with the course, or 202 with the job when it is still running. */
export type GenerateAnswer = GenerateCourseResponse | GenerateCourseAccepted;

/** The AI content calls of requirements C7, plus the guidelines acceptance of the auth routes. */
export const aiApi = {
  status: () => api.get<{ data: AiStatus }>("/ai-content/status"),
  usage: () => api.get<{ data: AiUsage }>("/ai-content/usage"),
  estimate: (cardCount: number) => api.get<{ data: Estimate }>(`/ai-content/estimate/${cardCount}`),
  templates: () => api.get<{ data: { templates: BriefTemplate[] } }>("/ai-content/templates"),
  discovery: (body: DiscoveryBody) => api.post<DiscoveryResponse>("/ai-content/discovery", body),
  generate: (body: GenerateCourseBody) => api.postOnce<GenerateAnswer>("/ai-content/generate", body),
  job: (id: string) => api.get<{ data: GenerationJob }>(`/ai-content/jobs/${encodeURIComponent(id)}`),
  courseGeneration: (courseId: string) =>
    api.get<{ data: GenerationJob | null }>(`/ai-content/courses/${encodeURIComponent(courseId)}/generation`),
  /** Writes the cards a generation fell short by into the same course; answers like `generate`. */
  generateRest: (jobId: string) =>
    api.postOnce<GenerateAnswer>(`/ai-content/jobs/${encodeURIComponent(jobId)}/generate-rest`),
  /** The learner's own material: pasted text, or a .txt, .md or .pdf file. */
  materials: () => api.get<MaterialListResponse>("/ai-content/materials"),
  createMaterial: (text: string) => api.post<MaterialResponse>("/ai-content/materials", { text }),
  uploadMaterial: (file: File) =>
    api.upload<MaterialResponse>("/ai-content/materials/file", file, { filename: file.name }),
  acceptGuidelines: () => api.post<MeResponse>("/auth/accept-guidelines"),
};
