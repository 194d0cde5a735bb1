import type { Card, McqOptionsBody, McqSuggestion } from "@recall/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api-client";
import { courseKeys } from "../../courses";
import { improveApi } from "../api/improve-api";
import { improveText } from "../i18n";
import { type CardFlow, mcqRequest, SAVED_CLEAR_MS } from "../lib/card-flow";

const isAbortError = (err: unknown) => err instanceof DOMException && err.name === "AbortError";

/**
 * The MCQ states of every card of the page (requirements C4) and the calls behind them. A saved card replaces
 * its copy in the course's card list at once (coverage and tabs follow). Leaving the page abandons a
 * generation in flight and clears the timers.
 */
export function useCardFlows(courseId: string, courseName: string) {
  const queryClient = useQueryClient();
  const [flows, setFlows] = useState<Record<string, CardFlow>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const page = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    page.current = controller;
    const pending = timers.current;
    return () => {
      controller.abort();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const setFlow = useCallback((cardId: string, flow: CardFlow | null) => {
    const timer = timers.current.get(cardId);
    if (timer) clearTimeout(timer);
    timers.current.delete(cardId);
    setFlows((prev) => {
      const next = { ...prev };
      if (flow) next[cardId] = flow;
      else delete next[cardId];
      return next;
    });
    if (flow?.status === "complete") {
      timers.current.set(
        cardId,
        setTimeout(() => {
          timers.current.delete(cardId);
          setFlows((prev) => {
            if (prev[cardId]?.status !== "complete") return prev;
            const next = { ...prev };
            delete next[cardId];
            return next;
          });
        }, SAVED_CLEAR_MS),
      );
    }
  }, []);

  const requestSuggestion = useCallback(
    async (card: Card, signal?: AbortSignal) =>
      (await improveApi.generateMcq(courseId, card.id, mcqRequest(card, courseName), signal)).data,
    [courseId, courseName],
  );

  const saveOptions = useCallback(
    async (card: Card, body: McqOptionsBody) => {
      const { mcqCorrectIndex: _, ...saved } = (await improveApi.saveMcqOptions(courseId, card.id, body)).data
        .card;
      queryClient.setQueryData<Card[]>(courseKeys.cards(courseId), (cards) =>
        cards?.map((c) => (c.id === saved.id ? saved : c)),
      );
      return saved;
    },
    [courseId, queryClient],
  );

  const generate = useCallback(
    async (card: Card) => {
      setFlow(card.id, { status: "generating" });
      try {
        const suggestion = await requestSuggestion(card, page.current?.signal);
        setFlow(card.id, { status: "reviewing", suggestion });
      } catch (err) {
        if (isAbortError(err)) return;
        const message = errorMessage(err, improveText("toast.generateFailed"));
        setFlow(card.id, { status: "error", message, retry: { step: "generate" } });
        toast.error(message);
      }
    },
    [requestSuggestion, setFlow],
  );

  const approve = useCallback(
    async (card: Card, suggestion: McqSuggestion, body: McqOptionsBody) => {
      setFlow(card.id, { status: "saving", suggestion, body });
      try {
        await saveOptions(card, body);
        setFlow(card.id, { status: "complete" });
        toast.success(improveText("toast.saved"));
      } catch (err) {
        const message = errorMessage(err, improveText("toast.saveFailed"));
        setFlow(card.id, { status: "error", message, retry: { step: "save", suggestion, body } });
        toast.error(message);
      }
    },
    [saveOptions, setFlow],
  );

  const reject = useCallback(
    (card: Card) => {
      setFlow(card.id, null);
      toast(improveText("toast.rejected"));
    },
    [setFlow],
  );

  const retry = useCallback(
    (card: Card) => {
      const flow = flows[card.id];
      if (flow?.status !== "error") return;
      if (flow.retry.step === "save") void approve(card, flow.retry.suggestion, flow.retry.body);
      else void generate(card);
    },
    [flows, approve, generate],
  );

  return useMemo(
    () => ({ flows, setFlow, requestSuggestion, saveOptions, generate, approve, reject, retry }),
    [flows, setFlow, requestSuggestion, saveOptions, generate, approve, reject, retry],
  );
}

export type CardFlows = ReturnType<typeof useCardFlows>;
