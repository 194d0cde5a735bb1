/** The example loaded by the upload page (requirements C3: cardsPerSession 15, defaultFrequency daily). */
export const EXAMPLE_COURSE = {
  name: "Intro to Astronomy",
  slug: "intro-to-astronomy",
  description: "A short tour of the night sky: planets, stars and the light between them.",
  topics: ["Solar System", "Stars"],
  levels: ["Beginner", "Intermediate"],
  config: { defaultFrequency: "daily", cardsPerSession: 15 },
  cards: [
    {
      face: "Which planet is closest to the Sun?",
      back: "Mercury",
      topic: "Solar System",
      level: "Beginner",
      type: "mcq",
      options: ["Venus", "Mercury", "Mars", "Earth"],
      answerIndex: 1,
      explanationRight: "Mercury orbits at about 0.39 AU, closer than any other planet.",
      explanationWrong: "Venus is second; Mercury is the innermost planet.",
    },
    {
      face: "What powers a star like the Sun?",
      back: "Nuclear **fusion** of hydrogen into helium in its core.",
      topic: "Stars",
      level: "Intermediate",
      type: "basic",
      conceptExplainer: {
        title: "Fusion",
        content: "Light nuclei join into heavier ones and release energy (E = mc²).",
      },
    },
    {
      face: "Light from the Sun takes about ___ minutes to reach Earth.",
      back: "8",
      topic: "Stars",
      level: "Beginner",
      type: "cloze",
      acceptableAnswers: ["8", "eight", "8.3"],
    },
  ],
} as const;

export const EXAMPLE_COURSE_JSON = JSON.stringify(EXAMPLE_COURSE, null, 2);
