import { type GenerateSmartRelatedResponse, RELATED_MESSAGES, type RelatedOptionsOut } from "@recall/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Trans } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Markdown } from "../../../components/ui/markdown";
import { Modal } from "../../../components/ui/modal";
import { errorMessage } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/translate-message";
import { relatedApi } from "../api/related-api";
import { useRelatedCardsText } from "../i18n";
import { relatedEstimate } from "../lib/estimate";
import { DEFAULT_RELATED_OPTIONS, RelatedOptionsFields } from "./related-options-fields";

type SmartResult = GenerateSmartRelatedResponse["data"];

export interface SmartRelatedDialogProps {
  open: boolean;
  courseId: string;
  sourceCardId: string;
  /** The concept the server will pick: the source card's first related concept without a card. */
  conceptTitle: string;
  onClose: () => void;
  /** After the card was stored. */
  onDone?: (result: SmartResult) => void;
}

/**
 * Smart related card: the app picks the concept (the card's first one without a card), so the owner only
 * chooses the options; the card is written, saved and linked in one call, then shown.
 */
export function SmartRelatedDialog(props: SmartRelatedDialogProps) {
  // Mounted per opening, so every opening starts from the options.
  return props.open ? <SmartRelatedPanel {...props} /> : null;
}

function SmartRelatedPanel({
  courseId,
  sourceCardId,
  conceptTitle,
  onClose,
  onDone,
}: SmartRelatedDialogProps) {
  const { t } = useRelatedCardsText();
  const [options, setOptions] = useState<RelatedOptionsOut>(DEFAULT_RELATED_OPTIONS);
  const estimate = relatedEstimate(1, options.useFullContext);
  const generate = useMutation({
    mutationFn: () => relatedApi.generateSmart(courseId, sourceCardId, { options }),
    onSuccess: (res) => {
      toast.success(translateMessage(RELATED_MESSAGES.cardGenerated(res.data.metadata.totalCost)));
      onDone?.(res.data);
    },
    onError: (err) => toast.error(errorMessage(err, RELATED_MESSAGES.relatedFailed)),
  });
  const result = generate.data?.data;

  return (
    <Modal
      open
      title={t("smart.title")}
      onClose={generate.isPending ? () => {} : onClose}
      closeOnOutsideClick={!generate.isPending}
      footer={
        result ? (
          <Button onClick={onClose}>{t("smart.done")}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={generate.isPending}>
              {t("smart.cancel")}
            </Button>
            <Button onClick={() => generate.mutate()} disabled={generate.isPending}>
              {generate.isPending ? t("smart.generating") : t("smart.generate")}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <SmartResultView result={result} />
      ) : generate.isPending ? (
        <div role="status" className="space-y-2 py-6 text-center">
          <p className="font-medium text-slate-800">{t("smart.writing", { concept: conceptTitle })}</p>
          <p className="text-sm text-slate-500">{translateMessage(RELATED_MESSAGES.generatingNote)}</p>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="smart.intro"
              values={{ concept: conceptTitle }}
              components={{ strong: <strong /> }}
            />
          </p>
          <RelatedOptionsFields value={options} onChange={setOptions} />
          <p className="text-sm text-slate-600">
            {t("estimate.line", { cost: estimate.cost, time: estimate.time })}
          </p>
        </div>
      )}
    </Modal>
  );
}

function SmartResultView({ result }: { result: SmartResult }) {
  const { t } = useRelatedCardsText();
  const { relatedCard, concept, duplicateWarning } = result;
  return (
    <section aria-label={t("editor.generatedCard")} className="space-y-3 text-sm">
      <p className="text-slate-700">
        <Trans
          t={t}
          i18nKey="smart.savedAbout"
          values={{ concept: concept.title }}
          components={{ strong: <strong /> }}
        />
      </p>
      <div>
        <p className="text-xs font-semibold text-slate-500 uppercase">{t("editor.question")}</p>
        <Markdown text={relatedCard.face} className="font-medium text-slate-900" />
      </div>
      <div>
        <p className="text-xs font-semibold text-slate-500 uppercase">{t("editor.answer")}</p>
        <Markdown text={relatedCard.back} className="text-slate-600" />
      </div>
      {duplicateWarning ? (
        <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <p className="font-medium">{duplicateWarning.message}</p>
          <ul className="mt-1 list-disc pl-5">
            {duplicateWarning.similarCards.map((c) => (
              <li key={c.id}>{c.face}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
