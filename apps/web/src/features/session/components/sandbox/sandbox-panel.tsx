import type { Card } from "@recall/shared";
import { clsx } from "clsx";
import { FlaskConical, TriangleAlert } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useSessionText } from "../../i18n";
import { runSandbox } from "./registry";
import { SandboxVisualView } from "./sandbox-visual";
import { type SandboxInput, sandboxWords } from "./types";

/** card.sandbox (requirements S3); the contract's Sandbox type fits. */
export interface SandboxConfig {
  module: string;
  params?: Record<string, unknown>;
  scenarioByOption?: readonly string[];
  scenarioCorrect?: string;
  scenarioWrong?: string;
}

export interface SandboxPanelProps {
  sandbox: SandboxConfig;
  card: Pick<Card, "id" | "face" | "back" | "options" | "answerIndex">;
  /** The option the learner picked; null for basic/cloze answers. */
  choiceIndex: number | null;
  isCorrect: boolean;
  className?: string;
}

/** Builds the run payload (requirements S7 sandbox run call) from the card and the learner's answer. */
export function sandboxInput({
  sandbox,
  card,
  choiceIndex,
  isCorrect,
}: Omit<SandboxPanelProps, "className">): SandboxInput {
  const options = card.options ?? [];
  const correctIndex = card.answerIndex ?? -1;
  const choice = choiceIndex ?? -1;
  const scenarioId =
    (choice >= 0 ? sandbox.scenarioByOption?.[choice] : undefined) ??
    (isCorrect ? sandbox.scenarioCorrect : sandbox.scenarioWrong) ??
    "";
  return {
    cardId: card.id,
    cardFace: card.face,
    choiceIndex: choice,
    choiceText: options[choice] ?? "",
    correctIndex,
    correctText: options[correctIndex] ?? card.back,
    isCorrect,
    params: sandbox.params ?? {},
    scenarioId,
  };
}

/**
 * requirements S2 "sandbox feedback panel": title, explanation and logs of the card's sandbox module, run in the
 * browser after an answer (the spec shows no server path for the run call). An unknown module or one
 * that throws shows "Sandbox failed to run." with an error log line.
 */
export function SandboxPanel({ sandbox, card, choiceIndex, isCorrect, className }: SandboxPanelProps) {
  const { t, i18n } = useSessionText();
  // Worded in the interface language, and worded again when it changes.
  const result = useMemo(
    () =>
      runSandbox(
        sandbox.module,
        sandboxInput({ sandbox, card, choiceIndex, isCorrect }),
        sandboxWords(t, i18n.language),
      ),
    [sandbox, card, choiceIndex, isCorrect, t, i18n.language],
  );
  const Icon = result.ok ? FlaskConical : TriangleAlert;
  const panel = useRef<HTMLElement>(null);
  // The result appears below the answer, often below the fold on a short screen: bring it into view.
  useEffect(() => {
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    panel.current?.scrollIntoView?.({ block: "nearest", behavior: reduced ? "auto" : "smooth" });
  }, []);
  return (
    <section
      ref={panel}
      aria-label={t("sandbox.label")}
      className={clsx(
        "space-y-3 rounded-xl border p-4",
        result.ok ? "border-brand-100 bg-brand-50/40" : "border-red-200 bg-red-50",
        className,
      )}
    >
      <h3
        className={clsx(
          "flex items-center gap-2 font-semibold",
          result.ok ? "text-slate-900" : "text-red-700",
        )}
      >
        <Icon aria-hidden className="h-4 w-4" /> {result.title}
      </h3>
      {result.explanation ? <p className="text-sm text-slate-700">{result.explanation}</p> : null}
      {result.visual ? <SandboxVisualView visual={result.visual} /> : null}
      <ol
        aria-label={t("sandbox.log")}
        className="space-y-0.5 rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100"
      >
        {result.logs.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: log lines are static for a run and may repeat.
          <li key={i} className="whitespace-pre-wrap break-words">
            {line}
          </li>
        ))}
      </ol>
    </section>
  );
}
