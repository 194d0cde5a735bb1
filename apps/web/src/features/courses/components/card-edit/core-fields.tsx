import { CARD_TYPES, type CardType, FREQUENCIES, type Frequency, LEVELS } from "@recall/shared";
import { Field, Input, Select, Textarea } from "../../../../components/ui/field";
import { CARD_TYPE_LABELS } from "../../lib/card-labels";
import { changeType } from "./card-draft";
import type { DraftPartProps } from "./form-parts";

/** Topic, level, type, frequency, difficulty, read time, question and answer. */
export function CoreFields({ draft, set, errors }: DraftPartProps) {
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <div className="col-span-2 sm:col-span-1">
          <Field label="Topic *" error={errors.topic}>
            {(id) => <Input id={id} value={draft.topic} onChange={(e) => set({ topic: e.target.value })} />}
          </Field>
        </div>
        <Field label="Level *" error={errors.level}>
          {(id) => (
            <Select id={id} value={draft.level} onChange={(e) => set({ level: e.target.value })}>
              {draft.level ? null : <option value="">Choose a level</option>}
              {LEVELS.map((l) => (
                <option key={l}>{l}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Type">
          {(id) => (
            <Select
              id={id}
              value={draft.type}
              // The whole draft is replaced: changing the type may drop the options.
              onChange={(e) => set(changeType(draft, e.target.value as CardType))}
            >
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
              value={draft.frequency}
              onChange={(e) => set({ frequency: e.target.value as Frequency })}
            >
              {FREQUENCIES.map((f) => (
                <option key={f}>{f}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Difficulty (1-10)">
          {(id) => (
            <Select
              id={id}
              value={draft.difficultyScore}
              onChange={(e) => set({ difficultyScore: e.target.value })}
            >
              <option value="">Not rated</option>
              {Array.from({ length: 10 }, (_, i) => String(i + 1)).map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Min read time (s)" error={errors.minReadTime}>
          {(id) => (
            <Input
              id={id}
              type="number"
              min={1}
              max={600}
              value={draft.minReadTime}
              onChange={(e) => set({ minReadTime: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Field label="Question *" hint="Markdown is supported." error={errors.face}>
        {(id) => (
          <Textarea id={id} rows={3} value={draft.face} onChange={(e) => set({ face: e.target.value })} />
        )}
      </Field>
      <Field label="Answer *" error={errors.back}>
        {(id) => (
          <Textarea id={id} rows={3} value={draft.back} onChange={(e) => set({ back: e.target.value })} />
        )}
      </Field>
    </div>
  );
}
