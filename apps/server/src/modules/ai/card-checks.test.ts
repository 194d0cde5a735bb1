import { describe, expect, it } from "vitest";
import { fabricateCard } from "../../../test/ai/support/realistic-replies";
import { CourseFaces, checkGeneratedCard } from "./card-checks";

const opts = (faces: string[] = []) => ({
  topic: "Rome",
  defaultLevel: "Beginner" as const,
  faces: new CourseFaces(faces),
});

describe("checkGeneratedCard", () => {
  it("turns a valid card into CardFields filed under the batch's topic", () => {
    const mcq = checkGeneratedCard(fabricateCard("Caesar", "Rome", true, 2), opts());
    expect(mcq).toMatchObject({ ok: true, card: { type: "mcq", answerIndex: 2, topic: "Rome" } });
    const basic = checkGeneratedCard({ ...fabricateCard("Nero", "Rome", false), options: ["x"] }, opts());
    expect(basic).toMatchObject({ ok: true, card: { type: "basic", options: null, answerIndex: null } });
  });

  it.each([
    ["options that repeat", { options: ["x", "X.", "y", "z"] }, /options are not distinct/],
    ["an answerIndex out of range", { answerIndex: 4 }, /answerIndex 4 is not the index of an option/],
    ["three options", { options: ["x", "y", "z"], answerIndex: 0 }, /needs exactly 4 options, had 3/],
    ["a blank option", { options: ["x", " ", "y", "z"], answerIndex: 0 }, /an option is empty/],
  ])("refuses an MCQ with %s (it is never kept as a basic card)", (_label, patch, problem) => {
    const verdict = checkGeneratedCard({ ...fabricateCard("A", "Rome", true), ...patch }, opts());
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.problem).toMatch(problem);
  });

  it("refuses an MCQ whose question contains the correct option", () => {
    const card = {
      ...fabricateCard("A", "Rome", true),
      face: "Was Augustus the first Roman emperor?",
      options: ["Augustus", "Nero", "Caesar", "Trajan"],
      answerIndex: 0,
    };
    const verdict = checkGeneratedCard(card, opts());
    expect(verdict).toEqual({
      ok: false,
      problem: '"Was Augustus the first Roman emperor?": the question gives away the correct option',
    });
  });

  it.each([
    ["face", { face: "  " }, /^a card: empty question/],
    ["back", { back: "" }, /empty answer/],
    ["explanationWrong", { explanationWrong: " " }, /empty explanation/],
  ])("refuses an empty %s", (_field, patch, problem) => {
    const verdict = checkGeneratedCard({ ...fabricateCard("B", "Rome", false), ...patch }, opts());
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.problem).toMatch(problem);
  });

  it("refuses a face the course already has, ignoring case and punctuation; does not claim faces itself", () => {
    const card = { ...fabricateCard("C", "Rome", false), face: "Who founded Rome?" };
    const faces = opts(["who founded ROME"]);
    const verdict = checkGeneratedCard(card, faces);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.problem).toMatch(/repeats a question already in the course/);
    const fresh = opts();
    expect(checkGeneratedCard(card, fresh).ok).toBe(true);
    expect(fresh.faces.has("Who founded Rome?")).toBe(false);
  });

  it("clamps scores and reading times instead of refusing the card", () => {
    const verdict = checkGeneratedCard(
      { ...fabricateCard("E", "Rome", false), difficultyScore: 42, minReadTime: -3 },
      opts(),
    );
    expect(verdict).toMatchObject({ ok: true, card: { difficultyScore: 10, minReadTime: 3 } });
  });
});
