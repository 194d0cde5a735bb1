import { COLLECTION_LIMITS, CollectionConfig, SESSION_MODES, type SessionMode } from "@recall/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Field, Input, Select } from "../../../components/ui/field";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useUpdateCollection } from "../api/collection-mutations";
import { useCollectionsText } from "../i18n";
import { sessionModeLabel } from "../lib/labels";

const { min, max } = COLLECTION_LIMITS.cardsPerSession;

/**
 * Cards per session and session mode of a collection, saved (PATCH config) as soon as they change:
 * the mode on selection, the card count when the field is left or Enter is pressed. The count is checked
 * by the shared `CollectionConfig` (5-50, the server's rule and messages); a refused count stays on the
 * field with its message, never dropped silently.
 */
export function SessionSettings({ id, config }: { id: string; config: CollectionConfig }) {
  const { t } = useTranslation();
  const { t: text } = useCollectionsText();
  const update = useUpdateCollection();
  const [count, setCount] = useState(String(config.cardsPerSession));
  const [countError, setCountError] = useState<string | null>(null);

  const save = (patch: Partial<CollectionConfig>) =>
    update.mutate(
      { id, body: { config: patch } },
      {
        onError: (err) => {
          const onField = err instanceof ApiError ? err.fields?.["config.cardsPerSession"] : undefined;
          if (onField) setCountError(onField);
          else toast.error(errorMessage(err, text("edit.failed")));
        },
      },
    );

  const commitCount = () => {
    const parsed = CollectionConfig.shape.cardsPerSession.safeParse(
      count.trim() === "" ? Number.NaN : Number(count),
    );
    if (!parsed.success) {
      setCountError(parsed.error.issues[0]?.message ?? text("edit.invalid"));
      return;
    }
    setCountError(null);
    if (parsed.data !== config.cardsPerSession) save({ cardsPerSession: parsed.data });
  };

  return (
    <div className="grid max-w-xl gap-3 sm:grid-cols-2">
      <Field label={text("edit.cardsPerSession")} hint={text("edit.range", { min, max })} error={countError}>
        {(fieldId) => (
          <Input
            id={fieldId}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            value={count}
            onChange={(e) => setCount(e.target.value)}
            onBlur={commitCount}
            onKeyDown={(e) => {
              if (e.key === "Enter") commitCount();
            }}
          />
        )}
      </Field>
      <Field label={t("collections.sessionMode")}>
        {(fieldId) => (
          <Select
            id={fieldId}
            value={config.sessionMode}
            disabled={update.isPending}
            onChange={(e) => save({ sessionMode: e.target.value as SessionMode })}
          >
            {SESSION_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {sessionModeLabel(mode)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
