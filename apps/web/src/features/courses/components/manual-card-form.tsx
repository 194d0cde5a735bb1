import { GENERAL_KNOWLEDGE } from "@recall/shared";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormErrorSummary, showServerErrors } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { Field, Select } from "../../../components/ui/field";
import { useOwnCourses } from "../api/courses";
import { useAddManualCard } from "../api/manual-card";
import { useCoursesText } from "../i18n";
import { emptyCardForm, toManualCardBody } from "../lib/card-form";
import { AnswerFields } from "./card-form/answer-fields";
import { ConnectionFields } from "./card-form/connection-fields";
import { CoreFields } from "./card-form/core-fields";
import { ExplanationFields } from "./card-form/explanation-fields";
import { LayerFields } from "./card-form/layer-fields";
import { useCardForm } from "./card-form/use-card-form";

/** How long the success message stays before the form resets (requirements C9). */
export const SUCCESS_MESSAGE_MS = 3000;

/**
 * The Add Manual Card form (requirements C2): idle, submitting, success (3 s, then reset) or error. Built on the
 * one card form model, like the edit modal; the richer layers are optional, behind "More layers".
 */
export function ManualCardFormView() {
  const { t } = useCoursesText();
  const form = useCardForm(emptyCardForm());
  const [courseId, setCourseId] = useState("");
  const [success, setSuccess] = useState<string | null>(null);
  const add = useAddManualCard();
  const courses = useOwnCourses();

  // "General Knowledge" is the no-courseId choice, so the user's course of that name is not listed twice.
  const targets = (courses.data ?? []).filter((c) => c.slug !== GENERAL_KNOWLEDGE.slug);
  const targetName = targets.find((c) => c.id === courseId)?.name ?? GENERAL_KNOWLEDGE.name;

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => {
      setSuccess(null);
      // The chosen course stays: people usually add several cards to one course.
      form.reset(emptyCardForm());
    }, SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [success, form]);

  const submit = form.handleSubmit((card) =>
    add.mutate(toManualCardBody(card, courseId), {
      onSuccess: (data) => setSuccess(t("manualCard.added", { course: data.course.name })),
      onError: (err) => showServerErrors(form, err, t("manualCard.addFailed")),
    }),
  );

  return (
    <FormProvider {...form}>
      <form noValidate aria-label={t("manualCard.formLabel")} onSubmit={submit} className="space-y-4">
        {/* Locked while the success message shows, so nothing typed is lost to the reset. */}
        <fieldset disabled={!!success || add.isPending} className="min-w-0 space-y-4">
          <CoreFields />
          <Field label={t("manualCard.course")}>
            {(id) => (
              <Select id={id} value={courseId} onChange={(e) => setCourseId(e.target.value)}>
                <option value="">{GENERAL_KNOWLEDGE.name}</option>
                {targets.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <AnswerFields />
          <ExplanationFields />
          <details className="group rounded-xl border border-slate-200 p-4">
            <summary className="cursor-pointer text-sm font-semibold text-slate-800">
              {t("manualCard.moreLayers")}
            </summary>
            <div className="mt-4 space-y-4">
              <LayerFields />
              <ConnectionFields />
            </div>
          </details>
        </fieldset>

        <FormErrorSummary />
        {success ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800"
          >
            <CheckCircle2 aria-hidden className="h-4 w-4" />
            {success}
          </p>
        ) : null}

        <Button type="submit" size="lg" className="w-full" disabled={add.isPending || !!success}>
          {add.isPending ? t("manualCard.adding") : t("manualCard.addTo", { course: targetName })}
        </Button>
      </form>
    </FormProvider>
  );
}
