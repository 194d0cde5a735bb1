import {
  CARD_DEFAULTS,
  type CardType,
  type Frequency,
  type Level,
  type ManualCardBody,
} from "@recall/shared";

export interface ManualCardForm {
  face: string;
  back: string;
  topic: string;
  level: Level;
  type: CardType;
  frequency: Frequency;
  options: string[];
  answerIndex: number;
  acceptableAnswers: string[];
  explanationRight: string;
  explanationWrong: string;
  /** "" is General Knowledge (no courseId sent). */
  courseId: string;
}

export const emptyManualCard = (courseId = ""): ManualCardForm => ({
  face: "",
  back: "",
  topic: CARD_DEFAULTS.topic,
  level: CARD_DEFAULTS.level,
  type: "basic",
  frequency: CARD_DEFAULTS.frequency,
  options: Array.from({ length: CARD_DEFAULTS.mcqOptionCount }, () => ""),
  answerIndex: 0,
  acceptableAnswers: [""],
  explanationRight: "",
  explanationWrong: "",
  courseId,
});

/** The first problem with the form, or null. */
export function checkManualCard(f: ManualCardForm): string | null {
  if (!f.face.trim()) return "Question is required";
  if (!f.back.trim()) return "Answer is required";
  if (!f.topic.trim()) return "Topic is required";
  if (f.type === "mcq") {
    if (f.options.filter((o) => o.trim()).length < 2)
      return "A multiple-choice card needs at least 2 options";
    if (!f.options[f.answerIndex]?.trim()) return "The correct option cannot be empty";
  }
  return null;
}

/**
 * The request body (part2 §5): blank options are dropped for mcq with answerIndex following its option,
 * blank acceptable answers are dropped for cloze, explanations are sent only if filled.
 */
export function buildManualCardBody(f: ManualCardForm): ManualCardBody {
  const body: ManualCardBody = {
    face: f.face.trim(),
    back: f.back.trim(),
    topic: f.topic.trim(),
    level: f.level,
    type: f.type,
    frequency: f.frequency,
  };
  if (f.type === "mcq") {
    const options: string[] = [];
    f.options.forEach((option, i) => {
      if (!option.trim()) return;
      if (i === f.answerIndex) body.answerIndex = options.length;
      options.push(option.trim());
    });
    body.options = options;
  }
  if (f.type === "cloze") {
    const answers = f.acceptableAnswers.map((a) => a.trim()).filter(Boolean);
    if (answers.length > 0) body.acceptableAnswers = answers;
  }
  if (f.explanationRight.trim()) body.explanationRight = f.explanationRight.trim();
  if (f.explanationWrong.trim()) body.explanationWrong = f.explanationWrong.trim();
  if (f.courseId) body.courseId = f.courseId;
  return body;
}
