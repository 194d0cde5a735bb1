import { lazy, Suspense, useRef } from "react";
import { Spinner } from "../../../../components/ui/spinner";
import { useNearViewport } from "../../hooks/use-near-viewport";
import { useOpenedAt } from "../../hooks/use-opened-at";
import { useLandingText } from "../../i18n";
import { DEMO_SECTION_ID } from "../link-styles";

/**
 * The demo's code (its cards, state machine and panels) is not part of what `/` loads at first
 * (its budget: scripts/landing-budget.mjs): it loads once the section is within a screen's height
 * of the viewport, i.e. before the visitor scrolls it into view, at once when "Try Demo" jumps there, and
 * when the page is opened at `/#demo`.
 */
const InteractiveDemo = lazy(() =>
  import("./interactive-demo").then((m) => ({ default: m.InteractiveDemo })),
);

/** As tall as the demo's first card (measured: 517 px on a phone, 385 px from 640 px up): no jump on load. */
function DemoLoading() {
  const { t } = useLandingText();
  return (
    <div className="flex min-h-[32rem] items-center justify-center rounded-3xl border border-slate-200 bg-white shadow-xl shadow-slate-900/5 sm:min-h-96">
      <Spinner label={t("demo.loading")} />
    </div>
  );
}

export function DeferredDemo() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, "100% 0px");
  const openedHere = useOpenedAt(DEMO_SECTION_ID);
  return (
    <div ref={ref}>
      {near || openedHere ? (
        <Suspense fallback={<DemoLoading />}>
          <InteractiveDemo />
        </Suspense>
      ) : (
        <DemoLoading />
      )}
    </div>
  );
}
