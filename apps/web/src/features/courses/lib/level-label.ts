import { LEVELS } from "@recall/shared";

/** Levels shown compactly as L1/L2/L3 (Beginner/Intermediate/Advanced); any other level text is shown as is. */
export function levelLabel(level: string): string {
  const index = LEVELS.findIndex((l) => l.toLowerCase() === level.toLowerCase());
  return index === -1 ? level : `L${index + 1}`;
}
