import type {
  AiStatus,
  AiUsage,
  Brief,
  BriefTemplate,
  DiscoveryResponse,
  Estimate,
  User,
} from "@recall/shared";
import { testUser } from "../../auth/testing";

/** Test data of this feature's tests (only *.test.tsx and the testing folder import this). */

export const user = (overrides: Partial<User> = {}): User =>
  testUser({
    timezone: "UTC",
    emailVerified: true,
    guidelinesAccepted: true,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  });

export const configured: AiStatus = {
  configured: true,
  provider: "openai",
  model: "gpt-4o-mini",
  message: null,
};

export const usage = (overrides: Partial<AiUsage> = {}): AiUsage => ({
  totalSpent: 1.2345,
  monthlyBudget: 5,
  remaining: 3.7655,
  canGenerate: true,
  generations: 3,
  resetsAt: "2025-02-01T00:00:00.000Z",
  ...overrides,
});

export const brief = (overrides: Partial<Brief> = {}): Brief => ({
  topic: "The French Revolution",
  knowledgeLevel: "beginner",
  goal: "Pass my history exam",
  cardCount: 20,
  focusAreas: ["Causes", "Key events"],
  language: "en",
  ...overrides,
});

export const estimate = (cardCount: number, overrides: Partial<Estimate> = {}): Estimate => ({
  cardCount,
  estimatedCost: cardCount * 0.015,
  estimatedTime: {
    minSeconds: cardCount * 5,
    maxSeconds: cardCount * 8,
    label: `${cardCount * 5}-${cardCount * 8} seconds`,
  },
  warning: null,
  ...overrides,
});

export const templates: BriefTemplate[] = [
  {
    id: "history",
    title: "History period",
    description: "An era.",
    message: "I'd like a course on the French Revolution.",
  },
  {
    id: "science",
    title: "Science fundamentals",
    description: "Basics.",
    message: "Teach me chemistry basics.",
  },
];

/** A discovery turn's answer: `brief` set makes it complete (the summary shows) unless told otherwise. */
export const turn = (
  response: string,
  { brief = null, isComplete = brief !== null }: { brief?: Brief | null; isComplete?: boolean } = {},
): DiscoveryResponse => ({ data: { response, isComplete, brief, corrections: [] } });
