import type { App } from "../../src/lib/http";
import type { SignedUpUser } from "../helpers/factories";

/** A course with one card of every kind and the rich fields an export must carry. */
export const EXPORT_COURSE = {
  name: "Export Check",
  description: "Every kind of card",
  topics: ["Physics", "Words"],
  levels: ["Beginner", "Advanced"],
  cards: [
    {
      topic: "Physics",
      level: "Beginner",
      face: "What is **energy** of mass $m$?",
      back: "$$E = mc^2$$",
      explanationRight: "Einstein, 1905.",
      explanationWrong: "Not *momentum*.",
      conceptExplainer: { title: "Mass-energy", content: "Mass is energy at rest." },
      conceptTags: ["relativity", "energy basics"],
      difficultyScore: 7,
    },
    {
      topic: "Physics",
      level: "Advanced",
      type: "mcq",
      face: "Which particle has no charge?",
      back: "Neutron",
      options: ["Proton", "Neutron", "Electron", "Positron"],
      answerIndex: 1,
      deepDive: { title: "Chadwick", content: "Found in 1932.", artworks: [] },
    },
    {
      topic: "Words",
      level: "Beginner",
      type: "cloze",
      face: "The powerhouse of the cell is the ___.",
      back: "mitochondrion",
      acceptableAnswers: ["mitochondrion", "mitochondria"],
    },
    {
      topic: "Words",
      level: "Beginner",
      face: '=HYPERLINK("x") <b>not html</b>, "quoted"\nsecond line',
      back: "-danger and -5 °C",
    },
  ],
};

export async function uploadExportCourse(app: App, user: SignedUpUser, slug: string): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/courses/upload",
    headers: user.auth,
    payload: { ...EXPORT_COURSE, slug },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data.course.id as string;
}
