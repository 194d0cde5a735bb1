import { AI_LIMITS } from "@recall/shared";
import { Send } from "lucide-react";
import { type KeyboardEvent, type RefObject, useId } from "react";
import { Button } from "../../../components/ui/button";
import { useAiCreateText } from "../i18n";

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** A turn is in flight: typing stays possible, sending does not. */
  pending: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/** The message box: Enter sends, Shift+Enter adds a line; blank (trimmed) text cannot be sent (requirements C5). */
export function ChatComposer({ value, onChange, onSend, pending, inputRef }: ChatComposerProps) {
  const { t } = useAiCreateText();
  const canSend = value.trim().length > 0 && !pending;
  const id = useId();

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form
      className="flex items-end gap-2 rounded-2xl border border-slate-300 bg-white p-2 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("composer.label")}
      </label>
      <textarea
        id={id}
        ref={inputRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        maxLength={AI_LIMITS.messageChars}
        placeholder={t("composer.placeholder")}
        aria-describedby={`${id}-hint`}
        className="max-h-48 min-h-[2.75rem] flex-1 resize-y border-0 bg-transparent px-2 py-1.5 text-sm focus:outline-none"
      />
      <span id={`${id}-hint`} className="sr-only">
        {t("composer.hint")}
      </span>
      <Button
        type="submit"
        disabled={!canSend}
        aria-label={t("composer.send")}
        className="h-10 w-10 shrink-0 px-0"
      >
        <Send aria-hidden className="h-5 w-5" />
      </Button>
    </form>
  );
}
