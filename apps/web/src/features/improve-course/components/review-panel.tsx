import {
  approvalChangesAnswer,
  type Card,
  type McqIssue,
  type McqOptionsBody,
  McqOptionsBody as McqOptionsSchema,
  type McqSuggestion,
  mcqApprovalIssues,
  mcqSuggestionIssues,
  optionLetter,
} from "@recall/shared";
import { clsx } from "clsx";
import { useId, useMemo } from "react";
import { FormProvider, useWatch } from "react-hook-form";
import { errorAt, FieldErrorText, useZodForm } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/field";
import { useImproveText } from "../i18n";
import { confidencePercent, confidenceTone } from "../lib/confidence";

const TONE_CLASS = {
  green: "bg-emerald-100 text-emerald-800",
  yellow: "bg-yellow-100 text-yellow-800",
  orange: "bg-orange-100 text-orange-800",
} as const;

interface ReviewPanelProps {
  card: Card;
  suggestion: McqSuggestion;
  /** True while the approved options are being saved: every control is disabled. */
  saving: boolean;
  onApprove(body: McqOptionsBody): void;
  onReject(): void;
}

/**
 * The approval form's schema: the body's rules ('All options must have content', 'Please select a correct
 * answer'), then the checks the server runs again on approval (`mcqApprovalIssues`: the question must not
 * give the correct option away), so the form refuses what the server would.
 */
function approvalSchema(face: string) {
  return McqOptionsSchema.superRefine((body, ctx) => {
    // Only once the body's own rules pass: their list-wide messages would be lost beside per-option ones.
    if (!McqOptionsSchema.safeParse(body).success) return;
    const issues = mcqApprovalIssues({ face, options: body.mcqOptions, answerIndex: body.mcqCorrectIndex });
    for (const { path, message } of issues) {
      ctx.addIssue({
        code: "custom",
        path: path.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message,
      });
    }
  });
}

const marksAt = (issues: McqIssue[], path: string) => issues.filter((i) => i.path === path);

/**
 * The review of an MCQ suggestion (requirements C2): AI confidence as a percent (coloured, requirements C9), AI
 * reasoning, editable options with a radio for the correct one, a lettered preview, Approve & Save and
 * Reject. A suggestion the checks do not trust says so, and what is wrong is marked at its option
 * (`mcqSuggestionIssues` on the options as they are edited, so a fixed problem's mark goes away).
 */
export function ReviewPanel({ card, suggestion, saving, onApprove, onReject }: ReviewPanelProps) {
  const { t } = useImproveText();
  const schema = useMemo(() => approvalSchema(card.face), [card.face]);
  const form = useZodForm(schema, {
    defaultValues: {
      mcqOptions: [...suggestion.mcqOptions],
      mcqCorrectIndex: suggestion.mcqCorrectIndex ?? undefined,
    },
  });
  const group = useId();
  const options = useWatch({ control: form.control, name: "mcqOptions" }) ?? [];
  const correct = useWatch({ control: form.control, name: "mcqCorrectIndex" });
  const marks = mcqSuggestionIssues({
    face: card.face,
    back: card.back,
    options,
    answerIndex: typeof correct === "number" ? correct : null,
  });
  const listError = errorAt(form.formState.errors, "mcqOptions");
  const tone = confidenceTone(suggestion.confidence);
  const newAnswer =
    typeof correct === "number" &&
    options[correct]?.trim() &&
    approvalChangesAnswer(card.back, options, correct)
      ? options[correct]!.trim()
      : null;

  return (
    <FormProvider {...form}>
      <form
        aria-label={t("review.form", { face: card.face })}
        className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
        onSubmit={form.handleSubmit((body) => onApprove(body))}
        noValidate
      >
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-slate-700">{t("review.confidence")}</span>
          <span data-tone={tone} className={clsx("rounded-full px-2 py-0.5 font-semibold", TONE_CLASS[tone])}>
            {confidencePercent(suggestion.confidence)}
          </span>
        </div>
        <div className="text-sm">
          <p className="font-medium text-slate-700">{t("review.reasoning")}</p>
          <p className="text-slate-600">{suggestion.reasoning}</p>
        </div>
        {suggestion.problems.length > 0 ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {t("review.untrusted")}
          </p>
        ) : null}

        <fieldset className="space-y-2" disabled={saving}>
          <legend className="mb-1 text-sm font-medium text-slate-700">{t("review.options")}</legend>
          <div role="radiogroup" aria-label={t("review.correct")} className="space-y-2">
            {options.map((option, i) => {
              const optionMarks = marksAt(marks, `mcqOptions.${i}`);
              const markId = `${group}-mark-${i}`;
              const error = errorAt(form.formState.errors, `mcqOptions.${i}`);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: options are positional.
                <div key={i} className="flex items-start gap-2">
                  <input
                    type="radio"
                    name={group}
                    aria-label={t("review.optionCorrect", { letter: optionLetter(i) })}
                    checked={correct === i}
                    onChange={() => form.setValue("mcqCorrectIndex", i, { shouldDirty: true })}
                    className="mt-2.5 h-4 w-4 shrink-0 accent-emerald-600"
                  />
                  <div className="min-w-0 flex-1 space-y-1">
                    <Textarea
                      rows={1}
                      aria-label={t("review.option", { letter: optionLetter(i) })}
                      aria-invalid={
                        (listError && !option.trim()) || optionMarks.length > 0 || error ? true : undefined
                      }
                      aria-describedby={optionMarks.length > 0 ? markId : undefined}
                      {...form.register(`mcqOptions.${i}`)}
                    />
                    {optionMarks.length > 0 ? (
                      <p id={markId} className="text-xs text-amber-800">
                        {t("review.check", { issues: optionMarks.map((m) => m.message).join("; ") })}
                      </p>
                    ) : null}
                    <FieldErrorText name={`mcqOptions.${i}`} />
                  </div>
                </div>
              );
            })}
          </div>
          {[...marksAt(marks, "mcqOptions"), ...marksAt(marks, "mcqCorrectIndex")].map((m) => (
            <p key={m.path} className="text-xs text-amber-800">
              {t("review.check", { issues: m.message })}
            </p>
          ))}
          <FieldErrorText name="mcqOptions" />
          <FieldErrorText name="mcqCorrectIndex" />
        </fieldset>

        <section aria-label={t("review.preview")} className="rounded-lg bg-white p-3 text-sm">
          <p className="mb-1 font-medium text-slate-700">{t("review.preview")}</p>
          <p className="mb-2 text-slate-800">{card.face}</p>
          <ol className="space-y-1">
            {options.map((option, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: options are positional.
                key={i}
                className={clsx(correct === i ? "font-semibold text-emerald-700" : "text-slate-700")}
              >
                {optionLetter(i)}. {option}
                {correct === i ? " ✓" : ""}
              </li>
            ))}
          </ol>
        </section>

        {newAnswer ? (
          <p className="text-sm text-amber-800">{t("review.setsAnswer", { answer: newAnswer })}</p>
        ) : null}

        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="success" disabled={saving}>
            {saving ? t("review.saving") : t("review.approve")}
          </Button>
          <Button variant="secondary" onClick={onReject} disabled={saving}>
            {t("review.reject")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
