import { type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Spinner } from "../../../../components/ui/spinner";
import { useNearViewport } from "../../hooks/use-near-viewport";
import { useOpenedAt } from "../../hooks/use-opened-at";
import { useLandingText } from "../../i18n";
import { DEMO_SECTION_ID, linkButtonClass } from "../link-styles";

/**
 * The demo's code (its cards, state machine and panels) is not part of what `/` loads at first
 * (its budget: scripts/landing-budget.mjs): it loads once the section is within a screen's height
 * of the viewport, i.e. before the visitor scrolls it into view, at once when "Try Demo" jumps there, and
 * when the page is opened at `/#demo`.
 */
const loadInteractiveDemo = () => import("./interactive-demo").then((m) => m.InteractiveDemo);

/** As tall as the demo's first card (measured: 517 px on a phone, 385 px from 640 px up): no jump on load. */
function DemoFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-[32rem] flex-col items-center justify-center gap-4 rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-xl shadow-slate-900/5 sm:min-h-96">
      {children}
    </div>
  );
}

type DemoCode = { state: "idle" | "loading" | "failed" } | { state: "ready"; Demo: ComponentType };

/**
 * Loads the demo's code once `wanted`. A failed download (a phone losing its connection, a deploy that
 * replaced the chunk) is said on the page with a retry, instead of an endless spinner or the route's error
 * page taking over the whole landing page.
 */
function useDemoCode(wanted: boolean): { code: DemoCode; retry: () => void } {
  const [code, setCode] = useState<DemoCode>({ state: "idle" });
  const load = useCallback(() => {
    setCode({ state: "loading" });
    loadInteractiveDemo().then(
      (Demo) => setCode({ state: "ready", Demo }),
      () => setCode({ state: "failed" }),
    );
  }, []);
  useEffect(() => {
    if (wanted) load();
  }, [wanted, load]);
  return { code, retry: load };
}

export function DeferredDemo() {
  const { t } = useLandingText();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, "100% 0px");
  const openedHere = useOpenedAt(DEMO_SECTION_ID);
  const { code, retry } = useDemoCode(near || openedHere);
  return (
    <div ref={ref}>
      {code.state === "ready" ? (
        <code.Demo />
      ) : code.state === "failed" ? (
        <DemoFrame>
          <p role="alert" className="text-slate-700">
            {t("demo.loadFailed")}
          </p>
          <button type="button" onClick={retry} className={linkButtonClass("secondary", "lg")}>
            {t("demo.retry")}
          </button>
        </DemoFrame>
      ) : (
        <DemoFrame>
          <Spinner label={t("demo.loading")} />
        </DemoFrame>
      )}
    </div>
  );
}
