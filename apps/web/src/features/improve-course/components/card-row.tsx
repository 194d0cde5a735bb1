import { type Card, isMcqCard } from "@recall/shared";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Markdown } from "../../../components/ui/markdown";
import { levelLabel } from "../../courses";
import type { CardFlows } from "../hooks/use-card-flows";
import { useImproveText } from "../i18n";
import { type CardFlow, isBusy } from "../lib/card-flow";
import { ReviewPanel } from "./review-panel";

interface CardRowProps {
  card: Card;
  flow: CardFlow | undefined;
  flows: CardFlows;
  /** Why Generate MCQ cannot run now (AI unavailable, a batch run in progress), or null. */
  blockedReason: string | null;
}

/**
 * One card of Improve Course (requirements C2): face, back, topic, level, its option count or 'No MCQ', Generate
 * MCQ or Regenerate, and its status panel (generating, the review, saving, Saved!, Error with Try again).
 */
export function CardRow({ card, flow, flows, blockedReason }: CardRowProps) {
  const { t } = useImproveText();
  const hasMcq = isMcqCard(card);
  const busy = isBusy(flow);
  const reviewing = flow?.status === "reviewing" || flow?.status === "saving";
  return (
    <li
      aria-label={card.face}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <Markdown text={card.face} className="font-medium break-words text-slate-900" />
          <div className="flex gap-1 text-sm text-slate-600">
            <span className="shrink-0 font-medium">{t("row.answer")}</span>
            <Markdown text={card.back} className="min-w-0 break-words" />
          </div>
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <Badge>{card.topic}</Badge>
            <Badge tone="purple" className="whitespace-nowrap">
              <span title={card.level}>{levelLabel(card.level)}</span>
            </Badge>
            {hasMcq ? (
              <Badge tone="green">{t("row.options", { count: card.options!.length })}</Badge>
            ) : (
              <Badge tone="amber">{t("row.noMcq")}</Badge>
            )}
            {flow?.status === "complete" ? <Badge tone="green">{t("row.saved")}</Badge> : null}
            {flow?.status === "error" ? <Badge tone="red">{t("row.error")}</Badge> : null}
          </div>
        </div>
        <span title={blockedReason ?? undefined} className="inline-flex shrink-0">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void flows.generate(card)}
            disabled={busy || blockedReason !== null}
            aria-description={blockedReason ?? undefined}
          >
            {hasMcq ? t("row.regenerate") : t("row.generate")}
          </Button>
        </span>
      </div>

      {flow?.status === "generating" ? (
        <p role="status" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
          {t("row.generating")}
        </p>
      ) : null}
      {flow?.status === "error" ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-700"
        >
          <span className="min-w-0 break-words">{flow.message}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => flows.retry(card)}
            disabled={flow.retry.step === "generate" && blockedReason !== null}
          >
            {t("row.tryAgain")}
          </Button>
        </div>
      ) : null}
      {reviewing ? (
        <ReviewPanel
          card={card}
          suggestion={flow.suggestion}
          saving={flow.status === "saving"}
          onApprove={(body) => void flows.approve(card, flow.suggestion, body)}
          onReject={() => flows.reject(card)}
        />
      ) : null}
    </li>
  );
}
