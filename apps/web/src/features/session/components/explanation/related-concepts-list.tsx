import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { useSessionText } from "../../i18n";
import type { RelatedConceptView } from "./types";

/** Why Generate is disabled where no handler is given (a card shown outside a study session); the English of `session:related.disabledReason`. */
export const GENERATE_DISABLED_TITLE = "Cards are generated from a study session or the course editor.";

interface RelatedConceptsListProps {
  concepts: readonly RelatedConceptView[];
  /** Generates a card for a concept with no linked cards. */
  onGenerate?: (concept: RelatedConceptView) => unknown;
  /** Why generating cannot run (no AI provider: the server's message naming the variables), else null. */
  disabledReason?: string | null;
}

/** Level 3 "Connections": related concepts with their teaser, and Generate where no card is linked. */
export function RelatedConceptsList({
  concepts,
  onGenerate,
  disabledReason = null,
}: RelatedConceptsListProps) {
  const { t } = useSessionText();
  const reason = disabledReason ?? (onGenerate ? null : t("related.disabledReason"));
  const [pending, setPending] = useState<string | null>(null);
  if (concepts.length === 0) return <p className="text-sm text-slate-500">{t("related.none")}</p>;

  const generate = async (concept: RelatedConceptView) => {
    if (!onGenerate || reason) return;
    setPending(concept.title);
    try {
      await onGenerate(concept);
    } finally {
      setPending(null);
    }
  };

  return (
    <ul className="space-y-2">
      {concepts.map((concept) => {
        const linked = concept.cardIds?.length ?? 0;
        return (
          <li
            key={concept.title}
            className="flex items-start justify-between gap-3 rounded-lg bg-slate-50 p-3"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-800">{concept.title}</p>
              {concept.teaser ? <p className="text-slate-600">{concept.teaser}</p> : null}
            </div>
            {linked > 0 ? (
              <Badge tone="green">{t("related.linked", { count: linked })}</Badge>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t("related.generateFor", { title: concept.title })}
                disabled={reason !== null || pending !== null}
                title={reason ?? undefined}
                aria-description={reason ?? undefined}
                onClick={() => void generate(concept)}
              >
                <Sparkles aria-hidden className="h-4 w-4" />
                {pending === concept.title ? t("related.generating") : t("related.generate")}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
