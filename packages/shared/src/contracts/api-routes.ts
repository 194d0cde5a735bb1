import { z } from "zod";
import {
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  DataExportResponse,
  DeleteAccountBody,
  DeletionPreviewResponse,
  ForgotPasswordBody,
  ResetPasswordBody,
  RevokedResponse,
  SignInsResponse,
} from "./account";
import {
  AiStatusResponse,
  AiUsageResponse,
  CourseGenerationResponse,
  CourseJobParams,
  DiscoveryBody,
  DiscoveryResponse,
  EstimateParams,
  EstimateQuery,
  EstimateResponse,
  GenerateCourseAccepted,
  GenerateCourseBody,
  GenerateCourseResponse,
  GenerationJobResponse,
  JobParams,
  TemplatesResponse,
} from "./ai";
import {
  CardMemoryParams,
  CardMemoryResponse,
  ForecastResponse,
  HeatmapResponse,
  LevelMasteryResponse,
  OverallResponse,
  PatternsResponse,
  PerformanceQuery,
  PerformanceResponse,
  RetentionResponse,
  StreakResponse,
  TopicMasteryResponse,
} from "./analytics";
import {
  AuthResponse,
  LoginBody,
  MeResponse,
  ResendVerificationBody,
  SignupBody,
  UpdateMeBody,
  UpdateMeResponse,
  VerifyEmailParams,
} from "./auth";
import { BulkCardsResponse, BulkDeleteBody, BulkTransferBody } from "./bulk-cards";
import {
  AddCollectionCardsResponse,
  CollectionCardsBody,
  CollectionCardsQuery,
  CollectionCardsResponse,
  CollectionListQuery,
  CollectionListResponse,
  CollectionParams,
  CollectionResponse,
  CollectionStatsResponse,
  CompareCollectionsParams,
  CompareCollectionsResponse,
  CreateCollectionBody,
  DeleteCollectionResponse,
  DuplicateCollectionBody,
  FromCourseParams,
  RemoveCollectionCardsResponse,
  ReorderCollectionBody,
  ReorderCollectionResponse,
  UpdateCollectionBody,
} from "./collections";
import { IdParams, MessageResponse } from "./common";
import {
  AutoGenerateBody,
  CoursePlanParams,
  CoursePlanResponse,
  CoursePlansResponse,
  CreateCoursePlanBody,
  GenerateNextResponse,
  UpdateCoursePlanBody,
} from "./course-plans";
import {
  CardResponse,
  CourseCardParams,
  CourseCardsQuery,
  CourseCardsResponse,
  CourseListQuery,
  CourseListResponse,
  CourseParams,
  CourseResponse,
  DeleteCardResponse,
  DeleteCourseResponse,
  ExportCourseResponse,
  ManualCardBody,
  ManualCardResponse,
  MoveCopyBody,
  MoveCopyResponse,
  PublicCourseListQuery,
  UpdateCardBody,
  UpdateCourseBody,
  UploadCourseRequest,
  UploadCourseResponse,
} from "./courses";
import { ImportFileQuery, ImportStatusResponse, ImportUploadResponse, StartImportBody } from "./imports";
import { GenerateMcqBody, GenerateMcqResponse, McqOptionsBody, McqOptionsResponse } from "./improve";
import { CreateMaterialBody, MaterialFileQuery, MaterialListResponse, MaterialResponse } from "./materials";
import { FitMemoryModelResponse, MemoryModelResponse, UpdateMemoryModelBody } from "./memory-model";
import { MergeAnalysisResponse, MergeAnalyzeBody, MergeExecuteBody, MergeResultResponse } from "./merge";
import {
  GenerateBatchRelatedBody,
  GenerateBatchRelatedResponse,
  GenerateGlossaryBody,
  GenerateGlossaryResponse,
  GenerateRelatedBody,
  GenerateRelatedResponse,
  GenerateSmartRelatedBody,
  GenerateSmartRelatedResponse,
  GlossaryCardParams,
  IndexCourseBody,
  IndexCourseParams,
  IndexCourseResponse,
  SaveRelatedBody,
  SaveRelatedResponse,
} from "./related";
import {
  AvailableLevelsResponse,
  AvailableTopicsResponse,
  CardSearchBody,
  CardSearchResponse,
} from "./search";
import {
  AnswerBody,
  AnswerResponse,
  ResumeSessionResponse,
  SessionAnalyticsBody,
  SessionListQuery,
  SessionListResponse,
  SessionResponse,
  StartFromCollectionBody,
  StartSessionBody,
  StartSessionResponse,
  UserStatsResponse,
} from "./sessions";
import {
  CoverageReportResponse,
  CreateSyllabusBody,
  CreateSyllabusResponse,
  GenerateSubtopicBody,
  GenerateSubtopicResponse,
  NextSubtopicsQuery,
  NextSubtopicsResponse,
  SyllabusListResponse,
  SyllabusParams,
} from "./syllabi";

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
const GenerateCourseAnswer = z.union([GenerateCourseResponse, GenerateCourseAccepted]);
const dataOf = <T extends z.ZodType>(data: T) => z.object({ data });

/**
 * Every JSON route the web calls, keyed `METHOD /path` as the server declares it (without the /api prefix),
 * with the schemas the server's route validates and answers with. The web client infers its request and
 * answer types from it, and web tests answer requests through it; a server test checks that every key is
 * a route of the app. File downloads are not here: their answer is bytes, not a schema.
 */
export const API_ROUTES = {
  // Accounts (requirements S4-S6)
  "POST /auth/signup": { body: SignupBody, response: AuthResponse },
  "POST /auth/login": { body: LoginBody, response: AuthResponse },
  "GET /auth/me": { response: MeResponse },
  "PATCH /auth/me": { body: UpdateMeBody, response: UpdateMeResponse },
  "POST /auth/logout": { response: MessageResponse },
  "GET /auth/verify-email/:token": { params: VerifyEmailParams, response: MessageResponse },
  "POST /auth/resend-verification": { body: ResendVerificationBody, response: MessageResponse },
  "POST /auth/accept-guidelines": { response: MeResponse },
  "POST /auth/forgot-password": { body: ForgotPasswordBody, response: MessageResponse },
  "POST /auth/reset-password": { body: ResetPasswordBody, response: AuthResponse },
  "POST /auth/change-password": { body: ChangePasswordBody, response: RevokedResponse },
  "POST /auth/change-email": { body: ChangeEmailBody, response: MessageResponse },
  "POST /auth/confirm-email": { body: ConfirmEmailChangeBody, response: MeResponse },
  "GET /auth/sign-ins": { response: SignInsResponse },
  "DELETE /auth/sign-ins/:id": { params: IdParams, response: MessageResponse },
  "POST /auth/sign-ins/revoke-others": { response: RevokedResponse },
  "GET /auth/delete-account/preview": { response: DeletionPreviewResponse },
  "POST /auth/delete-account": { body: DeleteAccountBody, response: MessageResponse },
  "POST /me/export": { response: DataExportResponse },
  "GET /me/export/:id": { params: IdParams, response: DataExportResponse },
  "GET /me/memory-model": { response: dataOf(MemoryModelResponse) },
  "PATCH /me/memory-model": { body: UpdateMemoryModelBody, response: dataOf(MemoryModelResponse) },
  "POST /me/memory-model/fit": { response: dataOf(FitMemoryModelResponse) },

  // AI content (requirements C7)
  "GET /ai-content/status": { response: AiStatusResponse },
  "GET /ai-content/usage": { response: AiUsageResponse },
  "GET /ai-content/estimate/:cardCount": {
    params: EstimateParams,
    query: EstimateQuery,
    response: EstimateResponse,
  },
  "GET /ai-content/templates": { response: TemplatesResponse },
  "POST /ai-content/discovery": { body: DiscoveryBody, response: DiscoveryResponse },
  "POST /ai-content/generate": { body: GenerateCourseBody, response: GenerateCourseAnswer },
  "GET /ai-content/jobs/:id": { params: JobParams, response: GenerationJobResponse },
  "GET /ai-content/courses/:courseId/generation": {
    params: CourseJobParams,
    response: CourseGenerationResponse,
  },
  "POST /ai-content/jobs/:id/generate-rest": { params: JobParams, response: GenerateCourseAnswer },
  "GET /ai-content/materials": { response: MaterialListResponse },
  "POST /ai-content/materials": { body: CreateMaterialBody, response: MaterialResponse },
  "POST /ai-content/materials/file": { query: MaterialFileQuery, file: true, response: MaterialResponse },
  "POST /ai-content/merge/analyze": { body: MergeAnalyzeBody, response: MergeAnalysisResponse },
  "POST /ai-content/merge/execute": { body: MergeExecuteBody, response: MergeResultResponse },
  "POST /ai-content/course-plan/create": { body: CreateCoursePlanBody, response: CoursePlanResponse },
  "GET /ai-content/course-plans": { response: CoursePlansResponse },
  "GET /ai-content/course-plan/:id": { params: CoursePlanParams, response: CoursePlanResponse },
  "PUT /ai-content/course-plan/:id": {
    params: CoursePlanParams,
    body: UpdateCoursePlanBody,
    response: CoursePlanResponse,
  },
  "POST /ai-content/course-plan/:id/generate-next": {
    params: CoursePlanParams,
    response: GenerateNextResponse,
  },
  "POST /ai-content/course-plan/:id/auto-generate": {
    params: CoursePlanParams,
    body: AutoGenerateBody,
    response: CoursePlanResponse,
  },
  "POST /ai-content/syllabus/generate": { body: CreateSyllabusBody, response: CreateSyllabusResponse },
  "GET /ai-content/syllabus": { response: SyllabusListResponse },
  "GET /ai-content/syllabus/:id/report": { params: SyllabusParams, response: CoverageReportResponse },
  "GET /ai-content/syllabus/:id/next": {
    params: SyllabusParams,
    query: NextSubtopicsQuery,
    response: NextSubtopicsResponse,
  },
  "POST /ai-content/syllabus/generate-subtopic": {
    body: GenerateSubtopicBody,
    response: GenerateSubtopicResponse,
  },
  "POST /ai-content/cards/index/:courseId": {
    params: IndexCourseParams,
    body: IndexCourseBody,
    response: IndexCourseResponse,
  },

  // Courses and their cards (requirements C2, C5, C7, C8)
  "POST /courses/upload": { body: UploadCourseRequest, response: UploadCourseResponse },
  "GET /courses": { query: CourseListQuery, response: CourseListResponse },
  "GET /courses/public": { query: PublicCourseListQuery, response: CourseListResponse },
  "GET /courses/:id": { params: CourseParams, response: CourseResponse },
  "PATCH /courses/:id": { params: CourseParams, body: UpdateCourseBody, response: CourseResponse },
  "DELETE /courses/:id": { params: CourseParams, response: DeleteCourseResponse },
  "GET /courses/:id/export": { params: CourseParams, response: ExportCourseResponse },
  "POST /courses/manual-card": { body: ManualCardBody, response: ManualCardResponse },
  "GET /courses/:id/cards": { params: CourseParams, query: CourseCardsQuery, response: CourseCardsResponse },
  "PATCH /courses/:id/cards/:cardId": {
    params: CourseCardParams,
    body: UpdateCardBody,
    response: CardResponse,
  },
  "DELETE /courses/:id/cards/:cardId": { params: CourseCardParams, response: DeleteCardResponse },
  "POST /courses/:id/cards/:cardId/move": {
    params: CourseCardParams,
    body: MoveCopyBody,
    response: MoveCopyResponse,
  },
  "POST /courses/:id/cards/:cardId/copy": {
    params: CourseCardParams,
    body: MoveCopyBody,
    response: MoveCopyResponse,
  },
  "POST /courses/:id/cards/bulk-delete": {
    params: CourseParams,
    body: BulkDeleteBody,
    response: BulkCardsResponse,
  },
  "POST /courses/:id/cards/bulk-move": {
    params: CourseParams,
    body: BulkTransferBody,
    response: BulkCardsResponse,
  },
  "POST /courses/:id/cards/bulk-copy": {
    params: CourseParams,
    body: BulkTransferBody,
    response: BulkCardsResponse,
  },
  "POST /courses/:id/cards/:cardId/generate-mcq": {
    params: CourseCardParams,
    body: GenerateMcqBody,
    response: GenerateMcqResponse,
  },
  "PATCH /courses/:id/cards/:cardId/mcq-options": {
    params: CourseCardParams,
    body: McqOptionsBody,
    response: McqOptionsResponse,
  },
  "POST /courses/:id/cards/:cardId/generate-related": {
    params: CourseCardParams,
    body: GenerateRelatedBody,
    response: GenerateRelatedResponse,
  },
  "POST /courses/:id/cards/:cardId/related": {
    params: CourseCardParams,
    body: SaveRelatedBody,
    response: SaveRelatedResponse,
  },
  "POST /courses/:id/cards/:cardId/generate-batch-related": {
    params: CourseCardParams,
    body: GenerateBatchRelatedBody,
    response: GenerateBatchRelatedResponse,
  },
  "POST /courses/:id/cards/:cardId/generate-smart-related": {
    params: CourseCardParams,
    body: GenerateSmartRelatedBody,
    response: GenerateSmartRelatedResponse,
  },
  "POST /courses/cards/:cardId/glossary/generate": {
    params: GlossaryCardParams,
    body: GenerateGlossaryBody,
    response: GenerateGlossaryResponse,
  },
  "POST /cards/search": { body: CardSearchBody, response: CardSearchResponse },

  // Imports (requirements C5)
  "POST /imports": { query: ImportFileQuery, file: true, response: ImportUploadResponse },
  "POST /imports/:id/start": { params: IdParams, body: StartImportBody, response: ImportStatusResponse },
  "GET /imports/:id": { params: IdParams, response: ImportStatusResponse },

  // Collections and the library (requirements C9)
  "GET /collections": { query: CollectionListQuery, response: CollectionListResponse },
  "POST /collections": { body: CreateCollectionBody, response: CollectionResponse },
  "GET /collections/:id": { params: CollectionParams, response: CollectionResponse },
  "PATCH /collections/:id": {
    params: CollectionParams,
    body: UpdateCollectionBody,
    response: CollectionResponse,
  },
  "DELETE /collections/:id": { params: CollectionParams, response: DeleteCollectionResponse },
  "GET /collections/:id/cards": {
    params: CollectionParams,
    query: CollectionCardsQuery,
    response: CollectionCardsResponse,
  },
  "POST /collections/:id/cards": {
    params: CollectionParams,
    body: CollectionCardsBody,
    response: AddCollectionCardsResponse,
  },
  "DELETE /collections/:id/cards": {
    params: CollectionParams,
    body: CollectionCardsBody,
    response: RemoveCollectionCardsResponse,
  },
  "PATCH /collections/:id/reorder": {
    params: CollectionParams,
    body: ReorderCollectionBody,
    response: ReorderCollectionResponse,
  },
  "POST /collections/:id/duplicate": {
    params: CollectionParams,
    body: DuplicateCollectionBody,
    response: CollectionResponse,
  },
  "GET /collections/compare/:idA/:idB": {
    params: CompareCollectionsParams,
    response: CompareCollectionsResponse,
  },
  "POST /collections/from-course/:courseId": { params: FromCourseParams, response: CollectionResponse },
  "GET /collections/:id/stats": { params: CollectionParams, response: CollectionStatsResponse },
  "POST /collections/search-cards": { body: CardSearchBody, response: CardSearchResponse },
  "GET /collections/available-topics": { response: AvailableTopicsResponse },
  "GET /collections/available-levels": { response: AvailableLevelsResponse },

  // Study sessions (requirements S1-S3)
  "POST /sessions/start": { body: StartSessionBody, response: StartSessionResponse },
  "POST /sessions/start-from-collection": { body: StartFromCollectionBody, response: StartSessionResponse },
  "POST /sessions/answer": { body: AnswerBody, response: AnswerResponse },
  "POST /sessions/:id/complete": { params: IdParams, response: SessionResponse },
  "POST /sessions/:id/abandon": { params: IdParams, response: SessionResponse },
  "GET /sessions/:id/resume": { params: IdParams, response: ResumeSessionResponse },
  "GET /sessions/stats/user": { response: UserStatsResponse },
  "GET /sessions": { query: SessionListQuery, response: SessionListResponse },
  "POST /analytics/session": {
    body: SessionAnalyticsBody,
    response: dataOf(z.object({ stored: z.boolean() })),
  },

  // Analytics (requirements S7)
  "GET /analytics/overall": { response: OverallResponse },
  "GET /analytics/performance": { query: PerformanceQuery, response: PerformanceResponse },
  "GET /analytics/mastery/topic": { response: TopicMasteryResponse },
  "GET /analytics/mastery/level": { response: LevelMasteryResponse },
  "GET /analytics/patterns": { response: PatternsResponse },
  "GET /analytics/streak": { response: StreakResponse },
  "GET /analytics/heatmap": { response: HeatmapResponse },
  "GET /analytics/forecast": { response: ForecastResponse },
  "GET /analytics/retention": { response: RetentionResponse },
  "GET /analytics/cards/:cardId": { params: CardMemoryParams, response: CardMemoryResponse },
} satisfies Record<string, RouteContract>;

export type ApiRoutes = typeof API_ROUTES;
export type ApiRouteKey = keyof ApiRoutes;
