import { useEffect, useState } from "react";
import { Trans } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useCollections } from "../../collections";
import { useCardSearch } from "../api/card-search";
import { AddToCollectionModal } from "../components/add-to-collection-modal";
import { FiltersDrawer } from "../components/filters-drawer";
import { LibraryCardTile } from "../components/library-card-tile";
import { LibraryHeader } from "../components/library-header";
import { SearchBox } from "../components/search-box";
import { SearchFiltersPanel } from "../components/search-filters";
import { SelectionBar } from "../components/selection-bar";
import { SelectionToolbar } from "../components/selection-toolbar";
import { useCardSelection } from "../hooks/use-card-selection";
import { useSearchState } from "../hooks/use-search-state";
import { useLibraryText } from "../i18n";
import type { SearchFilters } from "../lib/search-criteria";
import { activeFilterCount } from "../lib/search-criteria";

const LIBRARY_TYPES: SearchFilters["types"] = ["mcq", "basic"];

/**
 * /card-library: search every card the user can see, select cards and add them to a collection.
 * `?collection=<id>` (after creating a collection) preselects that collection in the add dialog.
 */
export function CardLibraryPage() {
  const { t } = useLibraryText();
  useDocumentTitle(t("libraryPage.title"));
  const [params] = useSearchParams();
  const targetId = params.get("collection");
  const state = useSearchState();
  const search = useCardSearch("library", state.body);
  const selection = useCardSelection();
  const [adding, setAdding] = useState(false);
  const collections = useCollections("all");
  const target = targetId ? collections.data?.find((c) => c.id === targetId) : undefined;

  useEffect(() => {
    if (search.isError && search.errorUpdatedAt) toast.error(t("libraryPage.searchFailed"));
  }, [search.isError, search.errorUpdatedAt, t]);

  const cards = search.data?.cards ?? [];
  const visibleIds = cards.map((c) => c.id);
  const runSearch = () => {
    if (!state.submit()) void search.refetch();
  };

  return (
    <div className={selection.count > 0 ? "space-y-5 pb-24" : "space-y-5"}>
      <LibraryHeader />
      <div>
        <h1 className="text-2xl font-bold">{t("libraryPage.title")}</h1>
        <p className="text-slate-600">{t("libraryPage.subtitle")}</p>
      </div>
      {target ? (
        <p className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-700">
          <Trans
            t={t}
            i18nKey="libraryPage.targetHint"
            values={{ name: target.name }}
            components={{
              strong: <strong />,
              target: <Link to={paths.collection(target.id)} className="font-semibold underline" />,
            }}
          />
        </p>
      ) : null}
      <SearchBox
        value={state.draft}
        onChange={state.setDraft}
        onSearch={runSearch}
        searching={search.isFetching}
      />
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start">
        <FiltersDrawer activeCount={activeFilterCount(state.filters)} onReset={state.resetFilters}>
          <SearchFiltersPanel filters={state.filters} onChange={state.setFilters} types={LIBRARY_TYPES} />
        </FiltersDrawer>
        <section
          aria-label={t("results.label")}
          aria-busy={search.isFetching}
          className="min-w-0 flex-1 space-y-4"
        >
          <SelectionToolbar
            found={search.data?.totalCount ?? 0}
            foundIsApproximate={search.data?.totalIsApproximate ?? false}
            selected={selection.count}
            visible={visibleIds.length}
            onSelectAll={() => selection.selectAll(visibleIds)}
            onDeselectAll={() => selection.deselectAll(visibleIds)}
            onClear={selection.clear}
          />
          {search.isPending ? <Spinner label={t("results.searching")} /> : null}
          {search.isError && !search.data ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
              {t("libraryPage.searchFailedInline")}{" "}
              <button type="button" className="underline" onClick={() => search.refetch()}>
                {t("libraryPage.tryAgain")}
              </button>
            </p>
          ) : null}
          {search.isSuccess && cards.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
              {t("results.noCards")}
            </p>
          ) : null}
          {cards.length > 0 ? (
            <ul
              aria-label={t("results.cards")}
              className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
            >
              {cards.map((card) => (
                <li key={card.id} className="min-w-0">
                  <LibraryCardTile
                    card={card}
                    selected={selection.selected.has(card.id)}
                    onToggle={selection.toggle}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <SelectionBar count={selection.count} onAdd={() => setAdding(true)} />
      <AddToCollectionModal
        open={adding}
        onClose={() => setAdding(false)}
        cardIds={selection.ids}
        initialCollectionId={targetId}
        onAdded={selection.clear}
      />
    </div>
  );
}
