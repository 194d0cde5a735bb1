import { describe, expect, it } from "vitest";
import { normaliseMaterialText, PASSAGE_LIMITS, splitPassages } from "./material-passages";

const para = (n: number, word = "word") =>
  `${`${word} `.repeat(Math.ceil(n / (word.length + 1)))}`.slice(0, n).trim();

describe("splitPassages", () => {
  it("joins short paragraphs up to the target and keeps paragraph breaks", () => {
    const text = [para(300, "alpha"), para(300, "beta"), para(300, "gamma"), para(500, "delta")].join("\n\n");
    const passages = splitPassages(text);
    expect(passages).toHaveLength(2);
    expect(passages[0]).toContain("alpha");
    expect(passages[0]).toContain("\n\ngamma");
    expect(passages[1]!.startsWith("delta")).toBe(true);
    for (const p of passages) expect(p.length).toBeLessThanOrEqual(PASSAGE_LIMITS.target);
  });

  it("is deterministic and loses no words", () => {
    const text = Array.from({ length: 40 }, (_, i) => `Paragraph ${i}. ${para(150 + i * 7, "text")}.`).join(
      "\n\n",
    );
    expect(splitPassages(text)).toEqual(splitPassages(text));
    const words = (s: string) => s.split(/\s+/).filter(Boolean);
    expect(splitPassages(text).flatMap(words)).toEqual(words(text));
  });

  it("cuts a very long paragraph at sentence ends, and a very long sentence hard", () => {
    const sentences = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} is here.`).join(" ");
    for (const p of splitPassages(sentences)) {
      expect(p.length).toBeLessThanOrEqual(PASSAGE_LIMITS.max);
      expect(p.endsWith(".")).toBe(true);
    }
    const blob = "x".repeat(5000);
    expect(splitPassages(blob).map((p) => p.length)).toEqual([2000, 2000, 1000]);
  });

  it("merges a short tail into the passage before it", () => {
    const passages = splitPassages(`${para(1100, "long")}\n\n${para(50, "tail")}`);
    expect(passages).toHaveLength(1);
    expect(passages[0]).toContain("tail");
  });

  it("normalises line ends and blank runs", () => {
    expect(normaliseMaterialText("  a  \r\nb\r\n\r\n\r\n\r\nc  ")).toBe("a\nb\n\nc");
    expect(splitPassages("   \n\n  ")).toEqual([]);
  });
});
