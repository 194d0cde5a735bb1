import { clsx } from "clsx";
import { FolderPlus, GitCompare, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage } from "../../../lib/api-client";
import { useCollections } from "../api/collection-queries";
import type { CollectionFilter } from "../api/query-keys";
import { CollectionCard } from "../components/collection-card";
import { CreateCollectionModal } from "../components/create-collection-modal";
import { useCollectionsText } from "../i18n";

const FILTERS: CollectionFilter[] = ["all", "favorites"];

/**
 * /collections: the user's collections with an All/Favorites filter and the New Collection dialog.
 * `?new=1` opens the dialog (the dashboard's create button links here that way).
 */
export function CollectionsPage() {
  const { t } = useTranslation();
  const { t: text } = useCollectionsText();
  useDocumentTitle(t("collections.title"));
  const [params, setParams] = useSearchParams();
  const filter: CollectionFilter = params.get("filter") === "favorites" ? "favorites" : "all";
  const createOpen = params.get("new") === "1";
  const collections = useCollections(filter);
  const list = collections.data ?? [];

  const update = (patch: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t("collections.title")}</h1>
          <p className="text-slate-600">{t("collections.subtitle")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {list.length >= 2 ? (
            <Link
              to={paths.collectionsCompare}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              <GitCompare aria-hidden className="h-4 w-4" />
              {text("compare.button")}
            </Link>
          ) : null}
          <Button onClick={() => update({ new: "1" })}>
            <Plus aria-hidden className="h-4 w-4" />
            {t("collections.new")}
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="tablist"
          aria-label={text("list.filterLabel")}
          className="inline-flex rounded-xl bg-slate-100 p-1"
        >
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              role="tab"
              aria-selected={filter === f}
              aria-controls="collection-list"
              onClick={() => update({ filter: f === "all" ? null : f })}
              className={clsx(
                "rounded-lg px-4 py-1.5 text-sm font-medium",
                filter === f ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
              )}
            >
              {t(`collections.${f}`)}
            </button>
          ))}
        </div>
        {collections.isSuccess ? (
          <p className="text-sm text-slate-500" aria-live="polite">
            {t("collections.count", { count: list.length })}
          </p>
        ) : null}
      </div>

      <section
        id="collection-list"
        role="tabpanel"
        aria-label={t("collections.title")}
        aria-busy={collections.isFetching}
      >
        {collections.isPending ? <Spinner label={text("list.loading")} /> : null}
        {collections.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
            {errorMessage(collections.error, text("list.error"))}{" "}
            <button type="button" className="underline" onClick={() => collections.refetch()}>
              {text("list.retry")}
            </button>
          </p>
        ) : null}
        {collections.isSuccess && list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <FolderPlus aria-hidden className="h-10 w-10 text-slate-500" />
            <p className="font-medium text-slate-700">{t("collections.empty")}</p>
            {filter === "all" ? (
              <Button variant="secondary" onClick={() => update({ new: "1" })}>
                <Plus aria-hidden className="h-4 w-4" />
                {t("collections.new")}
              </Button>
            ) : null}
          </div>
        ) : null}
        {list.length > 0 ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((c) => (
              <CollectionCard key={c.id} collection={c} />
            ))}
          </div>
        ) : null}
      </section>

      <CreateCollectionModal open={createOpen} onClose={() => update({ new: null })} />
    </div>
  );
}
