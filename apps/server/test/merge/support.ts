import type { CardFields } from "@recall/shared";
import type { App } from "../../src/lib/http";
import { call, makeCard, makeUpload, uploadAs } from "../courses/course-helpers";
import type { SignedUpUser } from "../helpers/factories";

export const analyze = (app: App, who: SignedUpUser | null, body: unknown) =>
  call(app, who, "POST", "/api/ai-content/merge/analyze", body);

export const execute = (app: App, who: SignedUpUser | null, body: unknown) =>
  call(app, who, "POST", "/api/ai-content/merge/execute", body);

/** Biology: 3 cards; Chemistry: 3 cards, 2 of them near-duplicates of Biology's (wording, case, a typo). */
export const BIOLOGY: CardFields[] = [
  makeCard({ face: "What is the powerhouse of the cell?", back: "The mitochondrion", topic: "Cells" }),
  makeCard({ face: "Which organelle performs photosynthesis?", back: "The chloroplast", topic: "Cells" }),
  makeCard({ face: "What carries genetic information?", back: "DNA", topic: "Genetics" }),
];
export const CHEMISTRY: CardFields[] = [
  makeCard({ face: "what is the powerhouse of the cell", back: "the mitochondrion.", topic: "Cells" }),
  makeCard({
    face: "Which organelle performs photosynthesys?",
    back: "The chloroplast",
    topic: "Plants",
    explanationRight: "Chloroplasts hold chlorophyll.",
    conceptExplainer: { title: "Chloroplast", content: "Where light becomes sugar." },
  }),
  makeCard({ face: "What is the chemical symbol of sodium?", back: "Na", topic: "Elements" }),
];

export async function twoCourses(app: App, owner: SignedUpUser) {
  const biology = await uploadAs(
    app,
    owner,
    makeUpload({
      name: "Biology",
      description: "Cells and genes",
      topics: ["Cells", "Genetics"],
      cards: BIOLOGY,
    }),
  );
  const chemistry = await uploadAs(
    app,
    owner,
    makeUpload({ name: "Chemistry", description: "Atoms", topics: ["Elements"], cards: CHEMISTRY }),
  );
  return { biology, chemistry };
}

/** What /merge/analyze returned for the courses with the learner's edits: the body's confirmedAnalysis. */
export async function analysisOf(
  app: App,
  who: SignedUpUser,
  courseIds: string[],
  edits: Record<string, unknown> = {},
) {
  const res = await analyze(app, who, { courseIds });
  if (res.statusCode !== 200) throw new Error(`analyze: ${res.statusCode} ${res.body}`);
  return { ...res.json().data, ...edits };
}
