import type { AiStatus, Course } from "@recall/shared";
import { route } from "../../../test/msw";

/** Answers and MSW handlers the courses feature's tests share (only *.test.tsx import this). */

export const aiConfigured: AiStatus = {
  configured: true,
  provider: "openai",
  model: "gpt-4o-mini",
  message: null,
};
export const AI_MISSING =
  "AI is not configured on this server. Set AI_PROVIDER, AI_MODEL and the provider's key.";
export const aiMissing: AiStatus = { configured: false, provider: null, model: null, message: AI_MISSING };

/** GET /ai-content/status: whether AI is configured (the AI controls ask it). */
export const aiStatusRoute = (status: AiStatus = aiConfigured) =>
  route("GET /ai-content/status", () => ({ data: status }));

/** A page of courses as GET /courses and GET /courses/public answer it. */
export const courseList = (courses: Course[], total = courses.length, offset = 0) => ({
  data: { courses, total, offset },
});
