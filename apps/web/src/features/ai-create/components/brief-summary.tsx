import { AI_LIMITS, type Brief, type BriefCorrection, KNOWLEDGE_LEVELS, languageName } from "@recall/shared";
import { CheckCircle2, RotateCcw, Sparkles } from "lucide-react";
import { FormProvider, useWatch } from "react-hook-form";
import {
  FormErrorSummary,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/card";
import { useAiCreateText } from "../i18n";
import { BriefForm, type BriefFormValues, briefFormValues } from "../lib/brief-form";
import { BriefCorrections } from "./brief-corrections";
import { CostEstimate } from "./cost-estimate";

interface BriefSummaryProps {
  brief: Brief;
  /** What the server replaced in the model's brief with the learner's own words. */
  corrections?: BriefCorrection[];
  /** The brief as the learner left it, checked by the shared Brief schema. */
  onCreate: (brief: Brief) => void;
  onStartOver: () => void;
  /** A generation is being started: both actions wait. */
  busy?: boolean;
}

/**
 * The ready-to-create summary once the conversation produced a complete brief. The learner's word is
 * final: card count, level, goal and focus areas are editable before Create Course, checked as the
 * server checks a brief, and any correction of the model's reading is shown.
 */
export function BriefSummary({
  brief,
  corrections = [],
  onCreate,
  onStartOver,
  busy = false,
}: BriefSummaryProps) {
  const { t } = useAiCreateText();
  const language = (code: string) => (code === "en" ? t("brief.english") : languageName(code));
  const form = useZodForm<BriefFormValues, Brief>(BriefForm, { defaultValues: briefFormValues(brief) });
  const typedCount = Number(useWatch({ control: form.control, name: "cardCount" }));
  return (
    <Panel className="space-y-4 border-brand-100">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden className="h-5 w-5 text-emerald-600" />
        {t("brief.ready")}
      </h2>
      <BriefCorrections corrections={corrections} />
      <FormProvider {...form}>
        <form
          aria-label={t("brief.form")}
          className="space-y-4"
          noValidate
          onSubmit={form.handleSubmit((edited) => onCreate(edited))}
        >
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                {t("brief.topic")}
              </dt>
              <dd className="break-words text-sm text-slate-900">{brief.topic}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                {t("brief.language")}
              </dt>
              <dd className="break-words text-sm text-slate-900">{language(brief.language)}</dd>
            </div>
          </dl>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField<BriefFormValues>
              name="cardCount"
              label={t("brief.cardCount")}
              type="number"
              inputMode="numeric"
              min={AI_LIMITS.cardCount.min}
              max={AI_LIMITS.cardCount.max}
              hint={t("brief.cardCountHint", AI_LIMITS.cardCount)}
            />
            <SelectField<BriefFormValues> name="knowledgeLevel" label={t("brief.level")}>
              {KNOWLEDGE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`level.${level}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextareaField<BriefFormValues>
            name="goal"
            label={t("brief.goal")}
            rows={2}
            maxLength={AI_LIMITS.goalChars}
          />
          <TextField<BriefFormValues>
            name="focusAreas"
            label={t("brief.focusAreas")}
            hint={t("brief.focusHint", { max: AI_LIMITS.focusAreas })}
          />
          <CostEstimate cardCount={Number.isInteger(typedCount) ? typedCount : 0} />
          <FormErrorSummary />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onStartOver} disabled={busy}>
              <RotateCcw aria-hidden className="h-4 w-4" />
              {t("brief.startOver")}
            </Button>
            <Button type="submit" disabled={busy}>
              <Sparkles aria-hidden className="h-4 w-4" />
              {t("brief.create")}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Panel>
  );
}
