import {
  type CardFields,
  RELATED_MESSAGES,
  type RelatedOptionsOut,
  type SaveRelatedResponse,
} from "@recall/shared";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Field, Input, Textarea } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import { errorMessage } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/translate-message";
import { relatedApi } from "../api/related-api";
import { useRelatedCardsText } from "../i18n";
import { relatedEstimate } from "../lib/estimate";
import type { Draft, Generated } from "../lib/suggestion-draft";
import { DEFAULT_RELATED_OPTIONS, RelatedOptionsFields } from "./related-options-fields";
import { SuggestionEditor } from "./suggestion-editor";

/** requirements C2 Related-card dialog states. */
export type DialogPhase =
  | { step: "initial" }
  | { step: "generating" }
  | { step: "generated"; result: Generated; draft: Draft }
  | { step: "saving"; result: Generated; draft: Draft };

export interface RelatedCardDialogProps {
  open: boolean;
  courseId: string;
  sourceCardId: string;
  /** The concept to write about; the owner may change it (the editor's Related opens with the card's first). */
  concept: { title: string; teaser?: string | null };
  /** Other concepts the source card names, offered as suggestions. */
  suggestions?: readonly string[];
  onClose: () => void;
  onSaved?: (saved: SaveRelatedResponse["data"]) => void;
}

const draftOf = (result: Generated): Draft => ({
  question: result.card.question,
  answer: result.card.answer,
  options: result.card.mcqOptions ? [...result.card.mcqOptions] : null,
  correctIndex: result.card.mcqCorrectIndex,
});

/** The card to save: the full generated card with the owner's edits. */
export function cardToSave(result: Generated, draft: Draft): CardFields {
  const full = result.card.fullCardData as unknown as CardFields;
  return {
    ...full,
    face: draft.question,
    back: draft.answer,
    ...(draft.options ? { options: draft.options, answerIndex: draft.correctIndex } : {}),
  };
}

/**
 * Generate Related Card (requirements C2): initial (concept, options, estimate) → generating (10-20 s note) →
 * generated (editable; Regenerate returns to initial) → saving. Toasts of requirements C8.
 */
export function RelatedCardDialog(props: RelatedCardDialogProps) {
  // Mounted per opening, so every opening starts from the initial state.
  return props.open ? <RelatedCardPanel {...props} /> : null;
}

function RelatedCardPanel({
  courseId,
  sourceCardId,
  concept,
  suggestions = [],
  onClose,
  onSaved,
}: RelatedCardDialogProps) {
  const { t } = useRelatedCardsText();
  const [phase, setPhase] = useState<DialogPhase>({ step: "initial" });
  const [name, setName] = useState(concept.title);
  const [teaser, setTeaser] = useState(concept.teaser ?? "");
  const [options, setOptions] = useState<RelatedOptionsOut>(DEFAULT_RELATED_OPTIONS);
  const estimate = relatedEstimate(1, options.useFullContext);
  const busy = phase.step === "generating" || phase.step === "saving";

  const generate = async () => {
    setPhase({ step: "generating" });
    try {
      const res = await relatedApi.generate(courseId, sourceCardId, {
        relatedConceptName: name,
        relatedConceptTeaser: teaser,
        options,
      });
      setPhase({ step: "generated", result: res.data, draft: draftOf(res.data) });
      toast.success(translateMessage(RELATED_MESSAGES.cardGenerated(res.data.metadata.totalCost)));
    } catch (err) {
      setPhase({ step: "initial" });
      toast.error(errorMessage(err, RELATED_MESSAGES.generateFailed));
    }
  };

  const save = async () => {
    if (phase.step !== "generated") return;
    setPhase({ ...phase, step: "saving" });
    try {
      const res = await relatedApi.save(courseId, sourceCardId, {
        relatedConceptName: name,
        card: cardToSave(phase.result, phase.draft),
        linkCards: options.linkCards,
      });
      toast.success(translateMessage(RELATED_MESSAGES.created));
      onSaved?.(res.data);
      onClose();
    } catch (err) {
      setPhase({ ...phase, step: "generated" });
      toast.error(errorMessage(err, RELATED_MESSAGES.saveFailed));
    }
  };

  const footer =
    phase.step === "initial" ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          {t("dialog.cancel")}
        </Button>
        <Button onClick={() => void generate()} disabled={!name.trim()}>
          {t("dialog.generate")}
        </Button>
      </>
    ) : phase.step === "generating" ? null : (
      <>
        <Button variant="secondary" onClick={() => setPhase({ step: "initial" })} disabled={busy}>
          {t("dialog.regenerate")}
        </Button>
        <Button
          onClick={() => void save()}
          disabled={busy || !phase.draft.question.trim() || !phase.draft.answer.trim()}
        >
          {phase.step === "saving" ? t("dialog.saving") : t("dialog.save")}
        </Button>
      </>
    );

  return (
    <Modal
      open
      title={t("dialog.title")}
      onClose={busy ? () => {} : onClose}
      closeOnOutsideClick={!busy}
      footer={footer}
      className="max-w-2xl"
    >
      {phase.step === "initial" ? (
        <div className="space-y-4">
          <Field label={t("dialog.concept")}>
            {(id) => (
              <>
                <Input id={id} value={name} list={`${id}-list`} onChange={(e) => setName(e.target.value)} />
                <datalist id={`${id}-list`}>
                  {suggestions.map((s) => (
                    <option key={s} value={s} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
          <Field label={t("dialog.teaser")}>
            {(id) => <Textarea id={id} rows={2} value={teaser} onChange={(e) => setTeaser(e.target.value)} />}
          </Field>
          <RelatedOptionsFields value={options} onChange={setOptions} />
          <p className="text-sm text-slate-600">
            {t("estimate.line", { cost: estimate.cost, time: estimate.time })}
          </p>
        </div>
      ) : phase.step === "generating" ? (
        <div role="status" className="space-y-2 py-6 text-center">
          <p className="font-medium text-slate-800">{t("dialog.generatingFor", { name })}</p>
          <p className="text-sm text-slate-500">{translateMessage(RELATED_MESSAGES.generatingNote)}</p>
        </div>
      ) : (
        <SuggestionEditor
          result={phase.result}
          draft={phase.draft}
          disabled={phase.step === "saving"}
          onChange={(draft) => phase.step === "generated" && setPhase({ ...phase, draft })}
        />
      )}
    </Modal>
  );
}
