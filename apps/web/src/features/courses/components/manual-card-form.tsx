import {
  CARD_TYPES,
  type CardType,
  FREQUENCIES,
  type Frequency,
  GENERAL_KNOWLEDGE,
  LEVELS,
  type Level,
} from "@recall/shared";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Field, Input, Select, Textarea } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-client";
import { useOwnCourses } from "../api/courses";
import { useAddManualCard } from "../api/manual-card";
import { CARD_TYPE_LABELS } from "../lib/card-labels";
import {
  buildManualCardBody,
  checkManualCard,
  emptyManualCard,
  type ManualCardForm,
} from "../lib/manual-card-body";

/** How long the success message stays before the form resets (part2 §9). */
export const SUCCESS_MESSAGE_MS = 3000;

/** The Add Manual Card form: idle, submitting, success (3 s, then reset) or error. */
export function ManualCardFormView() {
  const [form, setForm] = useState<ManualCardForm>(() => emptyManualCard());
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const add = useAddManualCard();
  const courses = useOwnCourses();

  const set = (patch: Partial<ManualCardForm>) => setForm((f) => ({ ...f, ...patch }));
  // "General Knowledge" is the no-courseId choice, so the user's course of that name is not listed twice.
  const targets = (courses.data ?? []).filter((c) => c.slug !== GENERAL_KNOWLEDGE.slug);
  const target = targets.find((c) => c.id === form.courseId);
  const targetName = target?.name ?? GENERAL_KNOWLEDGE.name;

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => {
      setSuccess(null);
      // The chosen course stays: people usually add several cards to one course.
      setForm((f) => emptyManualCard(f.courseId));
    }, SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  const submit = () => {
    const problem = checkManualCard(form);
    setError(problem);
    if (problem) return;
    add.mutate(buildManualCardBody(form), {
      onSuccess: (data) => setSuccess(`Card added to ${data.course.name}!`),
      onError: (err) => setError(errorMessage(err, "Failed to add card")),
    });
  };

  return (
    <form
      noValidate
      aria-label="Add a card"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="space-y-4"
    >
      {/* Locked while the success message shows, so nothing typed is lost to the reset. */}
      <fieldset disabled={!!success || add.isPending} className="space-y-4">
        <Field label="Problem / Question *">
          {(id) => (
            <Textarea id={id} rows={3} value={form.face} onChange={(e) => set({ face: e.target.value })} />
          )}
        </Field>
        <Field label="Solution / Answer *">
          {(id) => (
            <Textarea id={id} rows={3} value={form.back} onChange={(e) => set({ back: e.target.value })} />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Topic *">
            {(id) => <Input id={id} value={form.topic} onChange={(e) => set({ topic: e.target.value })} />}
          </Field>
          <Field label="Level">
            {(id) => (
              <Select id={id} value={form.level} onChange={(e) => set({ level: e.target.value as Level })}>
                {LEVELS.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Card Type">
            {(id) => (
              <Select id={id} value={form.type} onChange={(e) => set({ type: e.target.value as CardType })}>
                {CARD_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {CARD_TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Frequency">
            {(id) => (
              <Select
                id={id}
                value={form.frequency}
                onChange={(e) => set({ frequency: e.target.value as Frequency })}
              >
                {FREQUENCIES.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field label="Course">
          {(id) => (
            <Select id={id} value={form.courseId} onChange={(e) => set({ courseId: e.target.value })}>
              <option value="">{GENERAL_KNOWLEDGE.name}</option>
              {targets.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>

        {form.type === "mcq" ? (
          <fieldset className="space-y-2 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold">Options (choose the correct one)</legend>
            {form.options.map((option, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the four options are positional.
              <div key={i} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="manual-correct-option"
                  aria-label={`Option ${i + 1} is correct`}
                  checked={form.answerIndex === i}
                  onChange={() => set({ answerIndex: i })}
                  className="h-4 w-4 accent-emerald-600"
                />
                <Input
                  aria-label={`Option ${i + 1}`}
                  placeholder={`Option ${i + 1}`}
                  value={option}
                  onChange={(e) =>
                    set({ options: form.options.map((o, j) => (j === i ? e.target.value : o)) })
                  }
                />
              </div>
            ))}
          </fieldset>
        ) : null}

        {form.type === "cloze" ? (
          <fieldset className="space-y-2 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold">Acceptable answers</legend>
            {form.acceptableAnswers.map((answer, i) => (
              <Input
                // biome-ignore lint/suspicious/noArrayIndexKey: variants are positional.
                key={i}
                aria-label={`Answer variant ${i + 1}`}
                value={answer}
                onChange={(e) =>
                  set({
                    acceptableAnswers: form.acceptableAnswers.map((a, j) => (j === i ? e.target.value : a)),
                  })
                }
              />
            ))}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => set({ acceptableAnswers: [...form.acceptableAnswers, ""] })}
            >
              + Add another answer variant
            </Button>
          </fieldset>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Explanation when correct (optional)">
            {(id) => (
              <Textarea
                id={id}
                rows={2}
                value={form.explanationRight}
                onChange={(e) => set({ explanationRight: e.target.value })}
              />
            )}
          </Field>
          <Field label="Explanation when wrong (optional)">
            {(id) => (
              <Textarea
                id={id}
                rows={2}
                value={form.explanationWrong}
                onChange={(e) => set({ explanationWrong: e.target.value })}
              />
            )}
          </Field>
        </div>
      </fieldset>

      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
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
        {add.isPending ? "Adding Card..." : `Add Card to ${targetName}`}
      </Button>
    </form>
  );
}
