import type { CardFields } from "@recall/shared";
import type { App } from "../../src/lib/http";
import { call, makeCard, makeUpload, uploadAs } from "../courses/course-helpers";
import type { SignedUpUser } from "../helpers/factories";

/** A card naming two related concepts with no linked card yet. */
export const SOURCE_CARD: CardFields = makeCard({
  face: "What does photosynthesis produce?",
  back: "Glucose and oxygen",
  topic: "Plants",
  conceptExplainer: { title: "Photosynthesis", content: "Plants turn light into chemical energy." },
  relatedConcepts: [
    { title: "Calvin cycle", teaser: "Where the sugar is built", cardIds: [] },
    { title: "Chlorophyll", teaser: "The green pigment", cardIds: [] },
  ],
});

export interface StoredCard {
  id: string;
  face: string;
  back: string;
  topic: string;
  level: string;
  relatedConcepts: { title: string; teaser: string; cardIds: string[] }[];
  glossary: { term: string; layersFoundIn: string[] }[];
  glossaryGeneratedAt: string | null;
  conceptTags: string[];
}

/** An uploaded "Botany" course of `owner` with the source card (and any others), and its cards. */
export async function botanyCourse(app: App, owner: SignedUpUser, cards: CardFields[] = [SOURCE_CARD]) {
  const course = await uploadAs(app, owner, makeUpload({ name: "Botany", topics: ["Plants"], cards }));
  return { course, cards: await storedCards(app, owner, course.id) };
}

export async function storedCards(app: App, owner: SignedUpUser, courseId: string): Promise<StoredCard[]> {
  const res = await call(app, owner, "GET", `/api/courses/${courseId}/cards?limit=1000`);
  if (res.statusCode !== 200) throw new Error(`cards: ${res.statusCode} ${res.body}`);
  return res.json().data.cards;
}

const base = (courseId: string, cardId: string) => `/api/courses/${courseId}/cards/${cardId}`;

export const generateRelated = (
  app: App,
  who: SignedUpUser | null,
  courseId: string,
  cardId: string,
  body: unknown,
) => call(app, who, "POST", `${base(courseId, cardId)}/generate-related`, body);
export const saveRelated = (
  app: App,
  who: SignedUpUser | null,
  courseId: string,
  cardId: string,
  body: unknown,
) => call(app, who, "POST", `${base(courseId, cardId)}/related`, body);
export const generateBatch = (
  app: App,
  who: SignedUpUser | null,
  courseId: string,
  cardId: string,
  body: unknown,
) => call(app, who, "POST", `${base(courseId, cardId)}/generate-batch-related`, body);
export const generateSmart = (
  app: App,
  who: SignedUpUser | null,
  courseId: string,
  cardId: string,
  body: unknown = {},
) => call(app, who, "POST", `${base(courseId, cardId)}/generate-smart-related`, body);
export const generateGlossary = (app: App, who: SignedUpUser | null, cardId: string) =>
  call(app, who, "POST", `/api/courses/cards/${cardId}/glossary/generate`, {});
export const indexCourse = (app: App, who: SignedUpUser | null, courseId: string, body: unknown = {}) =>
  call(app, who, "POST", `/api/ai-content/cards/index/${courseId}`, body);
