import type { QuestionMode } from "@recall/shared";
import { Badge } from "../../../../components/ui/badge";
import { ModeToggle } from "./mode-toggle";

export interface CardHeaderProps {
  topic: string;
  level: string;
  /** Shown only for cards with options (hasMcqOptions). */
  showToggle: boolean;
  mode: QuestionMode;
  canFlip: boolean;
  onModeChange: (mode: QuestionMode) => void;
}

/** Topic and level badges, and the MCQ / Full Answer toggle. */
export function CardHeader({ topic, level, showToggle, mode, canFlip, onModeChange }: CardHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{topic}</Badge>
        <Badge tone="purple">{level}</Badge>
      </div>
      {showToggle ? <ModeToggle mode={mode} disabled={!canFlip} onChange={onModeChange} /> : null}
    </div>
  );
}
