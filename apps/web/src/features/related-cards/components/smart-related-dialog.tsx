import { type GenerateSmartRelatedResponse, RELATED_MESSAGES, type RelatedOptionsOut } from "@recall/shared";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Markdown } from "../../../components/ui/markdown";
import { Modal } from "../../../components/ui/modal";
import { errorMessage } from "../../../lib/api-client";
import { relatedApi } from "../api/related-api";
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
  const [options, setOptions] = useState<RelatedOptionsOut>(DEFAULT_RELATED_OPTIONS);
  const estimate = relatedEstimate(1, options.useFullContext);
  const generate = useMutation({
    mutationFn: () => relatedApi.generateSmart(courseId, sourceCardId, { options }),
    onSuccess: (res) => {
      toast.success(RELATED_MESSAGES.cardGenerated(res.data.metadata.totalCost));
      onDone?.(res.data);
    },
    onError: (err) => toast.error(errorMessage(err, RELATED_MESSAGES.relatedFailed)),
  });
  const result = generate.data?.data;

  return (
    <Modal
      open
      title="Smart Related Card"
      onClose={generate.isPending ? () => {} : onClose}
      closeOnOutsideClick={!generate.isPending}
      footer={
        result ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={generate.isPending}>
              Cancel
            </Button>
            <Button onClick={() => generate.mutate()} disabled={generate.isPending}>
              {generate.isPending ? "Generating..." : "Generate"}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <SmartResultView result={result} />
      ) : generate.isPending ? (
        <div role="status" className="space-y-2 py-6 text-center">
          <p className="font-medium text-slate-800">Writing a card about {conceptTitle}...</p>
          <p className="text-sm text-slate-500">{RELATED_MESSAGES.generatingNote}</p>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            Recall picks this card's first related concept without a card, <strong>{conceptTitle}</strong>,
            writes a card about it and saves it to the course.
          </p>
          <RelatedOptionsFields value={options} onChange={setOptions} />
          <p className="text-sm text-slate-600">
            Estimated cost: {estimate.cost} · Estimated time: {estimate.time}
          </p>
        </div>
      )}
    </Modal>
  );
}

function SmartResultView({ result }: { result: SmartResult }) {
  const { relatedCard, concept, duplicateWarning } = result;
  return (
    <section aria-label="Generated card" className="space-y-3 text-sm">
      <p className="text-slate-700">
        Saved a card about <strong>{concept.title}</strong>.
      </p>
      <div>
        <p className="text-xs font-semibold text-slate-500 uppercase">Question</p>
        <Markdown text={relatedCard.face} className="font-medium text-slate-900" />
      </div>
      <div>
        <p className="text-xs font-semibold text-slate-500 uppercase">Answer</p>
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
