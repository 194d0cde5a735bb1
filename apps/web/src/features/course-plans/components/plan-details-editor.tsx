import { type CoursePlan, PLAN_LIMITS, PLAN_MESSAGES, UpdateCoursePlanBody } from "@recall/shared";
import { Pencil } from "lucide-react";
import { useState } from "react";
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

type Values = z.input<typeof UpdateCoursePlanBody>;

/** The plan's course name and description, shown, and edited in place (requirements C2: the plan can be edited). */
export function PlanDetailsEditor({ plan }: { plan: CoursePlan }) {
  const { t } = usePlanText();
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold break-words">{plan.courseName}</h1>
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="h-4 w-4" /> {t("details.edit")}
          </Button>
        </div>
        {plan.description ? <p className="text-slate-600">{plan.description}</p> : null}
      </div>
    );
  }
  return <DetailsForm plan={plan} onDone={() => setEditing(false)} />;
}

function DetailsForm({ plan, onDone }: { plan: CoursePlan; onDone: () => void }) {
  const { t } = usePlanText();
  const update = useUpdatePlan(plan.id);
  const form = useZodForm<Values, z.output<typeof UpdateCoursePlanBody>>(UpdateCoursePlanBody, {
    defaultValues: { courseName: plan.courseName, description: plan.description },
  });
  return (
    <FormProvider {...form}>
      <form
        className="space-y-3"
        noValidate
        onSubmit={form.handleSubmit((body) =>
          update.mutate(body, {
            onSuccess: onDone,
            onError: (err) => showServerErrors(form, err, PLAN_MESSAGES.updateFailed),
          }),
        )}
      >
        <TextField<Values>
          name="courseName"
          label={t("details.courseName")}
          maxLength={PLAN_LIMITS.nameChars}
        />
        <TextareaField<Values> name="description" label={t("details.description")} rows={3} />
        <FormErrorSummary />
        <div className="flex gap-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t("details.saving") : t("details.save")}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t("details.cancel")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
