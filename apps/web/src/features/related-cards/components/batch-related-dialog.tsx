import { type CardShortfall, RELATED_MESSAGES, type RelatedOptionsOut } from "@recall/shared";
import { useState } from "react";
import { toast } from "sonner";
import { ShortfallNote } from "../../../components/ai/shortfall-note";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { errorMessage } from "../../../lib/api-client";
import i18n from "../../../lib/i18n";
import { translateMessage } from "../../../lib/translate-message";
import { relatedApi } from "../api/related-api";
import { useRelatedCardsText } from "../i18n";
import { relatedEstimate } from "../lib/estimate";
import { DEFAULT_RELATED_OPTIONS, RelatedOptionsFields } from "./related-options-fields";

/** Concepts to generate, grouped by the card that names them (one batch call per source card). */
export interface ConceptGroup {
  sourceCardId: string;
  concepts: { name: string; teaser: string }[];
}

export interface BatchRelatedDialogProps {
  open: boolean;
  courseId: string;
  groups: ConceptGroup[];
  onClose: () => void;
  /** After a run that stored at least one card. */
  onDone?: () => void;
}

export interface BatchOutcome {
  cards: number;
  cost: number;
  failed: string[];
  /** What each source card's batch could not deliver (the server's `shortfall`), in run order. */
  shortfalls: CardShortfall[];
  error: unknown;
}

/** Runs the batch calls one source card after another and adds up what they did. */
export async function runBatches(
  courseId: string,
  groups: ConceptGroup[],
  options: RelatedOptionsOut,
): Promise<BatchOutcome> {
  const out: BatchOutcome = { cards: 0, cost: 0, failed: [], shortfalls: [], error: null };
  for (const group of groups) {
    try {
      const res = await relatedApi.generateBatch(courseId, group.sourceCardId, {
        relatedConcepts: group.concepts,
        options: {
          useFullContext: options.useFullContext,
          linkCards: options.linkCards,
          targetLevel: options.targetLevel,
        },
      });
      out.cards += res.data.cardsGenerated;
      out.cost += res.data.metadata.totalCost;
      out.failed.push(...res.data.failed.map((f) => f.name));
      if (res.data.shortfall) out.shortfalls.push(res.data.shortfall);
    } catch (err) {
      out.error ??= err;
      out.failed.push(...group.concepts.map((c) => c.name));
    }
  }
  return out;
}

/** Generate N Related Cards (requirements C2): options, estimate, one run; toasts of requirements C8. */
export function BatchRelatedDialog({ open, courseId, groups, onClose, onDone }: BatchRelatedDialogProps) {
  const { t } = useRelatedCardsText();
  const [options, setOptions] = useState<RelatedOptionsOut>(DEFAULT_RELATED_OPTIONS);
  const [running, setRunning] = useState(false);
  // A run that came up short keeps the dialog open on its shortfall until the learner closes it.
  const [shortfalls, setShortfalls] = useState<CardShortfall[]>([]);
  const total = groups.reduce((n, g) => n + g.concepts.length, 0);
  const estimate = relatedEstimate(total, options.useFullContext);

  const run = async () => {
    setRunning(true);
    const outcome = await runBatches(courseId, groups, options);
    setRunning(false);
    if (outcome.cards > 0) {
      toast.success(translateMessage(RELATED_MESSAGES.cardsGenerated(outcome.cards, outcome.cost)));
      onDone?.();
    }
    if (outcome.cards === 0) toast.error(errorMessage(outcome.error, RELATED_MESSAGES.batchFailed));
    else if (outcome.failed.length > 0)
      toast.error(
        i18n.t("related-cards:batch.someFailed", {
          names: new Intl.ListFormat(i18n.language, { type: "unit" }).format(outcome.failed),
        }),
      );
    if (outcome.shortfalls.length > 0) setShortfalls(outcome.shortfalls);
    else onClose();
  };

  if (shortfalls.length > 0) {
    return (
      <Modal
        open={open}
        title={t("batch.doneTitle")}
        onClose={onClose}
        footer={
          <Button onClick={onClose} data-autofocus>
            {t("batch.close")}
          </Button>
        }
      >
        <div className="space-y-2">
          {shortfalls.map((s, i) => (
            <ShortfallNote
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once the run is over
              key={i}
              shortfall={s}
              label={
                shortfalls.length > 1
                  ? t("batch.shortfallOf", { index: i + 1, total: shortfalls.length })
                  : t("batch.shortfall")
              }
            />
          ))}
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title={t("batch.title", { count: total })}
      onClose={running ? () => {} : onClose}
      closeOnOutsideClick={!running}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={running}>
            {t("batch.cancel")}
          </Button>
          <Button onClick={() => void run()} disabled={running || total === 0}>
            {running ? t("batch.generatingButton") : t("batch.generate")}
          </Button>
        </>
      }
    >
      {running ? (
        <div role="status" className="space-y-2 py-6 text-center">
          <p className="font-medium text-slate-800">{t("batch.generating", { count: total })}</p>
          <p className="text-sm text-slate-500">{t("batch.takesAbout", { time: estimate.time })}</p>
        </div>
      ) : (
        <div className="space-y-4">
          <ul className="max-h-40 list-disc overflow-y-auto pl-5 text-sm text-slate-700">
            {groups.flatMap((g) =>
              g.concepts.map((c) => <li key={`${g.sourceCardId}-${c.name}`}>{c.name}</li>),
            )}
          </ul>
          <RelatedOptionsFields value={options} onChange={setOptions} depths={false} />
          <p className="text-sm text-slate-600">
            {t("estimate.line", { cost: estimate.cost, time: estimate.time })}
          </p>
        </div>
      )}
    </Modal>
  );
}
