import type { BriefTemplate } from "@recall/shared";

/** GET /ai-content/templates: starting points that prefill the first discovery message. */
export const BRIEF_TEMPLATES: BriefTemplate[] = [
  {
    id: "language-vocabulary",
    title: "Language vocabulary",
    description: "Everyday words and phrases in a new language, with example sentences.",
    message:
      "I want to learn Spanish vocabulary for travelling: greetings, directions, food and shopping. I'm a beginner; about 40 cards.",
  },
  {
    id: "exam-prep",
    title: "Exam preparation",
    description: "Key facts and typical questions for an upcoming exam.",
    message:
      "I'm preparing for an exam in introductory biology (cells, genetics, evolution). I know the basics; I'd like 60 cards of exam-style questions.",
  },
  {
    id: "programming-concept",
    title: "Programming concept",
    description: "Understand a language feature or a computer science idea in depth.",
    message:
      "Teach me JavaScript promises and async/await: how they work, error handling and common pitfalls. Intermediate level, around 30 cards.",
  },
  {
    id: "history-period",
    title: "History period",
    description: "People, events, causes and consequences of an era.",
    message:
      "I'd like a course on the French Revolution: causes, key events, people and its legacy. Beginner, about 50 cards.",
  },
  {
    id: "professional-certification",
    title: "Professional certification",
    description: "Concepts and terminology for a professional certificate.",
    message:
      "Help me study for the AWS Cloud Practitioner certification: core services, pricing, security and the shared responsibility model. About 80 cards.",
  },
  {
    id: "science-fundamentals",
    title: "Science fundamentals",
    description: "The core ideas of a scientific field, explained simply.",
    message:
      "I want to understand the basics of chemistry: atoms, bonds, reactions and the periodic table. Beginner, 40 cards.",
  },
  {
    id: "art-history",
    title: "Art and culture",
    description: "Movements, artists and famous works, with artworks to look up.",
    message:
      "Create a course on Impressionism: the main painters, their famous works and what made the movement new. About 30 cards.",
  },
  {
    id: "hobby-skill",
    title: "Hobby or practical skill",
    description: "Learn the knowledge behind a hobby: music, cooking, photography, games...",
    message:
      "I'm learning music theory for guitar: intervals, chords, scales and keys. Beginner, around 30 cards in English.",
  },
];
