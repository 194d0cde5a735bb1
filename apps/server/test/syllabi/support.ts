import type { App } from "../../src/lib/http";
import { inject } from "../ai/support/ai-test-app";
import type { SignedUpUser } from "../helpers/factories";

export const createSyllabus = (app: App, who: SignedUpUser | null, body: unknown) =>
  inject(app, who, "POST", "/api/ai-content/syllabus/generate", body);

export const listSyllabi = (app: App, who: SignedUpUser | null) =>
  inject(app, who, "GET", "/api/ai-content/syllabus");

export const report = (app: App, who: SignedUpUser | null, id: string) =>
  inject(app, who, "GET", `/api/ai-content/syllabus/${id}/report`);

export const nextSubtopics = (app: App, who: SignedUpUser | null, id: string, query = "") =>
  inject(app, who, "GET", `/api/ai-content/syllabus/${id}/next${query}`);

export const generateSubtopic = (app: App, who: SignedUpUser | null, body: unknown) =>
  inject(app, who, "POST", "/api/ai-content/syllabus/generate-subtopic", body);

/** A syllabus of `who` on `topic` (created through the API); its id and first subtopic's name. */
export async function makeSyllabus(app: App, who: SignedUpUser, topic = "Astronomy", targetCardCount = 40) {
  const res = await createSyllabus(app, who, { topic, targetCardCount });
  if (res.statusCode !== 200) throw new Error(`syllabus: ${res.statusCode} ${res.body}`);
  const syllabus = res.json().data.syllabus;
  return { id: syllabus.id as string, courseId: syllabus.courseId as string, first: `${topic} 1`, syllabus };
}
