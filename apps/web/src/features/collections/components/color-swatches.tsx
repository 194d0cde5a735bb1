import { COLLECTION_COLORS, type CollectionColor } from "@recall/shared";
import { clsx } from "clsx";
import { Check } from "lucide-react";
import { useCollectionsText } from "../i18n";

/** Catalog keys of the names for the palette of requirements C9, so each swatch has an accessible name. */
export const COLOR_NAMES: Record<CollectionColor, string> = {
  "#3B82F6": "colors.blue",
  "#10B981": "colors.green",
  "#F59E0B": "colors.amber",
  "#EF4444": "colors.red",
  "#8B5CF6": "colors.purple",
  "#EC4899": "colors.pink",
  "#06B6D4": "colors.cyan",
  "#F97316": "colors.orange",
};

interface ColorSwatchesProps {
  value: CollectionColor;
  onChange: (color: CollectionColor) => void;
}

/** The eight collection colours as a radio group of round swatches. */
export function ColorSwatches({ value, onChange }: ColorSwatchesProps) {
  const { t } = useCollectionsText();
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{t("colors.legend")}</legend>
      <div className="flex flex-wrap gap-2">
        {COLLECTION_COLORS.map((color) => (
          <label key={color} title={t(COLOR_NAMES[color])} className="relative cursor-pointer">
            <input
              type="radio"
              name="collection-color"
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              aria-label={t(COLOR_NAMES[color])}
              className="peer sr-only"
            />
            <span
              aria-hidden
              className={clsx(
                "flex h-9 w-9 items-center justify-center rounded-full ring-offset-2 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500",
                value === color && "ring-2 ring-slate-900",
              )}
              style={{ backgroundColor: color }}
            >
              {value === color ? <Check className="h-4 w-4 text-white" /> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
