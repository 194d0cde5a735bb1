import { eq } from "drizzle-orm";
import { mediaFiles, users } from "../../src/db/schema/index";
import type { App } from "../../src/lib/http";
import { hashPassword } from "../../src/lib/passwords";
import { latestMailedToken } from "../auth/support";
import { makeCard, makeUpload } from "../courses/course-helpers";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import type { TestApp } from "../helpers/test-app";
import { accountLinks } from "./account-links";

// The resources the signed-in user of the input fuzz owns (input-fuzz-routes.ts fills the routes with them),
// and how they are made.

export interface Resources {
  user: SignedUpUser;
  courseId: string;
  otherCourseId: string;
  cardId: string;
  sessionId: string;
  /** A card of the session (the answer route needs one). */
  sessionCardId: string;
  collectionId: string;
  otherCollectionId: string;
  jobId: string;
  verifyToken: string;
  /** A syllabus of the owner (its first subtopic is "Fuzz syllabus 1"). */
  syllabusId: string;
  planId: string;
  materialId: string;
  /** An uploaded (not started) CSV import of the owner. */
  importId: string;
  /** An image of the owner's public course (`courseId`). */
  mediaId: string;
  /** An unused password reset link of the owner. */
  resetToken: string;
  /** An unused email change link of the owner, to the address they already have (so it changes nothing). */
  emailChangeToken: string;
  /** Another active sign-in of the owner (not the one `user` sends). */
  signInId: string;
  /** A data export of the owner (queued: the fuzz app runs no workers). */
  exportId: string;
}

let counter = 0;
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

/** A course with every kind of card and every optional field, so every stored text and JSON field is hit. */
export function richUpload() {
  const glossary = [
    { term: "sum", definitionShort: "a total", definitionMedium: "the total", contextTags: ["math"] },
  ];
  return makeUpload({
    slug: `fuzz-${unique()}`,
    cards: [
      makeCard({
        explanationRight: "Right",
        explanationWrong: "Wrong",
        conceptExplainer: { title: "Addition", content: "Adding numbers" },
        deepDive: {
          title: "History",
          content: "Counting",
          artworks: [
            { title: "Abacus", searchKeywords: "abacus", artist: "Anon", year: "1200", description: "Old" },
          ],
        },
        artworks: [{ title: "Tally", searchKeywords: "tally marks" }],
        relatedConcepts: [{ title: "Subtraction", teaser: "Taking away", cardIds: [] }],
        conceptTags: ["numbers"],
        difficultyScore: 2,
        glossary,
        sandbox: { module: "counter", params: { start: 1 }, scenarioCorrect: "yes", scenarioWrong: "no" },
      }),
      makeCard({ face: "Pick 4", type: "mcq", options: ["3", "4", "5", "6"], answerIndex: 1, glossary }),
      makeCard({ face: "2 + 2 = {{c1::4}}", type: "cloze", acceptableAnswers: ["4", "four"] }),
    ],
  });
}

async function json(
  app: App,
  user: SignedUpUser,
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
) {
  const res = await app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`fuzz set-up ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const MATERIAL_TEXT =
  "Photosynthesis turns light energy into chemical energy. Chlorophyll absorbs red and blue light. The Calvin cycle fixes carbon dioxide.";

/** A verified user who accepted the guidelines, with an unused verification link and one generation job. */
export async function createOwner(
  t: TestApp,
): Promise<
  Omit<
    Resources,
    | "courseId"
    | "otherCourseId"
    | "cardId"
    | "sessionId"
    | "sessionCardId"
    | "collectionId"
    | "otherCollectionId"
    | "importId"
    | "mediaId"
    | "resetToken"
    | "emailChangeToken"
    | "signInId"
    | "exportId"
  >
> {
  const user = await signUpUser(t.app);
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  await json(t.app, user, "POST", "/api/auth/accept-guidelines");
  const generated = await json(t.app, user, "POST", "/api/ai-content/generate", {
    brief: { topic: "Photosynthesis", knowledgeLevel: "beginner", cardCount: 10 },
  });
  const syllabus = await json(t.app, user, "POST", "/api/ai-content/syllabus/generate", {
    topic: "Fuzz syllabus",
    targetCardCount: 100,
  });
  const plan = await json(t.app, user, "POST", "/api/ai-content/course-plan/create", {
    topic: "Photosynthesis",
    targetCardCount: 60,
  });
  const material = await json(t.app, user, "POST", "/api/ai-content/materials", { text: MATERIAL_TEXT });
  return {
    user,
    planId: plan.data.plan.id,
    materialId: material.data.id,
    jobId: generated.data.jobId,
    syllabusId: syllabus.data.syllabus.id,
    verifyToken: await latestMailedToken(t.database.db, user.email),
  };
}

/** Courses, cards, a session and two collections of `owner`, signed in with a token of their own. */
export async function createResources(
  t: TestApp,
  owner: Awaited<ReturnType<typeof createOwner>>,
): Promise<Resources> {
  // A fuzzed reset or change of password (or email) that happens to be valid changes the owner's sign-in:
  // each set of resources starts from the owner's own email and password again.
  await t.database.db
    .update(users)
    .set({ email: owner.user.email, passwordHash: await hashPassword(owner.user.password) })
    .where(eq(users.id, owner.user.id));
  const login = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: owner.user.email, password: owner.user.password },
  });
  if (login.statusCode !== 200) throw new Error(`fuzz login: ${login.statusCode} ${login.body}`);
  const token = login.json().data.token as string;
  const user = { ...owner.user, token, auth: { authorization: `Bearer ${token}` } };
  const course = (await json(t.app, user, "POST", "/api/courses/upload", richUpload())).data.course;
  await json(t.app, user, "PATCH", `/api/courses/${course.id}`, { isPublic: true });
  const other = (
    await json(t.app, user, "POST", "/api/courses/upload", makeUpload({ slug: `fuzz-${unique()}` }))
  ).data.course;
  const cards = (await json(t.app, user, "GET", `/api/courses/${course.id}/cards`)).data.cards;
  const session = (
    await json(t.app, user, "POST", "/api/sessions/start", { courseIds: [course.id], plannedCards: 5 })
  ).data;
  const collections: string[] = [];
  for (const name of ["Fuzz A", "Fuzz B"]) {
    const created = await json(t.app, user, "POST", "/api/collections", { name, slug: `fuzz-${unique()}` });
    collections.push(created.data.collection.id);
    await json(t.app, user, "POST", `/api/collections/${created.data.collection.id}/cards`, {
      cardIds: [cards[0].id],
    });
  }
  const imported = await t.app.inject({
    method: "POST",
    url: "/api/imports?filename=fuzz.csv",
    headers: { ...user.auth, "content-type": "application/octet-stream" },
    payload: "question,answer\nTwo plus two?,Four\n",
  });
  if (imported.statusCode !== 201)
    throw new Error(`fuzz set-up import: ${imported.statusCode} ${imported.body}`);
  const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
  const [media] = await t.database.db
    .insert(mediaFiles)
    .values({ ownerId: user.id, courseId: course.id, mime: "image/png", size: png.length, bytes: png })
    .returning();
  const account = await accountLinks(t, user);
  const exported = await json(t.app, user, "POST", "/api/me/export");
  return {
    ...owner,
    ...account,
    user,
    importId: imported.json().data.import.id,
    exportId: exported.data.id,
    mediaId: media!.id,
    courseId: course.id,
    otherCourseId: other.id,
    cardId: cards[0].id,
    sessionId: session.session.id,
    sessionCardId: session.cards[0].id,
    collectionId: collections[0]!,
    otherCollectionId: collections[1]!,
  };
}
