import { clsx } from "clsx";
import { Star } from "lucide-react";

interface FavoriteToggleProps {
  name: string;
  isFavorite: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/** The favourite star of a collection: a toggle button (aria-pressed). */
export function FavoriteToggle({ name, isFavorite, onToggle, disabled }: FavoriteToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={`Favorite ${name}`}
      title={isFavorite ? "Remove from favorites" : "Add to favorites"}
      onClick={onToggle}
      disabled={disabled}
      className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-amber-500 disabled:opacity-50"
    >
      <Star aria-hidden className={clsx("h-5 w-5", isFavorite && "fill-amber-400 text-amber-500")} />
    </button>
  );
}
