/** The colour of an AI confidence (requirements C9): at least 0.8 green, at least 0.6 yellow, else orange. */
export type ConfidenceTone = "green" | "yellow" | "orange";

export function confidenceTone(confidence: number): ConfidenceTone {
  if (confidence >= 0.8) return "green";
  if (confidence >= 0.6) return "yellow";
  return "orange";
}

/** "85%": a confidence as a whole percentage. */
export const confidencePercent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/** MCQ coverage as the page shows it: percent of cards with options, to one decimal (requirements C2). */
export function coveragePercent(withMcq: number, total: number): string {
  return total === 0 ? "0.0" : ((withMcq / total) * 100).toFixed(1);
}
