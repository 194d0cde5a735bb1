import { PLAN_LIMITS } from "@recall/shared";
import { Info } from "lucide-react";
import { usePlanText } from "../i18n";

/**
 * requirements C2 Progressive creation: the info box. It states the bound the server splits by (shared
 * `planSubtopicSizes`); the form shows the exact split of the chosen target.
 */
export function PlanInfoBox() {
  const { t } = usePlanText();
  return (
    <aside className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-700">
      <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
      <div>
        <p className="font-medium">{t("info.title")}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          <li>{t("info.perSubtopic", { count: PLAN_LIMITS.cardsPerSubtopic })}</li>
          <li>{t("info.pause")}</li>
          <li>{t("info.cost")}</li>
          <li>{t("info.editable")}</li>
        </ul>
      </div>
    </aside>
  );
}
