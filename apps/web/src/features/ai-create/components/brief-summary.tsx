import type { Brief } from "@recall/shared";
import { CheckCircle2, RotateCcw, Sparkles } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/card";
import { CostEstimate } from "./cost-estimate";

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface BriefSummaryProps {
  brief: Brief;
  onCreate: () => void;
  onStartOver: () => void;
  /** A generation is being started: both actions wait. */
  busy?: boolean;
}

/** The ready-to-create summary once the conversation produced a complete brief (part2 §2, §4). */
export function BriefSummary({ brief, onCreate, onStartOver, busy = false }: BriefSummaryProps) {
  const rows: [string, string][] = [
    ["Topic", brief.topic],
    ["Knowledge level", capitalize(brief.knowledgeLevel)],
    ["Goal", brief.goal || "—"],
    ["Card count", String(brief.cardCount)],
    ["Focus areas", brief.focusAreas.length ? brief.focusAreas.join(", ") : "—"],
    ["Language", languageName(brief.language)],
  ];
  return (
    <Panel className="space-y-4 border-brand-100">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden className="h-5 w-5 text-emerald-600" />
        Ready to create your course
      </h2>
      <dl aria-label="Course brief" className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="break-words text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <CostEstimate cardCount={brief.cardCount} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onStartOver} disabled={busy}>
          <RotateCcw aria-hidden className="h-4 w-4" />
          Start Over
        </Button>
        <Button onClick={onCreate} disabled={busy}>
          <Sparkles aria-hidden className="h-4 w-4" />
          Create Course
        </Button>
      </div>
    </Panel>
  );
}
