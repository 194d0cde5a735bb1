import { AI_LIMITS, type Brief, type BriefCorrection, type DiscoveryTurn } from "@recall/shared";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { aiApi } from "../api/ai-api";

export interface ChatMessage extends DiscoveryTurn {
  id: number;
}

export const CHAT_FAILED = "Failed to communicate with AI";

/** The conversation the server sees: the latest turns, each within the per-turn limit. */
function history(messages: ChatMessage[]): DiscoveryTurn[] {
  return messages
    .slice(-AI_LIMITS.historyTurns)
    .map(({ role, content }) => ({ role, content: content.slice(0, AI_LIMITS.turnChars) }));
}

interface Options {
  /** Any failure, with the text to show (the server's message, else the spec's fallback). */
  onError: (message: string, err: unknown) => void;
}

/**
 * The discovery chat (requirements C4): the user's message, the assistant's reply, and the brief once the reply
 * is complete. A failed turn is taken back and its text returned, so the user can send it again.
 * `reset` (Start Over) also drops the answer of a turn still in flight.
 */
export function useDiscoveryChat({ onError }: Options) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [brief, setBrief] = useState<Brief | null>(null);
  const [corrections, setCorrections] = useState<BriefCorrection[]>([]);
  const nextId = useRef(1);
  const round = useRef(0);
  const mutation = useMutation({ mutationFn: aiApi.discovery });

  const send = async (text: string): Promise<string | null> => {
    const message = text.trim();
    if (!message || mutation.isPending) return null;
    const mine = round.current;
    const user: ChatMessage = { id: nextId.current++, role: "user", content: message };
    const conversationHistory = history(messages);
    setMessages((all) => [...all, user]);
    try {
      const { data } = await mutation.mutateAsync({ message, conversationHistory });
      if (mine !== round.current) return null;
      setMessages((all) => [...all, { id: nextId.current++, role: "assistant", content: data.response }]);
      if (data.isComplete && data.brief) {
        setBrief(data.brief);
        // An older server sends no corrections.
        setCorrections(data.corrections ?? []);
      }
      return null;
    } catch (err) {
      if (mine !== round.current) return null;
      setMessages((all) => all.filter((m) => m.id !== user.id));
      onError(errorMessage(err, CHAT_FAILED), err);
      return message;
    }
  };

  const reset = () => {
    round.current += 1;
    mutation.reset();
    setMessages([]);
    setBrief(null);
    setCorrections([]);
  };

  return { messages, brief, corrections, send, reset, pending: mutation.isPending };
}
