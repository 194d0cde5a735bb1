import { useId, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { useSessionText } from "../../i18n";
import type { EnginePopupResult } from "./engine-action";

/** The English of `session:popup.reflectionPrompt`. */
export const DEFAULT_REFLECTION_PROMPT =
  "Take a moment: which idea from the last few cards could you now explain to a friend, and how?";

export interface ReflectionMomentProps {
  /** The question to reflect on; defaults to {@link DEFAULT_REFLECTION_PROMPT}. */
  prompt?: string;
  /** Skip closes with no result; Continue closes with `{ reflection }` (trimmed text). */
  onClose: (result?: EnginePopupResult) => void;
}

/** requirements S4/S5 "Reflection Moment": Continue needs non-blank text; Skip closes it. */
export function ReflectionMoment({ prompt, onClose }: ReflectionMomentProps) {
  const { t } = useSessionText();
  const [text, setText] = useState("");
  const id = useId();
  const reflection = text.trim();
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (reflection) onClose({ reflection });
      }}
    >
      <label htmlFor={id} className="block font-medium text-slate-800">
        {prompt?.trim() || t("popup.reflectionPrompt")}
      </label>
      <textarea
        // The reflection is typed: the dialog starts in its text box (components/ui/use-dialog-focus).
        data-autofocus
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={4}
        maxLength={2000}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onClose()}>
          {t("popup.skip")}
        </Button>
        <Button type="submit" disabled={!reflection}>
          {t("popup.continue")}
        </Button>
      </div>
    </form>
  );
}
