import type { Card } from "@recall/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { BATCH_COMPLETION_TOAST_MS } from "../../../app/toaster";
import { courseKeys } from "../../courses";
import type { BatchSettings } from "../lib/batch-settings";
import {
  abortableWait,
  type BatchProgress,
  batchSummary,
  runMcqBatch,
  skippedMessage,
} from "../lib/run-batch";
import type { CardFlows } from "./use-card-flows";

export interface BatchState extends BatchProgress {
  isRunning: boolean;
}

/**
 * The batch MCQ run of the page (requirements C4): isRunning with total, completed and failed; a summary toast
 * for 5 s at the end. `cancel` stops it; leaving the page stops it too, silently.
 */
export function useBatchRun(courseId: string, flows: CardFlows) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BatchState>({ isRunning: false, total: 0, completed: 0, failed: 0 });
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, []);

  const start = useCallback(
    async (cards: Card[], settings: BatchSettings) => {
      if (controller.current) return;
      const run = new AbortController();
      controller.current = run;
      setState({ isRunning: true, total: cards.length, completed: 0, failed: 0 });
      const outcome = await runMcqBatch({
        cards,
        settings,
        signal: run.signal,
        generate: (card, signal) => flows.requestSuggestion(card, signal),
        save: (card, body) => flows.saveOptions(card, body),
        setFlow: (cardId, flow) => {
          if (mounted.current) flows.setFlow(cardId, flow);
        },
        onProgress: (p) => {
          if (mounted.current) setState({ ...p, isRunning: true });
        },
        onSkipped: (card, confidence) => {
          if (mounted.current) toast(skippedMessage(card, confidence, settings.confidenceThreshold));
        },
        wait: abortableWait,
      });
      controller.current = null;
      if (!mounted.current) return;
      setState((s) => ({ ...s, isRunning: false }));
      const message = batchSummary(outcome);
      const show = outcome.failed || outcome.stoppedBy ? toast.warning : toast.success;
      show(message, { duration: BATCH_COMPLETION_TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: courseKeys.cards(courseId) });
    },
    [courseId, flows, queryClient],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, start, cancel };
}
