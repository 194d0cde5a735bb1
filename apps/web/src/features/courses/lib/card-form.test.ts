// @vitest-environment node
import { CARD_RULE_MESSAGES } from "@recall/shared";
import { describe, expect, it } from "vitest";
import { makeCard } from "../testing/card-factory";
import {
  CardFormSchema,
  type CardFormValues,
  cardToForm,
  emptyArtwork,
  emptyCardForm,
  toManualCardBody,
  toUpdateCardBody,
} from "./card-form";

const form = (patch: Partial<CardFormValues> = {}): CardFormValues => ({
  ...emptyCardForm(),
  face: "2 + 2?",
  back: "4",
  ...patch,
});
const errorsOf = (values: CardFormValues) => {
  const parsed = CardFormSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("CardFormSchema: the one card form model", () => {
  it("reports every problem at once with the shared messages", () => {
    expect(
      errorsOf(form({ face: "", back: " ", topic: "", level: "", type: "mcq", options: ["x", "", "", ""] })),
    ).toEqual({
      face: "Question is required",
      back: "Answer is required",
      topic: "Topic is required",
      level: "Level is required",
      options: CARD_RULE_MESSAGES.mcqTwoOptions,
      answerIndex: CARD_RULE_MESSAGES.mcqChooseCorrect,
    });
  });

  it("reports a blank artwork on its fields instead of dropping it", () => {
    expect(errorsOf(form({ artworks: [emptyArtwork()] }))).toEqual({
      "artworks.0.title": "Title is required",
      "artworks.0.searchKeywords": "Search Keywords is required",
    });
    expect(
      errorsOf(form({ deepDive: { title: "", content: "", artworks: [emptyArtwork()] } })),
    ).toMatchObject({
      "deepDive.artworks.0.title": "Title is required",
    });
  });

  it("reports an MCQ whose answer names another option than the correct one", () => {
    expect(errorsOf(form({ type: "mcq", back: "3", options: ["3", "4", "", ""], answerIndex: 1 }))).toEqual({
      back: CARD_RULE_MESSAGES.mcqAnswerNamesOtherOption(0, 1),
    });
  });

  it("converts text to numbers and tags, and checks the read time", () => {
    const out = CardFormSchema.parse(form({ conceptTags: " cells, , biology, cells", difficultyScore: "3" }));
    expect(out).toMatchObject({ conceptTags: ["cells", "biology"], difficultyScore: 3, minReadTime: 5 });
    expect(errorsOf(form({ minReadTime: "" }))).toEqual({
      minReadTime: "must be a whole number of seconds from 1 to 600",
    });
  });
});

describe("the request bodies", () => {
  it("manual card: blank options dropped, answerIndex following its option, only filled extras (requirements C5)", () => {
    const card = CardFormSchema.parse(
      form({ type: "mcq", back: "4", options: ["3", "", "4", "5"], answerIndex: 2, explanationWrong: "  " }),
    );
    expect(toManualCardBody(card, "")).toEqual({
      face: "2 + 2?",
      back: "4",
      topic: "General",
      level: "Beginner",
      type: "mcq",
      frequency: "daily",
      options: ["3", "4", "5"],
      answerIndex: 1,
    });
  });

  it("edit: every edited field, type rules applied, the sandbox left as stored", () => {
    const stored = makeCard({
      type: "mcq",
      options: ["a", "b"],
      answerIndex: 0,
      back: "a",
      acceptableAnswers: ["x"],
    });
    const values = { ...cardToForm(stored), type: "basic" as const };
    const body = toUpdateCardBody(CardFormSchema.parse(values));
    expect(body).toMatchObject({ type: "basic", options: null, answerIndex: null, acceptableAnswers: null });
    expect(body).not.toHaveProperty("sandbox");
    expect(body).not.toHaveProperty("wordCount");
  });
});
