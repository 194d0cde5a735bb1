import type {
  GenerateBatchRelatedBody,
  GenerateRelatedBody,
  GenerateSmartRelatedBody,
  IndexCourseBody,
  SaveRelatedBody,
} from "@recall/shared";
import { api } from "../../../lib/api-client";

/** The related-card, glossary and indexing calls of requirements C7. */
export const relatedApi = {
  generate: (courseId: string, cardId: string, body: GenerateRelatedBody) =>
    api.call("POST /courses/:id/cards/:cardId/generate-related", { params: { id: courseId, cardId }, body }),
  save: (courseId: string, cardId: string, body: SaveRelatedBody) =>
    api.call("POST /courses/:id/cards/:cardId/related", { params: { id: courseId, cardId }, body }),
  generateBatch: (courseId: string, cardId: string, body: GenerateBatchRelatedBody) =>
    api.call("POST /courses/:id/cards/:cardId/generate-batch-related", {
      params: { id: courseId, cardId },
      body,
    }),
  /** The server picks the card's first concept without a card, writes, stores and links a card for it. */
  generateSmart: (courseId: string, cardId: string, body: GenerateSmartRelatedBody) =>
    api.call("POST /courses/:id/cards/:cardId/generate-smart-related", {
      params: { id: courseId, cardId },
      body,
    }),
  generateGlossary: (cardId: string) =>
    api.call("POST /courses/cards/:cardId/glossary/generate", { params: { cardId }, body: {} }),
  indexCourse: (courseId: string, body: IndexCourseBody) =>
    api.call("POST /ai-content/cards/index/:courseId", { params: { courseId }, body }),
};
