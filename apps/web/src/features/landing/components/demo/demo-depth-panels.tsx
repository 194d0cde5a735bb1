import { clsx } from "clsx";
import { Layers, Network } from "lucide-react";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import type { DemoCard } from "../../data/demo-cards";
import { useLandingText } from "../../i18n";
import { HintBubble, hintTargetRing } from "./hint-bubble";

interface DemoDepthPanelsProps {
  id: string;
  card: DemoCard;
  deepDiveOpen: boolean;
  onOpenDeepDive: () => void;
  /** Whether the tour bubble points at the Deep Dive button. */
  showHint: boolean;
}

/** Level 1 (the concept explainer) with the button that unlocks Level 2 (the Deep Dive) inside it. */
export function DemoDepthPanels({ id, card, deepDiveOpen, onOpenDeepDive, showHint }: DemoDepthPanelsProps) {
  const { t } = useLandingText();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-brand-100 bg-brand-50/60 p-5"
    >
      <Badge tone="brand">{t("demo.level1")}</Badge>
      <h4 id={`${id}-title`} className="mt-2 text-lg font-semibold text-slate-900">
        {card.conceptExplainer.title}
      </h4>
      <p className="mt-2 text-sm leading-6 text-slate-700">{card.conceptExplainer.content}</p>

      {deepDiveOpen ? (
        <section
          aria-labelledby={`${id}-deep-title`}
          className="mt-5 rounded-xl border border-purple-200 bg-white p-5"
        >
          <Badge tone="purple">{t("demo.level2")}</Badge>
          <h5 id={`${id}-deep-title`} className="mt-2 font-semibold text-slate-900">
            {card.deepDive.title}
          </h5>
          <p className="mt-2 text-sm leading-6 text-slate-700">{card.deepDive.content}</p>
          <p className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-3 text-xs text-slate-500">
            <Network className="h-4 w-4 flex-none" aria-hidden="true" />
            {t("demo.level3")}
          </p>
        </section>
      ) : (
        <div className="relative mt-4 inline-block">
          <Button variant="secondary" onClick={onOpenDeepDive} className={clsx(showHint && hintTargetRing)}>
            <Layers className="h-4 w-4 text-purple-600" aria-hidden="true" />
            {t("demo.unlockDeepDive")}
          </Button>
          {showHint ? <HintBubble>{t("demo.hints.deepDive")}</HintBubble> : null}
        </div>
      )}
    </section>
  );
}
