import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "../../../components/ui/button";
import { useAiUnavailableReason } from "../api/ai-queries";

/**
 * A button that runs an AI feature. Disabled only when the server has no AI provider, saying so with the
 * server's message (which names the variables to set); the title sits on a wrapper too because disabled
 * buttons do not show tooltips in every browser.
 */
export function AiActionButton({ children, disabled, ...props }: ButtonProps & { children: ReactNode }) {
  const reason = useAiUnavailableReason();
  return (
    <span title={reason ?? props.title} className="inline-flex shrink-0">
      <Button
        variant="secondary"
        size="sm"
        {...props}
        className={clsx("whitespace-nowrap", props.className)}
        disabled={reason !== null || disabled}
        title={reason ?? props.title}
        aria-description={reason ?? undefined}
      >
        {children}
      </Button>
    </span>
  );
}
