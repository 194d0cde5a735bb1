import type {
  GenerateBatchRelatedBody,
  GenerateBatchRelatedResponse,
  GenerateGlossaryResponse,
  GenerateRelatedBody,
  GenerateRelatedResponse,
  GenerateSmartRelatedBody,
  GenerateSmartRelatedResponse,
  IndexCourseBody,
  IndexCourseResponse,
  SaveRelatedBody,
  SaveRelatedResponse,
} from "@recall/shared";
import { api } from "../../../lib/api-client";

const cardPath = (courseId: string, cardId: string) =>
  `/courses/${encodeURIComponent(courseId)}/cards/${encodeURIComponent(cardId)}`;

/** The related-card, glossary and indexing calls of requirements C7. */
export const relatedApi = {
  generate: (courseId: string, cardId: string, body: GenerateRelatedBody) =>
    api.post<GenerateRelatedResponse>(`${cardPath(courseId, cardId)}/generate-related`, body),
  save: (courseId: string, cardId: string, body: SaveRelatedBody) =>
    api.post<SaveRelatedResponse>(`${cardPath(courseId, cardId)}/related`, body),
  generateBatch: (courseId: string, cardId: string, body: GenerateBatchRelatedBody) =>
    api.post<GenerateBatchRelatedResponse>(`${cardPath(courseId, cardId)}/generate-batch-related`, body),
  /** The server picks the card's first concept without a card, writes, stores and links a card for it. */
  generateSmart: (courseId: string, cardId: string, body: GenerateSmartRelatedBody) =>
    api.post<GenerateSmartRelatedResponse>(`${cardPath(courseId, cardId)}/generate-smart-related`, body),
  generateGlossary: (cardId: string) =>
    api.post<GenerateGlossaryResponse>(`/courses/cards/${encodeURIComponent(cardId)}/glossary/generate`, {}),
  indexCourse: (courseId: string, body: IndexCourseBody) =>
    api.post<IndexCourseResponse>(`/ai-content/cards/index/${encodeURIComponent(courseId)}`, body),
};
