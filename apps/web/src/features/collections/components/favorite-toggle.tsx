import { clsx } from "clsx";
import { Star } from "lucide-react";
import { useCollectionsText } from "../i18n";

interface FavoriteToggleProps {
  name: string;
  isFavorite: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/** The favourite star of a collection: a toggle button (aria-pressed). */
export function FavoriteToggle({ name, isFavorite, onToggle, disabled }: FavoriteToggleProps) {
  const { t } = useCollectionsText();
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={t("favorite.label", { name })}
      title={isFavorite ? t("favorite.remove") : t("favorite.add")}
      onClick={onToggle}
      disabled={disabled}
      className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-amber-500 disabled:opacity-50"
    >
      <Star aria-hidden className={clsx("h-5 w-5", isFavorite && "fill-amber-400 text-amber-500")} />
    </button>
  );
}
