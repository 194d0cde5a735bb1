import { AI_MESSAGES, type Card, type Course, isMcqCard } from "@recall/shared";
import { useId, useMemo, useState } from "react";
import { toast } from "sonner";
import { Panel } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useAuthStore } from "../../../stores/auth-store";
import { GuidelinesStep, useAiStatus } from "../../ai-create";
import { VerifyEmailNotice } from "../../auth";
import { useCourseCards } from "../../courses";
import { useBatchRun } from "../hooks/use-batch-run";
import { useCardFlows } from "../hooks/use-card-flows";
import { useImproveText } from "../i18n";
import { type BatchSettings, loadBatchSettings, saveBatchSettings } from "../lib/batch-settings";
import { BatchConfirmModal } from "./batch-confirm-modal";
import { BatchPanel } from "./batch-panel";
import { BatchSettingsModal } from "./batch-settings-modal";
import { CardRow } from "./card-row";
import { CoverageBar } from "./coverage-bar";
import { type CardFilter, FilterTabs } from "./filter-tabs";

interface AiBlock {
  reason: string | null;
  needsGuidelines: boolean;
  /** The address to verify first (every AI call needs a verified email), or null. */
  verifyEmail: string | null;
}

/**
 * Why AI generation cannot run: AI not configured (the server's message names what to set), an
 * unverified email, guidelines not accepted; or null.
 */
function useAiBlock(): AiBlock {
  const { t } = useImproveText();
  const status = useAiStatus();
  const user = useAuthStore((s) => s.user);
  const accepted = user?.guidelinesAccepted === true;
  if (status.data?.configured === false) {
    return {
      reason: status.data.message ?? t("view.notConfigured"),
      needsGuidelines: false,
      verifyEmail: null,
    };
  }
  if (user && !user.emailVerified)
    return { reason: t("view.verifyReason"), needsGuidelines: false, verifyEmail: user.email };
  return accepted
    ? { reason: null, needsGuidelines: false, verifyEmail: null }
    : { reason: t("view.guidelinesReason"), needsGuidelines: true, verifyEmail: null };
}

/** The Improve Course workspace of an owned course (requirements C2, C4). */
export function ImproveCourseView({ course }: { course: Course }) {
  const cards = useCourseCards(course.id);
  const flows = useCardFlows(course.id, course.name);
  const batch = useBatchRun(course.id, flows);
  const { t } = useImproveText();
  const ai = useAiBlock();
  const [filter, setFilter] = useState<CardFilter>("all");
  const [settings, setSettings] = useState<BatchSettings>(loadBatchSettings);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const listId = useId();

  const all = useMemo(() => cards.data ?? [], [cards.data]);
  const withMcq = all.filter((c) => isMcqCard(c)).length;
  const missing = all.length - withMcq;
  // Cards already in a state (a suggestion to review, a save) are not sent again by a batch run.
  const queue = all.filter((c) => !isMcqCard(c) && !flows.flows[c.id]);
  const blockedReason = ai.reason ?? (batch.state.isRunning ? t("view.batchReason") : null);
  const waitingForReview = Object.values(flows.flows).filter((f) => f.status === "reviewing").length;
  // A card in a state stays in its tab until the state ends (its Saved! badge shows for 2 s).
  const shown = all.filter(
    (c: Card) => filter === "all" || flows.flows[c.id] || (filter === "has") === isMcqCard(c),
  );

  const saveSettings = (next: BatchSettings) => {
    setSettings(next);
    saveBatchSettings(next);
    setSettingsOpen(false);
    toast.success(t("view.settingsSaved"));
  };

  const startBatch = () => {
    setConfirmOpen(false);
    void batch.start(queue, settings);
  };

  if (cards.isPending) return <Spinner label={t("view.loadingCards")} />;
  if (cards.isError) {
    return (
      <p role="alert" className="text-red-700">
        {t("view.failedCards")}{" "}
        <button type="button" className="underline" onClick={() => cards.refetch()}>
          {t("view.tryAgain")}
        </button>
      </p>
    );
  }

  return (
    <div className="space-y-6">
      {ai.needsGuidelines ? <GuidelinesStep /> : null}
      {ai.verifyEmail ? (
        <VerifyEmailNotice email={ai.verifyEmail} reason={AI_MESSAGES.emailNotVerified} />
      ) : null}
      {ai.reason && !ai.needsGuidelines && !ai.verifyEmail ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm break-words text-amber-800">
          {t("view.unavailable", { reason: ai.reason })}
        </p>
      ) : null}

      <Panel className="space-y-5">
        <CoverageBar withMcq={withMcq} total={all.length} />
        <BatchPanel
          missing={missing}
          blockedReason={blockedReason ?? (queue.length === 0 && missing > 0 ? t("view.allReviewing") : null)}
          state={batch.state}
          waitingForReview={waitingForReview}
          onGenerateAll={() => setConfirmOpen(true)}
          onOpenSettings={() => setSettingsOpen(true)}
          onCancel={batch.cancel}
        />
      </Panel>

      <FilterTabs
        value={filter}
        panelId={listId}
        counts={{ all: all.length, has: withMcq, needs: missing }}
        onChange={setFilter}
      />
      <div id={listId} role="tabpanel">
        {all.length === 0 ? (
          <p className="py-8 text-center text-slate-600">{t("view.noCards")}</p>
        ) : shown.length === 0 ? (
          <p className="py-8 text-center text-slate-600">
            {filter === "needs" ? t("view.allHaveMcq") : t("view.noneHaveMcq")}
          </p>
        ) : (
          <ul aria-label={t("view.cards")} className="space-y-3">
            {shown.map((card) => (
              <CardRow
                key={card.id}
                card={card}
                flow={flows.flows[card.id]}
                flows={flows}
                blockedReason={blockedReason}
              />
            ))}
          </ul>
        )}
      </div>

      <BatchSettingsModal
        open={settingsOpen}
        settings={settings}
        onClose={() => setSettingsOpen(false)}
        onSave={saveSettings}
      />
      <BatchConfirmModal
        open={confirmOpen}
        count={queue.length}
        settings={settings}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={startBatch}
      />
    </div>
  );
}
