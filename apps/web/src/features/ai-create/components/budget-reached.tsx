import { AI_MESSAGES, type AiUsage } from "@recall/shared";
import { FileJson, PencilLine, Wallet } from "lucide-react";
import { Panel } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import i18n from "../../../lib/i18n";
import { translateMessage } from "../../../lib/translate-message";
import { useAiCreateText } from "../i18n";
import { formatBudget, formatCost } from "../lib/format";
import { ActionLink } from "./action-link";

const resetDate = (iso: string) =>
  new Date(iso).toLocaleDateString(i18n.language, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/** Shown instead of the chat when the monthly AI budget is used up (requirements C2, C8). */
export function BudgetReached({ usage }: { usage: AiUsage | undefined }) {
  const { t } = useAiCreateText();
  return (
    <Panel className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="rounded-xl bg-red-100 p-2 text-red-700">
          <Wallet aria-hidden className="h-5 w-5" />
        </span>
        <div className="space-y-1">
          <h2 className="text-lg font-semibold">{t("budget.title")}</h2>
          <p className="text-sm text-slate-700">{translateMessage(AI_MESSAGES.budgetExceeded)}</p>
        </div>
      </div>
      {usage ? (
        <dl className="grid grid-cols-3 gap-2 sm:gap-3">
          <Stat label={t("budget.spent")} value={formatCost(usage.totalSpent)} />
          <Stat label={t("budget.budget")} value={formatBudget(usage.monthlyBudget)} />
          <Stat label={t("budget.remaining")} value={formatCost(usage.remaining)} />
        </dl>
      ) : null}
      {usage?.resetsAt ? (
        <p className="text-sm text-slate-600">{t("budget.resets", { date: resetDate(usage.resetsAt) })}</p>
      ) : null}
      <p className="text-sm text-slate-600">{t("budget.meanwhile")}</p>
      <div className="flex flex-wrap gap-2">
        <ActionLink to={paths.courseUpload} icon={<FileJson aria-hidden className="h-4 w-4" />}>
          {t("budget.upload")}
        </ActionLink>
        <ActionLink to={paths.manualCard} icon={<PencilLine aria-hidden className="h-4 w-4" />}>
          {t("budget.manual")}
        </ActionLink>
      </div>
    </Panel>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-2 sm:p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="truncate text-base font-semibold tabular-nums text-slate-900 sm:text-lg">{value}</dd>
    </div>
  );
}
