import {
  type CoursePlan,
  CreateCoursePlanBody,
  type CreateCoursePlanBody as CreateInput,
  KNOWLEDGE_LEVELS,
  languageName,
  type Material,
  PLAN_LANGUAGES,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  planSubtopicSizes,
  sizeRange,
} from "@recall/shared";
import { useState } from "react";
import { FormProvider, useWatch } from "react-hook-form";
import type { z } from "zod";
import {
  FieldErrorText,
  FormErrorSummary,
  SelectField,
  showServerErrors,
  TextareaField,
  TextField,
  useZodForm,
} from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { MaterialPicker } from "../../ai-create";
import { useCreatePlan } from "../api/plan-queries";
import { usePlanText } from "../i18n";

type Values = z.input<typeof CreateCoursePlanBody>;
export type PlanFormOutput = z.output<typeof CreateCoursePlanBody>;

/**
 * Step 1, Course Details (requirements C2, C5): topic, language (the ten of requirements C5), target cards (slider 6-200 step 6,
 * default 60, presets 20 to 200), the learner's directions and knowledge level, checked by the shared
 * contract so the messages are the server's, word for word. Optionally the learner's material
 * (docs/decisions/course-material.md): the subtopics then follow it and every card is written from one of its passages.
 */
export function PlanForm({
  onCreated,
  disabledReason,
}: {
  onCreated: (plan: CoursePlan) => void;
  /** Why the plan cannot be created now (AI not configured), or null. */
  disabledReason: string | null;
}) {
  const { t } = usePlanText();
  const create = useCreatePlan();
  const [material, setMaterial] = useState<Material | null>(null);
  const form = useZodForm<Values, PlanFormOutput>(CreateCoursePlanBody, {
    defaultValues: {
      topic: "",
      language: "en",
      targetCardCount: PLAN_LIMITS.targetCards.default,
      userDirections: "",
      knowledgeLevel: "beginner",
    } satisfies CreateInput,
  });
  const target = useWatch({ control: form.control, name: "targetCardCount" });
  const { min, max, step } = PLAN_LIMITS.targetCards;

  return (
    <FormProvider {...form}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={form.handleSubmit((body) =>
          create.mutate(material ? { ...body, materialId: material.id } : body, {
            onSuccess: (res) => onCreated(res.data.plan),
            // requirements C8 Plan creation: the server's message (the plan's own over budget), else the fallback.
            onError: (err) => showServerErrors(form, err, PLAN_MESSAGES.createFailed),
          }),
        )}
      >
        <h2 className="text-lg font-semibold">{t("form.step1")}</h2>
        <TextField<Values>
          name="topic"
          label={t("form.topic")}
          placeholder={t("form.topicPlaceholder")}
          maxLength={PLAN_LIMITS.topicChars}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField<Values> name="language" label={t("form.language")}>
            {PLAN_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {code === "en" ? t("form.english") : languageName(code)} ({code})
              </option>
            ))}
          </SelectField>
          <SelectField<Values> name="knowledgeLevel" label={t("form.level")}>
            {KNOWLEDGE_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`form.${l}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">
            {t("form.target", { count: target })}
          </legend>
          <input
            type="range"
            aria-label={t("form.targetLabel")}
            className="w-full"
            min={min}
            max={max}
            step={step}
            {...form.register("targetCardCount", { valueAsNumber: true })}
          />
          <fieldset className="flex flex-wrap gap-2" aria-label={t("form.presets")}>
            {PLAN_LIMITS.presets.map((n) => (
              <Button
                key={n}
                size="sm"
                variant={target === n ? "primary" : "secondary"}
                aria-pressed={target === n}
                onClick={() => form.setValue("targetCardCount", n, { shouldDirty: true })}
              >
                {n}
              </Button>
            ))}
          </fieldset>
          <SubtopicSplit target={Number(target)} />
          <FieldErrorText name="targetCardCount" />
        </fieldset>
        <TextareaField<Values>
          name="userDirections"
          label={t("form.directions")}
          rows={3}
          placeholder={t("form.directionsPlaceholder")}
        />
        <MaterialPicker material={material} onChange={setMaterial} busy={create.isPending} />
        {disabledReason ? (
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
            {disabledReason}
          </p>
        ) : null}
        <FormErrorSummary />
        <Button type="submit" disabled={create.isPending || disabledReason !== null}>
          {create.isPending ? t("form.planning") : t("form.create")}
        </Button>
      </form>
    </FormProvider>
  );
}

/** The split the server will make of this target (shared `planSubtopicSizes`): "4 subtopics of 5 cards". */
function SubtopicSplit({ target }: { target: number }) {
  const { t } = usePlanText();
  if (!Number.isFinite(target) || target < PLAN_LIMITS.targetCards.min) return null;
  const sizes = planSubtopicSizes(target);
  return (
    <p className="text-xs text-slate-600">
      {t("form.split", {
        subtopics: t("form.subtopicCount", { count: sizes.length }),
        range: sizeRange(sizes),
        cards: t("form.cardWord", { count: Math.max(...sizes) }),
      })}
    </p>
  );
}
