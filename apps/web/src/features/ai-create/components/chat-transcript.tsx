import { clsx } from "clsx";
import { Bot, User } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ChatMessage } from "../hooks/use-discovery-chat";
import { useAiCreateText } from "../i18n";

/**
 * The conversation as bubbles. Assistant text is rendered as plain text (React escapes it), never as
 * HTML: it comes from a model. `whitespace-pre-wrap` keeps its line breaks.
 */
export function ChatTranscript({ messages, pending }: { messages: ChatMessage[]; pending: boolean }) {
  const { t } = useAiCreateText();
  const box = useRef<HTMLDivElement>(null);
  const count = messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever a message or the indicator appears.
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count, pending]);

  if (count === 0 && !pending) return null;
  return (
    <div
      ref={box}
      role="log"
      aria-label={t("chat.log")}
      className="max-h-[55vh] space-y-3 overflow-y-auto rounded-2xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
    >
      {messages.map((m) => (
        <Bubble key={m.id} message={m} />
      ))}
      {pending ? <ThinkingIndicator /> : null}
    </div>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const { t } = useAiCreateText();
  const mine = message.role === "user";
  const Icon = mine ? User : Bot;
  return (
    <div className={clsx("flex items-end gap-2", mine && "flex-row-reverse")}>
      <span
        className={clsx(
          "hidden h-7 w-7 shrink-0 items-center justify-center rounded-full sm:flex",
          mine ? "bg-brand-100 text-brand-700" : "bg-white text-slate-600 ring-1 ring-slate-200",
        )}
      >
        <Icon aria-hidden className="h-4 w-4" />
      </span>
      <p
        className={clsx(
          "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-sm leading-relaxed sm:max-w-[75%]",
          mine
            ? "rounded-br-sm bg-brand-600 text-white"
            : "rounded-bl-sm bg-white text-slate-800 ring-1 ring-slate-200",
        )}
      >
        <span className="sr-only">{mine ? t("chat.you") : t("chat.ai")}</span>
        {message.content}
      </p>
    </div>
  );
}

/** The pending state of a turn: "AI is thinking" with three pulsing dots. */
function ThinkingIndicator() {
  const { t } = useAiCreateText();
  return (
    <div role="status" className="flex items-center gap-2 text-sm text-slate-500">
      <span
        className="flex gap-1 rounded-2xl rounded-bl-sm bg-white px-4 py-3 ring-1 ring-slate-200"
        aria-hidden
      >
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="h-2 w-2 animate-bounce rounded-full bg-slate-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      {t("chat.thinking")}
    </div>
  );
}
