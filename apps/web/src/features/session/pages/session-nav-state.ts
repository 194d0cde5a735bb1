import type { Card } from "@recall/shared";

/** What /session/start (or a collection) hands to /session/{id} as navigation state (requirements S2). */
export interface SessionNavState {
  sessionId: string;
  cards: Card[];
  collectionId: string | null;
}

/** The navigation state when it is usable for session `id`; null otherwise (e.g. opened from a bookmark). */
export function readSessionNavState(state: unknown, id: string | undefined): SessionNavState | null {
  if (!state || typeof state !== "object") return null;
  const s = state as Partial<SessionNavState>;
  if (typeof s.sessionId !== "string" || s.sessionId !== id) return null;
  if (!Array.isArray(s.cards) || s.cards.length === 0) return null;
  return {
    sessionId: s.sessionId,
    cards: s.cards,
    collectionId: typeof s.collectionId === "string" ? s.collectionId : null,
  };
}
