import { type Dispatch, type RefObject, useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { sessionApi } from "../api/session-api";
import { answerQueue, type QueuedAnswer } from "../lib/answer-queue";
import { isUnreachable } from "../lib/send-queued-answers";
import type { ReceivedEngine, SessionEvent } from "./session-reducer";
import type { OutboxItem, SessionState } from "./session-state";

/** While answers wait for the connection, sending is tried again this often (and at once when back online). */
export const ANSWER_RETRY_MS = 5000;

function subscribeOnline(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** navigator.onLine; a navigator that cannot tell (a wrapped or partial one) counts as online. */
function browserOnline(): boolean {
  try {
    return navigator.onLine !== false;
  } catch {
    return true;
  }
}

/** The browser's idea of the connection, kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, browserOnline, () => true);
}

/**
 * Sends the session's answers to the server one at a time, in the order given (offline study).
 * Each is written to the offline queue first; it leaves the queue when the server has it. When the
 * server cannot be reached, the answer and every later one are held (the session goes on with the local
 * engine) and sending is tried again on the `online` event and every ANSWER_RETRY_MS.
 */
export function useAnswerSender(
  outbox: SessionState["outbox"],
  latest: RefObject<SessionState>,
  dispatch: Dispatch<SessionEvent>,
) {
  const entries = useRef(new Map<string, QueuedAnswer>());
  const settled = useRef(new Set<string>());
  const sending = useRef(false);
  const online = useOnline();

  /** Writes the answer to the offline queue, once. */
  const keep = useCallback(
    async (item: OutboxItem) => {
      if (entries.current.has(item.key)) return;
      const { sessionId } = latest.current;
      const { key, body, record, queuedAt } = item;
      const entry = { key, sessionId, body, record, queuedAt };
      entries.current.set(item.key, entry);
      await answerQueue
        .put(entry)
        .catch((err: unknown) => console.error("Could not keep the answer for offline sending", err));
    },
    [latest],
  );

  const drain = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const unsent = latest.current.outbox.filter((i) => !settled.current.has(i.key));
        const item = unsent[0];
        if (!item) return;
        await keep(item);
        let reply: Awaited<ReturnType<typeof sessionApi.answer>> | null = null;
        let refused = false;
        if (browserOnline()) {
          try {
            reply = await sessionApi.answer(item.body);
          } catch (err) {
            refused = !isUnreachable(err);
            if (refused) console.error("Failed to process answer", err);
          }
        }
        if (!reply && !refused) {
          // Not reached: this answer and every later one wait, kept on this device.
          for (const later of unsent) await keep(later);
          dispatch({ type: "answers-held", keys: unsent.map((i) => i.key) });
          return;
        }
        settled.current.add(item.key);
        // On the server: kept as sent until the session completes (a reload from an older copy counts it).
        const entry = entries.current.get(item.key)!;
        await (reply ? answerQueue.markSent(entry) : answerQueue.remove(item.key)).catch(() => undefined);
        dispatch({
          type: "answer-settled",
          key: item.key,
          engine: reply ? (reply.engine as ReceivedEngine) : null,
        });
      }
    } finally {
      sending.current = false;
    }
  }, [latest, dispatch, keep]);

  const waiting = outbox.some((i) => i.held);
  // A new answer (held ones are tried again by the timer), or the connection back: send what waits.
  useEffect(() => {
    if (outbox.some((i) => !i.held)) void drain();
  }, [outbox, drain]);
  useEffect(() => {
    if (online) void drain();
  }, [online, drain]);
  useEffect(() => {
    if (!waiting) return;
    const id = window.setInterval(() => void drain(), ANSWER_RETRY_MS);
    return () => window.clearInterval(id);
  }, [waiting, drain]);

  return { online, waiting: outbox.filter((i) => i.held).length };
}
