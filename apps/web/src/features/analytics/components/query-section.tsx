import type { UseQueryResult } from "@tanstack/react-query";
import { AlertCircle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { useAnalyticsText } from "../i18n";

export interface QuerySectionProps<T> {
  /** Names the section in the loading and error messages. */
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** One analytics section's states: a placeholder while it loads, its own error with Try again, then it. */
export function QuerySection<T>({ title, query, children }: QuerySectionProps<T>) {
  const { t, i18n } = useAnalyticsText();
  // The section's name runs inside a sentence; German keeps its nouns capitalised.
  const section = i18n.language.startsWith("de") ? title : title.toLocaleLowerCase(i18n.language);
  if (query.isPending)
    return (
      <div
        role="status"
        className="flex min-h-32 items-center justify-center rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-500"
      >
        {t("query.loading", { section })}
      </div>
    );
  if (query.isError)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <AlertCircle aria-hidden className="h-4 w-4 shrink-0" />
        <span className="min-w-0 flex-1">{t("query.error", { section })}</span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RotateCw aria-hidden className="h-4 w-4" /> {t("query.retry")}
        </Button>
      </div>
    );
  return <>{children(query.data)}</>;
}
