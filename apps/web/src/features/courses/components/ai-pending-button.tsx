import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { AI_PROVIDER_HINT } from "../lib/ai-hint";

/**
 * An AI action that exists in the design but is not wired yet: shown, disabled, and saying why.
 * The title sits on a wrapper too because disabled buttons do not show tooltips in every browser.
 */
export function AiPendingButton({
  children,
  ...props
}: Omit<ButtonProps, "disabled"> & { children: ReactNode }) {
  return (
    <span title={AI_PROVIDER_HINT} className="inline-flex shrink-0">
      <Button
        variant="secondary"
        size="sm"
        {...props}
        className={clsx("whitespace-nowrap", props.className)}
        disabled
        title={AI_PROVIDER_HINT}
        aria-description={AI_PROVIDER_HINT}
      >
        {children}
      </Button>
    </span>
  );
}
