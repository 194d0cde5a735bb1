import { makeCard } from "../courses/course-helpers";
import type { Operation } from "../helpers/openapi-requests";
import { MATERIAL_TEXT, type Resources, richUpload, unique } from "./input-fuzz-resources";

export {
  createOwner,
  createResources,
  type Resources,
  richUpload,
  unique,
} from "./input-fuzz-resources";

/**
 * What the input fuzz test (input-fuzz.test.ts) needs to reach deep into every route: resources the
 * signed-in user owns (input-fuzz-resources.ts), and three EXTENSION POINTS for new routes:
 * - PATH_PARAMS: how to fill a path parameter, by the literal segment before it (`courses/{id}`);
 *   a route with a parameter missing here fails the test with a message naming it;
 * - ID_FIELDS: a real id for a uuid body or query field, by field name;
 * - BASELINES: a valid body or query for a route whose schema alone does not give one (unique values,
 *   cross-field rules); it is merged over the sample generated from the route's schema.
 * A route whose baseline request is not answered 2xx also fails, so every route is fuzzed past validation.
 */

type Fill = (r: Resources) => string;

export const PATH_PARAMS: Record<string, Fill> = {
  "verify-email/{token}": (r) => r.verifyToken,
  "estimate/{cardCount}": () => "50",
  "jobs/{id}": (r) => r.jobId,
  "syllabus/{id}": (r) => r.syllabusId,
  "courses/{id}": (r) => r.courseId,
  "courses/{courseId}": (r) => r.courseId,
  "cards/{cardId}": (r) => r.cardId,
  "cards/{id}": (r) => r.cardId,
  "sessions/{id}": (r) => r.sessionId,
  "collections/{id}": (r) => r.collectionId,
  "from-course/{courseId}": (r) => r.courseId,
  "index/{courseId}": (r) => r.courseId,
  "compare/{idA}": (r) => r.collectionId,
  "compare/{idB}": (r) => r.otherCollectionId,
  "course-plan/{id}": (r) => r.planId,
  "materials/{id}": (r) => r.materialId,
  "imports/{id}": (r) => r.importId,
  "media/{id}": (r) => r.mediaId,
  "sign-ins/{id}": (r) => r.signInId,
  "export/{id}": (r) => r.exportId,
};

export const ID_FIELDS: Record<string, Fill> = {
  courseId: (r) => r.courseId,
  courseIds: (r) => r.courseId,
  targetCourseId: (r) => r.otherCourseId,
  cardId: (r) => r.sessionCardId,
  cardIds: (r) => r.cardId,
  sessionId: (r) => r.sessionId,
  collectionId: (r) => r.collectionId,
  collectionIds: (r) => r.collectionId,
  indexId: (r) => r.syllabusId,
  materialId: (r) => r.materialId,
};

type Baseline = (r: Resources) => { body?: unknown; query?: Record<string, unknown> };

export const BASELINES: Record<string, Baseline> = {
  "POST /api/auth/signup": () => ({
    body: { email: `fuzz-${unique()}@example.com`, password: "correct horse battery", displayName: "Fuzz" },
  }),
  "POST /api/auth/login": (r) => ({ body: { email: r.user.email, password: r.user.password } }),
  "POST /api/auth/resend-verification": (r) => ({ body: { email: r.user.email } }),
  "PATCH /api/auth/me": () => ({ body: { timezone: "Europe/Berlin" } }),
  "POST /api/auth/forgot-password": (r) => ({ body: { email: r.user.email } }),
  // The owner's own password again: every later set-up signs in with it.
  "POST /api/auth/reset-password": (r) => ({ body: { token: r.resetToken, password: r.user.password } }),
  "POST /api/auth/change-password": (r) => ({
    body: { currentPassword: r.user.password, newPassword: r.user.password },
  }),
  "POST /api/auth/change-email": (r) => ({
    body: { newEmail: `fuzz-${unique()}@example.com`, password: r.user.password },
  }),
  "POST /api/auth/confirm-email": (r) => ({ body: { token: r.emailChangeToken } }),
  // A wrong password: the owner every later route needs must survive (see BASELINE_REFUSALS).
  "POST /api/auth/delete-account": () => ({ body: { confirmation: "DELETE", password: "not the password" } }),
  "POST /api/courses/upload": () => ({ body: richUpload() }),
  // Self-graded in Full Answer mode: valid for every card type (choiceIndex and typedAnswer are one-of).
  "POST /api/sessions/answer": () => ({
    body: {
      clientAnswerId: `answer-${unique()}`,
      timeTakenMs: 1500,
      mode: "basic",
      correct: true,
      choiceIndex: OMIT,
      typedAnswer: OMIT,
    },
  }),
  "POST /api/analytics/session": (r) => ({ body: { token: r.user.token } }),
  "POST /api/collections": () => ({ body: { name: "Fuzz collection", slug: `fuzz-${unique()}` } }),
  "POST /api/collections/{id}/duplicate": () => ({ body: { newName: "Copy", newSlug: `copy-${unique()}` } }),
  // The stored card's own text (a page showing other text is a 409); the options include its answer.
  "POST /api/courses/{id}/cards/{cardId}/generate-mcq": () => ({
    body: { question: OMIT, answer: OMIT, context: "Arithmetic" },
  }),
  "PATCH /api/courses/{id}/cards/{cardId}/mcq-options": () => ({
    body: { mcqOptions: ["Four", "Three", "Five", "Six"], mcqCorrectIndex: 0 },
  }),
  "POST /api/ai-content/syllabus/generate": () => ({ body: { topic: "Fuzz syllabus", targetCardCount: 20 } }),
  "POST /api/ai-content/syllabus/generate-subtopic": () => ({
    body: { subtopicName: "Fuzz syllabus 1", cardCount: 1 },
  }),
  // Merge needs 2 distinct courses of the owner (requirements C5).
  "POST /api/ai-content/merge/analyze": (r) => ({ body: { courseIds: [r.courseId, r.otherCourseId] } }),
  "POST /api/ai-content/merge/execute": (r) => ({
    body: {
      courseIds: [r.courseId, r.otherCourseId],
      confirmedAnalysis: { suggestedName: "Merged", duplicatePairs: [], keepCardIds: OMIT },
    },
  }),
  "POST /api/ai-content/course-plan/create": () => ({
    body: {
      topic: "Photosynthesis",
      language: "en",
      targetCardCount: 12,
      userDirections: "",
      knowledgeLevel: "beginner",
    },
  }),
  // The list of subtopics removes what it leaves out: kept out of the baseline so every run has a plan to edit.
  "PUT /api/ai-content/course-plan/{id}": () => ({
    body: { courseName: "Fuzz plan", description: "Fuzzed", subtopics: OMIT },
  }),
  // Off: on would start a job, and generate-next is refused while one runs.
  "POST /api/ai-content/course-plan/{id}/auto-generate": () => ({ body: { enabled: false } }),
  "POST /api/ai-content/materials": () => ({ body: { text: MATERIAL_TEXT, title: "Fuzz notes" } }),
  "POST /api/ai-content/materials/file": () => ({ query: { filename: "notes.txt" } }),
  "POST /api/imports": () => ({ query: { filename: "deck.csv" } }),
  "POST /api/imports/{id}/start": () => ({
    body: {
      courseName: "Fuzz import",
      separator: "comma",
      mapping: { face: 0, back: 1, topic: null, tags: null },
    },
  }),
  "PATCH /api/me/memory-model": () => ({ body: { desiredRetention: 0.85 } }),
  "POST /api/courses/{id}/cards/{cardId}/related": () => ({
    body: { relatedConceptName: "Subtraction", card: makeCard({ face: `Fuzz related ${unique()}?` }) },
  }),
  "POST /api/courses/{id}/cards/{cardId}/generate-batch-related": () => ({
    body: { relatedConcepts: [{ name: "Subtraction", teaser: "Taking away" }] },
  }),
  "GET /api/ai-content/cards/search": (r) => ({
    query: {
      q: "question",
      topics: "Arithmetic",
      levels: "Beginner",
      tags: "numbers",
      courseIds: r.courseId,
      types: "basic,mcq",
      difficulty: '{"min":1,"max":10}',
    },
  }),
};

/** Routes that use up what they act on (smart related: the card's open concept): own resources, baseline last. */
export const isDestructive = (op: Operation) =>
  op.method === "DELETE" ||
  /\/(move|bulk-move|bulk-delete|complete|abandon|logout|generate-smart-related|start|reset-password|confirm-email|change-password|revoke-others)$/.test(
    op.path,
  );

/** In a baseline, leaves out a key that the sample generated from the route's schema would send. */
export const OMIT = Symbol("omit");

/**
 * Routes whose baseline cannot be a 2xx in this app, with the refusal expected instead and why. The
 * refusal comes from the service, after validation and the ownership check, so the fuzz still reaches past
 * validation. Keep this list short: a route belongs here only when no valid resource can be made for it.
 */
export const BASELINE_REFUSALS: Record<string, { status: number; why: string }> = {
  "POST /api/auth/delete-account": {
    status: 400,
    why: "a valid request deletes the fuzz owner every other route works on; the wrong password is refused after validation",
  },
  "POST /api/ai-content/materials/file": {
    status: 400,
    why: "the file is the raw request body (octet-stream); the fuzz sends JSON or nothing, which is an empty file",
  },
  "POST /api/imports": {
    status: 400,
    why: "the file is the raw request body (octet-stream); the fuzz sends JSON or nothing, which is an empty file",
  },
  "POST /api/me/memory-model/fit": {
    status: 409,
    why: "a fit needs 400 trainable reviews (docs/decisions/memory-model.md); the fuzz user has none",
  },
  "GET /api/me/export/{id}/download": {
    status: 409,
    why: "the zip exists once the export job completed; the fuzz app runs no workers",
  },
  "POST /api/ai-content/jobs/{id}/generate-rest": {
    status: 409,
    why: "a job with missing cards needs a finished short generation; the fuzz app runs no workers",
  },
};
