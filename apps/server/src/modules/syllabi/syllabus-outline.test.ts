import { describe, expect, it } from "vitest";
import { buildSyllabusPlan, subtopicCount, syllabusPrompt } from "./syllabus-outline";

const sub = (name: string, plannedCards: number, difficulty = "beginner" as const) => ({
  name,
  description: `${name} described`,
  difficulty,
  plannedCards,
});

describe("subtopicCount", () => {
  it("about one subtopic per batch of 8 cards, at most 60 (requirements C9: syllabus 20-500)", () => {
    expect(subtopicCount(20)).toBe(3);
    expect(subtopicCount(40)).toBe(5);
    expect(subtopicCount(100)).toBe(13);
    expect(subtopicCount(500)).toBe(60);
  });

  it("the prompt asks for that many subtopics and the exact total", () => {
    const prompt = syllabusPrompt("Optics", 100);
    expect(prompt).toContain("Topic: Optics");
    expect(prompt).toContain("exactly 13 subtopics");
    expect(prompt).toContain("add up to exactly 100");
  });
});

describe("buildSyllabusPlan", () => {
  it("planned cards always add up to the target, each at least 4, in the model's proportions", () => {
    const plan = buildSyllabusPlan(
      { mainTopic: "Optics", description: "Light.", subtopics: [sub("A", 30), sub("B", 10), sub("C", 0)] },
      "Optics",
      40,
    );
    const planned = plan.subtopics.map((s) => s.plannedCards);
    expect(planned.reduce((a, b) => a + b, 0)).toBe(40);
    expect(Math.min(...planned)).toBeGreaterThanOrEqual(4);
    expect(planned[0]).toBeGreaterThan(planned[1]!);
    expect(plan.subtopics.map((s) => s.order)).toEqual([0, 1, 2]);
  });

  it("drops blank and repeated names, keeps at most subtopicCount, and never returns no subtopic", () => {
    const many = Array.from({ length: 10 }, (_, i) => sub(`S${i}`, 5));
    const plan = buildSyllabusPlan(
      { mainTopic: "", description: "", subtopics: [sub(" ", 5), sub("X", 5), sub("x", 5), ...many] },
      "Optics",
      20,
    );
    expect(plan.mainTopic).toBe("Optics");
    expect(plan.subtopics.map((s) => s.name)).toEqual(["X", "S0", "S1"]);
    const empty = buildSyllabusPlan({ mainTopic: "T", description: "", subtopics: [] }, "Optics", 20);
    expect(empty.subtopics).toEqual([
      { name: "Optics", description: "", difficulty: "beginner", order: 0, plannedCards: 20 },
    ]);
  });
});
