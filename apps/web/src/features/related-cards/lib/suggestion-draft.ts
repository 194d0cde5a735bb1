import type { GenerateRelatedResponse } from "@recall/shared";

/** A generated related card as the server returns it. */
export type Generated = GenerateRelatedResponse["data"];

/** What the owner may edit of a suggestion before saving it. */
export interface Draft {
  question: string;
  answer: string;
  options: string[] | null;
  correctIndex: number | null;
}
