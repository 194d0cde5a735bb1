import { z } from "zod";
import * as ai from "./ai";
import { LEARNER_ROUTES } from "./api-routes-learner";
import * as bulkCards from "./bulk-cards";
import * as collections from "./collections";
import * as common from "./common";
import * as coursePlans from "./course-plans";
import * as courses from "./courses";
import * as imports from "./imports";
import * as improve from "./improve";
import * as materials from "./materials";
import * as merge from "./merge";
import * as related from "./related";
import * as search from "./search";
import * as syllabi from "./syllabi";

/** One JSON route: its path parameters, query string, body, and the body of its successful answer. */
export interface RouteContract {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A body sent as raw bytes (application/octet-stream), not JSON. */
  file?: true;
  response: z.ZodType;
}

/** Routes that start paid or long work answer 200 with the result, or 202 with the job still running. */
const GenerateCourseAnswer = z.union([ai.GenerateCourseResponse, ai.GenerateCourseAccepted]);

/**
 * Every JSON route the web calls, keyed `METHOD /path` as the server declares it (without the /api prefix),
 * with the schemas the server's route validates and answers with. The web client infers its request and
 * answer types from it, and web tests answer requests through it; a server test checks that every key is
 * a route of the app. File downloads are not here: their answer is bytes, not a schema.
 */
export const API_ROUTES = {
  ...LEARNER_ROUTES,
  // AI content (requirements C7)
  "GET /ai-content/status": { response: ai.AiStatusResponse },
  "GET /ai-content/usage": { response: ai.AiUsageResponse },
  "GET /ai-content/estimate/:cardCount": {
    params: ai.EstimateParams,
    query: ai.EstimateQuery,
    response: ai.EstimateResponse,
  },
  "GET /ai-content/templates": { response: ai.TemplatesResponse },
  "POST /ai-content/discovery": { body: ai.DiscoveryBody, response: ai.DiscoveryResponse },
  "POST /ai-content/generate": { body: ai.GenerateCourseBody, response: GenerateCourseAnswer },
  "GET /ai-content/jobs/:id": { params: ai.JobParams, response: ai.GenerationJobResponse },
  "GET /ai-content/courses/:courseId/generation": {
    params: ai.CourseJobParams,
    response: ai.CourseGenerationResponse,
  },
  "POST /ai-content/jobs/:id/generate-rest": { params: ai.JobParams, response: GenerateCourseAnswer },
  "GET /ai-content/materials": { response: materials.MaterialListResponse },
  "POST /ai-content/materials": { body: materials.CreateMaterialBody, response: materials.MaterialResponse },
  "POST /ai-content/materials/file": {
    query: materials.MaterialFileQuery,
    file: true,
    response: materials.MaterialResponse,
  },
  "POST /ai-content/merge/analyze": { body: merge.MergeAnalyzeBody, response: merge.MergeAnalysisResponse },
  "POST /ai-content/merge/execute": { body: merge.MergeExecuteBody, response: merge.MergeResultResponse },
  "POST /ai-content/course-plan/create": {
    body: coursePlans.CreateCoursePlanBody,
    response: coursePlans.CoursePlanResponse,
  },
  "GET /ai-content/course-plans": { response: coursePlans.CoursePlansResponse },
  "GET /ai-content/course-plan/:id": {
    params: coursePlans.CoursePlanParams,
    response: coursePlans.CoursePlanResponse,
  },
  "PUT /ai-content/course-plan/:id": {
    params: coursePlans.CoursePlanParams,
    body: coursePlans.UpdateCoursePlanBody,
    response: coursePlans.CoursePlanResponse,
  },
  "POST /ai-content/course-plan/:id/generate-next": {
    params: coursePlans.CoursePlanParams,
    response: coursePlans.GenerateNextResponse,
  },
  "POST /ai-content/course-plan/:id/auto-generate": {
    params: coursePlans.CoursePlanParams,
    body: coursePlans.AutoGenerateBody,
    response: coursePlans.CoursePlanResponse,
  },
  "POST /ai-content/syllabus/generate": {
    body: syllabi.CreateSyllabusBody,
    response: syllabi.CreateSyllabusResponse,
  },
  "GET /ai-content/syllabus": { response: syllabi.SyllabusListResponse },
  "GET /ai-content/syllabus/:id/report": {
    params: syllabi.SyllabusParams,
    response: syllabi.CoverageReportResponse,
  },
  "GET /ai-content/syllabus/:id/next": {
    params: syllabi.SyllabusParams,
    query: syllabi.NextSubtopicsQuery,
    response: syllabi.NextSubtopicsResponse,
  },
  "POST /ai-content/syllabus/generate-subtopic": {
    body: syllabi.GenerateSubtopicBody,
    response: syllabi.GenerateSubtopicResponse,
  },
  "POST /ai-content/cards/index/:courseId": {
    params: related.IndexCourseParams,
    body: related.IndexCourseBody,
    response: related.IndexCourseResponse,
  },

  // Courses and their cards (requirements C2, C5, C7, C8)
  "POST /courses/upload": { body: courses.UploadCourseRequest, response: courses.UploadCourseResponse },
  "GET /courses": { query: courses.CourseListQuery, response: courses.CourseListResponse },
  "GET /courses/public": { query: courses.PublicCourseListQuery, response: courses.CourseListResponse },
  "GET /courses/:id": { params: courses.CourseParams, response: courses.CourseResponse },
  "PATCH /courses/:id": {
    params: courses.CourseParams,
    body: courses.UpdateCourseBody,
    response: courses.CourseResponse,
  },
  "DELETE /courses/:id": { params: courses.CourseParams, response: courses.DeleteCourseResponse },
  "GET /courses/:id/export": { params: courses.CourseParams, response: courses.ExportCourseResponse },
  "POST /courses/manual-card": { body: courses.ManualCardBody, response: courses.ManualCardResponse },
  "GET /courses/:id/cards": {
    params: courses.CourseParams,
    query: courses.CourseCardsQuery,
    response: courses.CourseCardsResponse,
  },
  "PATCH /courses/:id/cards/:cardId": {
    params: courses.CourseCardParams,
    body: courses.UpdateCardBody,
    response: courses.CardResponse,
  },
  "DELETE /courses/:id/cards/:cardId": {
    params: courses.CourseCardParams,
    response: courses.DeleteCardResponse,
  },
  "POST /courses/:id/cards/:cardId/move": {
    params: courses.CourseCardParams,
    body: courses.MoveCopyBody,
    response: courses.MoveCopyResponse,
  },
  "POST /courses/:id/cards/:cardId/copy": {
    params: courses.CourseCardParams,
    body: courses.MoveCopyBody,
    response: courses.MoveCopyResponse,
  },
  "POST /courses/:id/cards/bulk-delete": {
    params: courses.CourseParams,
    body: bulkCards.BulkDeleteBody,
    response: bulkCards.BulkCardsResponse,
  },
  "POST /courses/:id/cards/bulk-move": {
    params: courses.CourseParams,
    body: bulkCards.BulkTransferBody,
    response: bulkCards.BulkCardsResponse,
  },
  "POST /courses/:id/cards/bulk-copy": {
    params: courses.CourseParams,
    body: bulkCards.BulkTransferBody,
    response: bulkCards.BulkCardsResponse,
  },
  "POST /courses/:id/cards/:cardId/generate-mcq": {
    params: courses.CourseCardParams,
    body: improve.GenerateMcqBody,
    response: improve.GenerateMcqResponse,
  },
  "PATCH /courses/:id/cards/:cardId/mcq-options": {
    params: courses.CourseCardParams,
    body: improve.McqOptionsBody,
    response: improve.McqOptionsResponse,
  },
  "POST /courses/:id/cards/:cardId/generate-related": {
    params: courses.CourseCardParams,
    body: related.GenerateRelatedBody,
    response: related.GenerateRelatedResponse,
  },
  "POST /courses/:id/cards/:cardId/related": {
    params: courses.CourseCardParams,
    body: related.SaveRelatedBody,
    response: related.SaveRelatedResponse,
  },
  "POST /courses/:id/cards/:cardId/generate-batch-related": {
    params: courses.CourseCardParams,
    body: related.GenerateBatchRelatedBody,
    response: related.GenerateBatchRelatedResponse,
  },
  "POST /courses/:id/cards/:cardId/generate-smart-related": {
    params: courses.CourseCardParams,
    body: related.GenerateSmartRelatedBody,
    response: related.GenerateSmartRelatedResponse,
  },
  "POST /courses/cards/:cardId/glossary/generate": {
    params: related.GlossaryCardParams,
    body: related.GenerateGlossaryBody,
    response: related.GenerateGlossaryResponse,
  },
  "POST /cards/search": { body: search.CardSearchBody, response: search.CardSearchResponse },

  // Imports (requirements C5)
  "POST /imports": { query: imports.ImportFileQuery, file: true, response: imports.ImportUploadResponse },
  "POST /imports/:id/start": {
    params: common.IdParams,
    body: imports.StartImportBody,
    response: imports.ImportStatusResponse,
  },
  "GET /imports/:id": { params: common.IdParams, response: imports.ImportStatusResponse },

  // Collections and the library (requirements C9)
  "GET /collections": {
    query: collections.CollectionListQuery,
    response: collections.CollectionListResponse,
  },
  "POST /collections": { body: collections.CreateCollectionBody, response: collections.CollectionResponse },
  "GET /collections/:id": { params: collections.CollectionParams, response: collections.CollectionResponse },
  "PATCH /collections/:id": {
    params: collections.CollectionParams,
    body: collections.UpdateCollectionBody,
    response: collections.CollectionResponse,
  },
  "DELETE /collections/:id": {
    params: collections.CollectionParams,
    response: collections.DeleteCollectionResponse,
  },
  "GET /collections/:id/cards": {
    params: collections.CollectionParams,
    query: collections.CollectionCardsQuery,
    response: collections.CollectionCardsResponse,
  },
  "POST /collections/:id/cards": {
    params: collections.CollectionParams,
    body: collections.CollectionCardsBody,
    response: collections.AddCollectionCardsResponse,
  },
  "DELETE /collections/:id/cards": {
    params: collections.CollectionParams,
    body: collections.CollectionCardsBody,
    response: collections.RemoveCollectionCardsResponse,
  },
  "PATCH /collections/:id/reorder": {
    params: collections.CollectionParams,
    body: collections.ReorderCollectionBody,
    response: collections.ReorderCollectionResponse,
  },
  "POST /collections/:id/duplicate": {
    params: collections.CollectionParams,
    body: collections.DuplicateCollectionBody,
    response: collections.CollectionResponse,
  },
  "GET /collections/compare/:idA/:idB": {
    params: collections.CompareCollectionsParams,
    response: collections.CompareCollectionsResponse,
  },
  "POST /collections/from-course/:courseId": {
    params: collections.FromCourseParams,
    response: collections.CollectionResponse,
  },
  "GET /collections/:id/stats": {
    params: collections.CollectionParams,
    response: collections.CollectionStatsResponse,
  },
  "POST /collections/search-cards": { body: search.CardSearchBody, response: search.CardSearchResponse },
  "GET /collections/available-topics": { response: search.AvailableTopicsResponse },
  "GET /collections/available-levels": { response: search.AvailableLevelsResponse },
} satisfies Record<string, RouteContract>;

export type ApiRoutes = typeof API_ROUTES;
export type ApiRouteKey = keyof ApiRoutes;
