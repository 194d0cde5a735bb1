import { speakableText } from "../../../../components/ui/read-aloud-button";
import i18n from "../../../../lib/i18n";
import type { CardPhase } from "../../hooks/session-state";
import "../../i18n";

export interface AnnouncementInput {
  /** 0-based position of the card on screen. */
  index: number;
  total: number;
  face: string;
  phase: CardPhase;
  result: { correct: boolean } | null;
}

/**
 * What a screen reader hears as the session moves ("a polite live region announces right or
 * wrong and the next card"): the new card with its position, then the verdict once there is one. Words
 * only: markdown marks would be read out as symbols.
 */
export function sessionAnnouncement({ index, total, face, phase, result }: AnnouncementInput): string {
  if (phase === "wrong") return i18n.t("session:announce.wrong");
  if (phase === "graded" && result)
    return result.correct ? i18n.t("session:announce.correct") : i18n.t("session:announce.incorrect");
  if (phase === "revealed") return i18n.t("session:announce.shown");
  return i18n.t("session:announce.question", { current: index + 1, total, text: speakableText(face) });
}

/** A visually hidden polite live region carrying `sessionAnnouncement`. */
export function SessionAnnouncer(props: AnnouncementInput) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="session-announcer"
    >
      {sessionAnnouncement(props)}
    </div>
  );
}
