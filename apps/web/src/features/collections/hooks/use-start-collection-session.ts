import { type Card, fewerCardsMessage } from "@recall/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "../../../config/paths";
import { trackEvent } from "../../../lib/analytics";
import { errorMessage } from "../../../lib/api-client";
import { collectionsApi } from "../api/collections-api";
import { collectionKeys } from "../api/query-keys";
import { useCollectionsText } from "../i18n";

/** The navigation state /session/{id} reads (requirements S2); the session feature owns the reader. */
interface SessionNavState {
  sessionId: string;
  cards: Card[];
  collectionId: string | null;
}

/**
 * Starts a session from a collection (requirements C4): toast 'Session started!', then /session/{id} with the
 * returned cards as navigation state; when the collection holds fewer cards than its cards-per-session
 * setting, the toast says so (as on /session/start). Failure: the server's message, else 'Failed to start session'.
 */
export function useStartCollectionSession() {
  const { t } = useCollectionsText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collectionId: string) => collectionsApi.startSession(collectionId),
    onSuccess: ({ data }, collectionId) => {
      const given = data.cards.length;
      const planned = data.session.plannedCards;
      toast.success(
        t("start.started"),
        given < planned ? { description: fewerCardsMessage(given, planned) } : undefined,
      );
      trackEvent("session-start", { sessionId: data.session.id, collectionId, cards: data.cards.length });
      // "Last studied" changes once the session is under way.
      void queryClient.invalidateQueries({ queryKey: collectionKeys.all });
      const state: SessionNavState = { sessionId: data.session.id, cards: data.cards, collectionId };
      navigate(paths.session(data.session.id), { state });
    },
    onError: (err) => toast.error(errorMessage(err, t("start.failed"))),
  });
}
