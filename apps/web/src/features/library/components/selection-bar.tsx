import { FolderPlus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useLibraryText } from "../i18n";

/** The bar along the bottom while cards are selected: the count and Add to Collection. */
export function SelectionBar({ count, onAdd }: { count: number; onAdd: () => void }) {
  const { t } = useLibraryText();
  if (count === 0) return null;
  return (
    <section
      aria-label={t("selection.label")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-800">{t("selection.cardsSelected", { count })}</p>
        <Button onClick={onAdd}>
          <FolderPlus aria-hidden className="h-4 w-4" />
          {t("selection.addToCollection")}
        </Button>
      </div>
    </section>
  );
}
