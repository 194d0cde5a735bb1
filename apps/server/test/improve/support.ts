import type { CardFields } from "@recall/shared";
import { expect } from "vitest";
import type { App } from "../../src/lib/http";
import { call, makeCard, makeUpload, uploadAs } from "../courses/course-helpers";
import type { SignedUpUser } from "../helpers/factories";

/** Cards whose question does not contain their answer (an MCQ can be written for each). */
export const PLANET_CARDS: CardFields[] = [
  makeCard({ face: "Which planet is closest to the Sun?", back: "Mercury", topic: "Planets" }),
  makeCard({ face: "Which planet is known as the Red Planet?", back: "Mars", topic: "Planets" }),
  makeCard({ face: "What is the largest planet of the solar system?", back: "Jupiter", topic: "Planets" }),
];

export interface StoredCard {
  id: string;
  face: string;
  back: string;
  type: string;
  options: string[] | null;
  answerIndex: number | null;
  acceptableAnswers: string[] | null;
  updatedAt: string;
}

/** An uploaded course of `owner` ("Astronomy") with the given cards, and its cards as stored. */
export async function astronomyCourse(app: App, owner: SignedUpUser, cards: CardFields[] = PLANET_CARDS) {
  const course = await uploadAs(app, owner, makeUpload({ name: "Astronomy", topics: ["Planets"], cards }));
  return { course, cards: await storedCards(app, owner, course.id) };
}

export async function storedCards(app: App, owner: SignedUpUser, courseId: string): Promise<StoredCard[]> {
  const res = await call(app, owner, "GET", `/api/courses/${courseId}/cards?limit=1000`);
  if (res.statusCode !== 200) throw new Error(`cards: ${res.statusCode} ${res.body}`);
  return res.json().data.cards;
}

export const generateMcq = (
  app: App,
  who: SignedUpUser | null,
  courseId: string,
  cardId: string,
  body: unknown = {},
) => call(app, who, "POST", `/api/courses/${courseId}/cards/${cardId}/generate-mcq`, body);

export const saveMcqOptions = (
  app: App,
  who: SignedUpUser | null,
  courseId: string,
  cardId: string,
  body: unknown,
) => call(app, who, "PATCH", `/api/courses/${courseId}/cards/${cardId}/mcq-options`, body);

/** A model answer for the MCQ prompt. */
export const mcqAnswer = (
  options: string[],
  correctIndex: number,
  extra: { confidence?: number | null; reasoning?: string | null } = {},
) => ({
  json: {
    options,
    correctIndex,
    confidence: "confidence" in extra ? extra.confidence : 0.9,
    reasoning: "reasoning" in extra ? extra.reasoning : "Planets learners mix up.",
  },
});

/** The planets course's "Mercury" card. */
export const mercury = (cards: StoredCard[]) => cards.find((c) => c.back === "Mercury")!;

/** The card is stored exactly as before (a suggestion changes nothing). */
export async function expectUnchanged(app: App, owner: SignedUpUser, courseId: string, before: StoredCard) {
  const after = (await storedCards(app, owner, courseId)).find((c) => c.id === before.id);
  expect(after).toEqual(before);
}
