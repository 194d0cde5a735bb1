import type { Card } from "@recall/shared";
import { useRef } from "react";
import { FormProvider } from "react-hook-form";
import { toast } from "sonner";
import { FormErrorSummary, showServerErrors } from "../../../../components/form";
import { Button } from "../../../../components/ui/button";
import { Modal } from "../../../../components/ui/modal";
import { useUpdateCard } from "../../api/course-cards";
import { useCoursesText } from "../../i18n";
import { cardToForm, toUpdateCardBody } from "../../lib/card-form";
import { AnswerFields } from "./answer-fields";
import { ConnectionFields } from "./connection-fields";
import { CoreFields } from "./core-fields";
import { ExplanationFields } from "./explanation-fields";
import { FormSection } from "./form-section";
import { LayerFields } from "./layer-fields";
import { useCardForm } from "./use-card-form";

interface CardEditModalProps {
  courseId: string;
  card: Card;
  onClose: () => void;
}

/**
 * Edits every field of a card on the one card form model (requirements C2 Course card editor, requirements C5 Card edit):
 * every problem is shown at once on its field; saving sends the whole card with the type rules applied.
 */
export function CardEditModal({ courseId, card, onClose }: CardEditModalProps) {
  const { t } = useCoursesText();
  const form = useCardForm(cardToForm(card));
  const update = useUpdateCard(courseId);
  const formRef = useRef<HTMLFormElement>(null);

  const save = form.handleSubmit(
    (valid) =>
      update.mutate(
        { cardId: card.id, body: toUpdateCardBody(valid) },
        {
          onSuccess: () => {
            toast.success(t("editModal.updated"));
            onClose();
          },
          onError: (err) => {
            showServerErrors(form, err, t("editModal.updateFailed"));
            toast.error(t("editModal.updateFailed"));
          },
        },
      ),
    // The first problem may be far up a long form: bring it into view once it is rendered.
    () =>
      requestAnimationFrame(() =>
        formRef.current
          ?.querySelector('[aria-invalid="true"], [role="alert"]')
          ?.scrollIntoView?.({ block: "center", behavior: "smooth" }),
      ),
  );

  return (
    <Modal
      open
      title={t("editModal.title")}
      onClose={onClose}
      closeOnOutsideClick={false}
      className="sm:max-w-3xl"
      footer={
        <>
          <FormProvider {...form}>
            <FormErrorSummary className="mr-auto self-center text-sm text-red-600" />
          </FormProvider>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t("editModal.cancel")}
          </Button>
          <Button onClick={() => void save()} disabled={update.isPending}>
            {update.isPending ? t("editModal.saving") : t("editModal.save")}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form
          ref={formRef}
          className="space-y-4"
          onSubmit={save}
          noValidate
          aria-label={t("editModal.formLabel")}
        >
          <CoreFields full />
          <AnswerFields />
          <FormSection title={t("cardForm.explanations")}>
            <ExplanationFields />
          </FormSection>
          <LayerFields />
          <ConnectionFields />
        </form>
      </FormProvider>
    </Modal>
  );
}
