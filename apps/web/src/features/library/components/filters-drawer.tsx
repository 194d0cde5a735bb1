import { clsx } from "clsx";
import { SlidersHorizontal } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Panel } from "../../../components/ui/card";
import { useLibraryText } from "../i18n";

interface FiltersDrawerProps {
  activeCount: number;
  onReset: () => void;
  children: ReactNode;
}

/** The filters column: always open beside the results on wide screens, behind a Filters button on phones. */
export function FiltersDrawer({ activeCount, onReset, children }: FiltersDrawerProps) {
  const { t } = useLibraryText();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <aside aria-label={t("filters.title")} className="min-w-0 space-y-3 lg:w-64 lg:shrink-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-2.5 text-sm font-medium text-slate-800 shadow-sm lg:hidden"
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden className="h-4 w-4" /> {t("filters.title")}
          {activeCount > 0 ? (
            <span className="rounded-full bg-brand-100 px-2 text-xs text-brand-700">{activeCount}</span>
          ) : null}
        </span>
        <span className="text-slate-500">{open ? t("filters.hide") : t("filters.show")}</span>
      </button>
      <Panel id={id} className={clsx("space-y-4 p-4 lg:block", open ? "block" : "hidden")}>
        <div className="flex items-center justify-between">
          <h2 className="font-semibold">{t("filters.title")}</h2>
          <button
            type="button"
            onClick={onReset}
            disabled={activeCount === 0}
            className="text-sm font-medium text-brand-600 hover:text-brand-700 disabled:text-slate-400"
          >
            {t("filters.reset")}
          </button>
        </div>
        {children}
      </Panel>
    </aside>
  );
}
