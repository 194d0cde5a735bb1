import { z } from "zod";
import * as account from "./account";
import * as analytics from "./analytics";
import type { RouteContract } from "./api-routes";
import * as auth from "./auth";
import * as common from "./common";
import * as memoryModel from "./memory-model";
import * as sessions from "./sessions";

const dataOf = <T extends z.ZodType>(data: T) => z.object({ data });

/** The routes of the learner's own account, study sessions and analytics (part of API_ROUTES). */
export const LEARNER_ROUTES = {
  // Accounts (requirements S4-S6)
  "POST /auth/signup": { body: auth.SignupBody, response: auth.AuthResponse },
  "POST /auth/login": { body: auth.LoginBody, response: auth.AuthResponse },
  "GET /auth/me": { response: auth.MeResponse },
  "PATCH /auth/me": { body: auth.UpdateMeBody, response: auth.UpdateMeResponse },
  "POST /auth/logout": { response: common.MessageResponse },
  "GET /auth/verify-email/:token": { params: auth.VerifyEmailParams, response: common.MessageResponse },
  "POST /auth/resend-verification": { body: auth.ResendVerificationBody, response: common.MessageResponse },
  "POST /auth/accept-guidelines": { response: auth.MeResponse },
  "POST /auth/forgot-password": { body: account.ForgotPasswordBody, response: common.MessageResponse },
  "POST /auth/reset-password": { body: account.ResetPasswordBody, response: auth.AuthResponse },
  "POST /auth/change-password": { body: account.ChangePasswordBody, response: account.RevokedResponse },
  "POST /auth/change-email": { body: account.ChangeEmailBody, response: common.MessageResponse },
  "POST /auth/confirm-email": { body: account.ConfirmEmailChangeBody, response: auth.MeResponse },
  "GET /auth/sign-ins": { response: account.SignInsResponse },
  "DELETE /auth/sign-ins/:id": { params: common.IdParams, response: common.MessageResponse },
  "POST /auth/sign-ins/revoke-others": { response: account.RevokedResponse },
  "GET /auth/delete-account/preview": { response: account.DeletionPreviewResponse },
  "POST /auth/delete-account": { body: account.DeleteAccountBody, response: common.MessageResponse },
  "POST /me/export": { response: account.DataExportResponse },
  "GET /me/export/:id": { params: common.IdParams, response: account.DataExportResponse },
  "GET /me/memory-model": { response: dataOf(memoryModel.MemoryModelResponse) },
  "PATCH /me/memory-model": {
    body: memoryModel.UpdateMemoryModelBody,
    response: dataOf(memoryModel.MemoryModelResponse),
  },
  "POST /me/memory-model/fit": { response: dataOf(memoryModel.FitMemoryModelResponse) },

  // Study sessions (requirements S1-S3)
  "POST /sessions/start": { body: sessions.StartSessionBody, response: sessions.StartSessionResponse },
  "POST /sessions/start-from-collection": {
    body: sessions.StartFromCollectionBody,
    response: sessions.StartSessionResponse,
  },
  "POST /sessions/answer": { body: sessions.AnswerBody, response: sessions.AnswerResponse },
  "POST /sessions/:id/complete": { params: common.IdParams, response: sessions.SessionResponse },
  "POST /sessions/:id/abandon": { params: common.IdParams, response: sessions.SessionResponse },
  "GET /sessions/:id/resume": { params: common.IdParams, response: sessions.ResumeSessionResponse },
  "GET /sessions/stats/user": { response: sessions.UserStatsResponse },
  "GET /sessions": { query: sessions.SessionListQuery, response: sessions.SessionListResponse },
  "POST /analytics/session": {
    body: sessions.SessionAnalyticsBody,
    response: dataOf(z.object({ stored: z.boolean() })),
  },

  // Analytics (requirements S7)
  "GET /analytics/overall": { response: analytics.OverallResponse },
  "GET /analytics/performance": {
    query: analytics.PerformanceQuery,
    response: analytics.PerformanceResponse,
  },
  "GET /analytics/mastery/topic": { response: analytics.TopicMasteryResponse },
  "GET /analytics/mastery/level": { response: analytics.LevelMasteryResponse },
  "GET /analytics/patterns": { response: analytics.PatternsResponse },
  "GET /analytics/streak": { response: analytics.StreakResponse },
  "GET /analytics/heatmap": { response: analytics.HeatmapResponse },
  "GET /analytics/forecast": { response: analytics.ForecastResponse },
  "GET /analytics/retention": { response: analytics.RetentionResponse },
  "GET /analytics/cards/:cardId": {
    params: analytics.CardMemoryParams,
    response: analytics.CardMemoryResponse,
  },
} satisfies Record<string, RouteContract>;
