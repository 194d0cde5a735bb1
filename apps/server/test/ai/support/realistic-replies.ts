import type { GeneratedCardOutput } from "@recall/shared";
import type { ChatRequest, ScriptedReply } from "../../helpers/scripted-ai-server";

/**
 * Fabricates VALID answers from the app's own prompts, for tests, e2e and benchmarks: a discovery
 * conversation that completes on the second user turn, an outline with the asked card count, and rich
 * cards in the asked MCQ/basic mix. Lives in test helpers only.
 */

const LEVELS = ["beginner", "intermediate", "advanced"] as const;

function line(prompt: string, label: string): string | null {
  const match = new RegExp(`^${label}: (.+)$`, "m").exec(prompt);
  return match?.[1]?.trim() ?? null;
}

function topicOf(message: string): string {
  const cleaned = message
    .replace(
      /^(i (want|would like|'d like) to (learn|study|understand)|teach me|i('d| would) like a course on|create a course on|help me (study|learn)( for)?|i'?m (preparing|learning)( for)?)\s*/i,
      "",
    )
    .split(/[.:!?]/)[0]!
    .trim();
  return (cleaned || "General knowledge").slice(0, 80);
}

function discovery(req: ChatRequest): ScriptedReply {
  const users = req.messages.filter((m) => m.role === "user").map((m) => m.content);
  const all = users.join(" ");
  const ready = users.length >= 2 || /\b(go ahead|create it|let'?s go|start)\b/i.test(users.at(-1) ?? "");
  if (!ready) {
    return {
      json: {
        response:
          "Great choice! What is your current level (beginner, intermediate or advanced), and how many cards would you like?",
        isComplete: false,
        refused: false,
        brief: null,
      },
    };
  }
  const topic = topicOf(users[0] ?? "");
  const count = [...all.matchAll(/\b(\d{1,3})\b/g)].map((m) => Number(m[1])).find((n) => n >= 10 && n <= 200);
  const level = LEVELS.find((l) => new RegExp(`\\b${l}\\b`, "i").test(all)) ?? "beginner";
  return {
    json: {
      response: `Perfect: a ${level} course on ${topic} with ${count ?? 20} cards. Ready when you are!`,
      isComplete: true,
      refused: false,
      brief: {
        topic,
        knowledgeLevel: level,
        goal: `Understand ${topic}`,
        cardCount: count ?? 20,
        focusAreas: [],
        language: "en",
      },
    },
  };
}

function outline(req: ChatRequest): ScriptedReply {
  const topic = line(req.prompt, "Topic") ?? "General knowledge";
  const cards = Number(line(req.prompt, "Cards") ?? 20);
  const min = Math.max(1, Math.ceil(cards / 16));
  const max = Math.max(min, Math.min(25, Math.floor(cards / 6)));
  const n = Math.min(max, Math.max(min, Math.round(cards / 7.5)));
  const topics = Array.from({ length: n }, (_, i) => {
    const count = Math.floor(cards / n) + (i < cards % n ? 1 : 0);
    const name = `${topic}: part ${i + 1}`;
    return {
      name,
      description: `Part ${i + 1} of ${topic}.`,
      cardCount: count,
      keyPoints: Array.from({ length: count }, (_, k) => `${name}, idea ${k + 1}`),
    };
  });
  return {
    json: { name: `${topic} essentials`, description: `A course on ${topic}, step by step.`, topics },
  };
}

/** A syllabus structure: the asked number of subtopics, difficulties rising, planned cards adding up. */
export function syllabusReply(req: ChatRequest): ScriptedReply {
  const topic = line(req.prompt, "Topic") ?? "General knowledge";
  const cards = Number(line(req.prompt, "Cards") ?? 100);
  const n = Number(/exactly (\d+) subtopics/.exec(req.prompt)?.[1] ?? Math.max(1, Math.round(cards / 8)));
  return {
    json: {
      mainTopic: topic,
      description: `A structured path through ${topic}, from the foundations to advanced ideas.`,
      subtopics: Array.from({ length: n }, (_, i) => ({
        name: `${topic} ${i + 1}`,
        description: `Part ${i + 1} of ${topic}.`,
        difficulty: LEVELS[Math.min(2, Math.floor((i * 3) / n))],
        plannedCards: Math.floor(cards / n) + (i < cards % n ? 1 : 0),
      })),
    },
  };
}

/** A course plan's subtopics: exactly the asked number, each building on the one before. */
function plan(req: ChatRequest): ScriptedReply {
  const topic = line(req.prompt, "Topic") ?? "General knowledge";
  const n = Number(line(req.prompt, "Subtopics") ?? 3);
  const subtopics = Array.from({ length: n }, (_, i) => ({
    name: `${topic}: step ${i + 1}`,
    description: `Step ${i + 1} of ${topic}.`,
    difficulty: LEVELS[Math.min(2, Math.floor((i * 3) / n))]!,
    prerequisites: i > 0 ? [`${topic}: step ${i}`] : [],
  }));
  return {
    json: {
      courseName: `${topic} step by step`,
      description: `A course on ${topic}, one step at a time.`,
      subtopics,
    },
  };
}

let serial = 0;

/** One valid rich card. `mcq` decides the type; `answerAt` the correct option's position. */
export function fabricateCard(
  subject: string,
  topic: string,
  mcq: boolean,
  answerAt = 0,
): GeneratedCardOutput {
  serial += 1;
  const answer = `The answer about ${subject}`;
  const options = [`Distractor A (${serial})`, `Distractor B (${serial})`, `Distractor C (${serial})`];
  options.splice(answerAt % 4, 0, answer);
  return {
    type: mcq ? "mcq" : "basic",
    face: `What should you know about ${subject}? (#${serial})`,
    back: answer,
    level: "Beginner",
    options: mcq ? options : null,
    answerIndex: mcq ? answerAt % 4 : null,
    explanationRight: `This is right because it states the core of ${subject}.`,
    explanationWrong: `A common mistake is to confuse ${subject} with a neighbouring idea.`,
    conceptExplainer: { title: subject, content: `${subject} is a key idea of ${topic}.` },
    deepDive: { title: `More on ${subject}`, content: `Background and history of ${subject}.`, artworks: [] },
    relatedConcepts: [{ title: `${topic} overview`, teaser: "Where this fits." }],
    glossary: [
      {
        term: "Idea",
        definitionShort: "A unit of knowledge.",
        definitionMedium: "A unit of knowledge worth a card.",
      },
    ],
    difficultyScore: 3,
    conceptTags: ["fabricated", "test"],
    minReadTime: 8,
  };
}

/**
 * A card written from a passage of the learner's material (the prompt's "Passage:" line): its answer is
 * one of the passage's sentences, so it passes the passage support check.
 */
export function passageCard(passage: string, topic: string, mcq: boolean, i: number): GeneratedCardOutput {
  const sentences =
    passage
      .match(/[^.!?]+[.!?]?/g)
      ?.map((x) => x.trim())
      .filter((x) => x.length > 3) ?? [];
  const sentence = (sentences[i % Math.max(1, sentences.length)] ?? passage).slice(0, 300);
  const card = fabricateCard(`your material, point ${i + 1}`, topic, mcq, i);
  const options = card.options?.map((o, k) => (k === card.answerIndex ? sentence : o)) ?? null;
  return { ...card, back: sentence, options };
}

function batch(req: ChatRequest): ScriptedReply {
  const count = /Write exactly (\d+) (?:replacement )?cards: (\d+) multiple-choice/.exec(req.prompt);
  const total = Number(count?.[1] ?? 6);
  const mcq = Number(count?.[2] ?? Math.round(total * 0.8));
  const topic = line(req.prompt, "Topic") ?? "General";
  const passage = line(req.prompt, "Passage");
  if (passage) {
    return {
      json: { cards: Array.from({ length: total }, (_, i) => passageCard(passage, topic, i < mcq, i)) },
    };
  }
  const points = [...req.prompt.matchAll(/^- (.+)$/gm)].map((m) => m[1]!);
  const cards = Array.from({ length: total }, (_, i) =>
    fabricateCard(points[i] ?? `${topic} ${i + 1}`, topic, i < mcq, i),
  );
  return { json: { cards } };
}

/**
 * The benchmark judge's scores (bench/ai-judge.ts): fixed numbers per card, with low marks for the
 * fabricated distractors. Proves the plumbing only; says nothing about real cards.
 */
function review(req: ChatRequest): ScriptedReply {
  const cards = [...req.prompt.matchAll(/^Card (\d+) \((multiple choice|basic)\)$/gm)];
  return {
    json: {
      reviews: cards.map((m) => ({
        card: Number(m[1]),
        factuallyRight: 4,
        oneBestAnswer: 5,
        plausibleDistractors: m[2] === "basic" ? null : 2,
        noAnswerLeak: 5,
        clearWording: 4,
      })),
    },
  };
}

/**
 * Options for an existing card (Improve Course): the card's answer among three fabricated distractors,
 * at a position that varies with the question, with a confidence and a reasoning.
 */
export function mcqOptionsReply(req: ChatRequest): ScriptedReply {
  const question = line(req.prompt, "Question") ?? "";
  const answer = line(req.prompt, "Answer") ?? "The answer";
  const at = [...question].reduce((n, ch) => n + ch.charCodeAt(0), 0) % 4;
  const options = ["Another idea entirely", "A common misconception", "A near miss"];
  options.splice(at, 0, answer);
  return {
    json: {
      options,
      correctIndex: at,
      confidence: 0.9,
      reasoning: "The distractors are ideas learners often confuse with the answer.",
    },
  };
}

/** A name for merged courses: the course names of the prompt joined, as a model might. */
export function mergeNamingReply(req: ChatRequest): ScriptedReply {
  const names = [...req.prompt.matchAll(/Course: (.+)/g)].map((m) => m[1]!.trim());
  const name = `${names.join(" & ")} Combined`;
  return {
    json: {
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      description: `Everything from ${names.join(" and ")} in one course.`,
    },
  };
}

/** A related card about the prompt's concept (a valid multiple-choice card). */
export function relatedCardReply(req: ChatRequest): ScriptedReply {
  const concept = line(req.prompt, "Related concept to write the card about") ?? "Related idea";
  const topic = /- Topic: (.+?);/.exec(req.prompt)?.[1] ?? "General";
  const card = fabricateCard(concept, topic, true, 1);
  return {
    json: {
      relationship: "next-step",
      rationale: `${concept} builds on the source card.`,
      card: { ...card, face: `What is ${concept}? (#${card.face.match(/#(\d+)/)?.[1] ?? "0"})` },
    },
  };
}

/** Glossary terms: the card's own words of 5+ letters, as many as asked. */
export function glossaryReply(req: ChatRequest): ScriptedReply {
  const count = Number(/Write exactly (\d+) glossary/.exec(req.prompt)?.[1] ?? 3);
  const text = [line(req.prompt, "Question"), line(req.prompt, "Answer"), line(req.prompt, "Overview")].join(
    " ",
  );
  const words = [...new Set((text.match(/\p{L}{5,}/gu) ?? []).map((w) => w.toLowerCase()))];
  return {
    json: {
      terms: words.slice(0, count).map((w) => ({
        term: w,
        definitionShort: `What ${w} means.`,
        definitionMedium: `A longer definition of ${w}, in two sentences. It helps the learner.`,
        contextTags: ["fabricated"],
      })),
    },
  };
}

/** Concept tags for each numbered card. */
export function conceptTagsReply(req: ChatRequest): ScriptedReply {
  const numbers = [...req.prompt.matchAll(/^Card (\d+)$/gm)].map((m) => Number(m[1]));
  return { json: { cards: numbers.map((n) => ({ card: n, tags: [`concept ${n}`, "indexed"] })) } };
}

/** The default handler of the scripted server. */
export function realisticReply(req: ChatRequest): ScriptedReply {
  switch (req.kind) {
    case "discovery":
      return discovery(req);
    case "outline":
      return outline(req);
    case "plan":
      return plan(req);
    case "batch":
    case "regenerate":
      return batch(req);
    case "review":
      return review(req);
    case "mcq":
      return mcqOptionsReply(req);
    case "syllabus":
      return syllabusReply(req);
    case "merge":
      return mergeNamingReply(req);
    case "related":
      return relatedCardReply(req);
    case "glossary":
      return glossaryReply(req);
    case "tags":
      return conceptTagsReply(req);
    default:
      return { status: 400, message: "The scripted AI server does not know this request" };
  }
}
