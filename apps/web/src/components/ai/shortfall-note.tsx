import type { CardShortfall } from "@recall/shared";
import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";

/**
 * What a generation could not deliver, in the server's words (shared `cardShortfall`: "22 of 24 cards were
 * generated (17 of 19 multiple choice).") — the one way every generator's shortfall is shown: a plan, a
 * plan subtopic, a syllabus subtopic, a related batch. Renders nothing when nothing is missing.
 */
export function ShortfallNote({
  shortfall,
  label,
  compact = false,
}: {
  shortfall: CardShortfall | null | undefined;
  label?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (!shortfall) return null;
  return (
    <p
      role="status"
      aria-label={label ?? t("shortfall")}
      className={
        compact
          ? "flex items-start gap-1.5 text-sm text-amber-800"
          : "flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      }
    >
      <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
      <span>{shortfall.message}</span>
    </p>
  );
}
