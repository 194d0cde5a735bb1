import { type Material, SYLLABUS_LIMITS, SYLLABUS_MESSAGES } from "@recall/shared";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { FormErrorSummary, showServerErrors, TextField, useZodForm } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-client";
import { useAuthStore } from "../../../stores/auth-store";
import { GuidelinesStep, MaterialPicker } from "../../ai-create";
import { useCreateSyllabus } from "../api/syllabus-queries";
import { useSyllabusText } from "../i18n";
import {
  CreateSyllabusSchema,
  type CreateSyllabusValues,
  createSyllabusDefaults,
} from "../lib/create-syllabus-form";

const FORM_ID = "create-syllabus-form";
const { min, max, step } = SYLLABUS_LIMITS.cardCount;

/**
 * 'Create Syllabus' (requirements C2, C5): a topic and a card count (20-500, step 10, default 100). The AI
 * structures the topic (following the learner's material when one is given); on success the
 * app goes to the new syllabus. A user who has not accepted the
 * content guidelines accepts them here first (every generation route requires it).
 */
export function CreateSyllabusDialog({ onClose }: { onClose: () => void }) {
  const { t } = useSyllabusText();
  const accepted = useAuthStore((s) => s.user?.guidelinesAccepted ?? false);
  const form = useZodForm(CreateSyllabusSchema, { defaultValues: createSyllabusDefaults });
  const create = useCreateSyllabus();
  const [material, setMaterial] = useState<Material | null>(null);
  const navigate = useNavigate();

  const submit = form.handleSubmit((body) =>
    create.mutate(material ? { ...body, materialId: material.id } : body, {
      onSuccess: (syllabus) => navigate(paths.syllabus(syllabus.id)),
      onError: (err) => {
        showServerErrors(form, err, SYLLABUS_MESSAGES.createFailed);
        toast.error(errorMessage(err, SYLLABUS_MESSAGES.createFailed));
      },
    }),
  );

  return (
    <Modal
      open
      title={t("create.title")}
      onClose={onClose}
      closeOnOutsideClick={false}
      footer={
        accepted ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
              {t("create.cancel")}
            </Button>
            <Button type="submit" form={FORM_ID} disabled={create.isPending}>
              {create.isPending ? t("create.creating") : t("create.submit")}
            </Button>
          </>
        ) : undefined
      }
    >
      {accepted ? (
        <FormProvider {...form}>
          <form id={FORM_ID} noValidate onSubmit={submit} className="space-y-4" aria-label={t("create.form")}>
            <TextField<CreateSyllabusValues>
              name="topic"
              label={t("create.topic")}
              autoComplete="off"
              data-autofocus
            />
            <TextField<CreateSyllabusValues>
              name="targetCardCount"
              label={t("create.cardCount")}
              hint={t("create.cardCountHint", { min, max, step })}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={step}
            />
            <MaterialPicker material={material} onChange={setMaterial} busy={create.isPending} />
            {create.isPending ? (
              <p role="status" className="text-sm text-slate-600">
                {t("create.structuring")}
              </p>
            ) : null}
            <FormErrorSummary />
          </form>
        </FormProvider>
      ) : (
        <GuidelinesStep />
      )}
    </Modal>
  );
}
