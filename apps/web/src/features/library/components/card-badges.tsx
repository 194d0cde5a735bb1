import type { Card } from "@recall/shared";
import { Badge } from "../../../components/ui/badge";
import { useLibraryText } from "../i18n";

/** Topic, level, type in upper case and a DEEP DIVE badge (requirements C2 Card Library). */
export function CardBadges({ card }: { card: Pick<Card, "topic" | "level" | "type" | "deepDive"> }) {
  const { t } = useLibraryText();
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone="brand">{card.topic}</Badge>
      <Badge>{card.level}</Badge>
      <Badge className="tracking-wide">{card.type.toUpperCase()}</Badge>
      {card.deepDive ? <Badge tone="purple">{t("badges.deepDive")}</Badge> : null}
    </span>
  );
}
