import {
  type CoursePlan,
  type CoursePlanSubtopic,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  PlanSubtopicEdit,
} from "@recall/shared";
import { FormProvider } from "react-hook-form";
import type { z } from "zod";
import {
  FormErrorSummary,
  showServerErrors,
  TextareaField,
  TextField,
  useZodForm,
} from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { useUpdatePlan } from "../api/plan-queries";
import { usePlanText } from "../i18n";

type Values = z.input<typeof PlanSubtopicEdit>;

/** Renames a subtopic and edits its description (the PUT sends the whole list, this one changed). */
export function SubtopicEditor({
  plan,
  subtopic,
  onDone,
}: {
  plan: CoursePlan;
  subtopic: CoursePlanSubtopic;
  onDone: () => void;
}) {
  const { t } = usePlanText();
  const update = useUpdatePlan(plan.id);
  const form = useZodForm<Values, z.output<typeof PlanSubtopicEdit>>(PlanSubtopicEdit, {
    defaultValues: { id: subtopic.id, name: subtopic.name, description: subtopic.description },
  });
  return (
    <FormProvider {...form}>
      <form
        className="space-y-2"
        aria-label={t("subtopic.edit", { name: subtopic.name })}
        noValidate
        onSubmit={form.handleSubmit((edit) =>
          update.mutate(
            { subtopics: plan.subtopics.map((s) => (s.id === edit.id ? edit : { id: s.id })) },
            {
              onSuccess: onDone,
              onError: (err) => showServerErrors(form, err, PLAN_MESSAGES.updateFailed),
            },
          ),
        )}
      >
        <TextField<Values> name="name" label={t("subtopic.name")} maxLength={PLAN_LIMITS.subtopicNameChars} />
        <TextareaField<Values> name="description" label={t("subtopic.description")} rows={2} />
        <FormErrorSummary />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={update.isPending}>
            {t("subtopic.save")}
          </Button>
          <Button size="sm" variant="secondary" onClick={onDone}>
            {t("subtopic.cancel")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
