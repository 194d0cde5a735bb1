import { CARD_TYPES } from "@recall/shared";
import { useEffect } from "react";
import { Panel } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useCardSearch } from "../api/card-search";
import { FacetGroup } from "../components/facet-group";
import { FiltersDrawer } from "../components/filters-drawer";
import { SearchBox } from "../components/search-box";
import { SearchFiltersPanel } from "../components/search-filters";
import { SearchResultCard } from "../components/search-result-card";
import { useSearchState } from "../hooks/use-search-state";
import { useLibraryText } from "../i18n";
import { countLabel } from "../lib/count-label";
import { activeFilterCount, toggleValue } from "../lib/search-criteria";

/**
 * /cards/search: query text, courses, topics, levels, types, Has Deep Dive and collections; results
 * (up to 500) with counts by topic, level and tag, where a click on a count filters by it.
 * A failed search is only logged (requirements C8).
 */
export function CardSearchPage() {
  const { t } = useLibraryText();
  useDocumentTitle(t("searchPage.title"));
  const state = useSearchState();
  const search = useCardSearch("cards", state.body);
  const { filters, setFilters } = state;

  useEffect(() => {
    if (search.isError) console.error("Card search failed", search.error);
  }, [search.isError, search.error]);

  const data = search.data;
  const runSearch = () => {
    if (!state.submit()) void search.refetch();
  };

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{t("searchPage.title")}</h1>
        <p className="text-slate-600">{t("searchPage.subtitle")}</p>
      </div>
      <SearchBox
        value={state.draft}
        onChange={state.setDraft}
        onSearch={runSearch}
        searching={search.isFetching}
      />
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start">
        <FiltersDrawer activeCount={activeFilterCount(filters)} onReset={state.resetFilters}>
          <SearchFiltersPanel
            filters={filters}
            onChange={setFilters}
            types={[...CARD_TYPES]}
            showCollections
          />
        </FiltersDrawer>
        <section
          aria-label={t("results.label")}
          aria-busy={search.isFetching}
          className="min-w-0 flex-1 space-y-4"
        >
          {data ? (
            <p className="text-sm font-semibold text-slate-700" aria-live="polite">
              {t("searchPage.resultCount", {
                count: data.totalCount,
                total: countLabel(data.totalCount, data.totalIsApproximate),
              })}
              {data.totalCount > data.cards.length ? (
                <span className="font-normal text-slate-500">
                  {" "}
                  {t("searchPage.showing", { count: data.cards.length })}
                </span>
              ) : null}
            </p>
          ) : null}
          {data ? (
            <Panel className="space-y-3 p-4">
              <FacetGroup
                title={t("searchPage.topics")}
                approximate={data.totalIsApproximate}
                buckets={data.aggregations.topics}
                active={filters.topics}
                onToggle={(v) => setFilters({ ...filters, topics: toggleValue(filters.topics, v) })}
              />
              <FacetGroup
                title={t("searchPage.levels")}
                approximate={data.totalIsApproximate}
                buckets={data.aggregations.levels}
                active={filters.levels}
                onToggle={(v) => setFilters({ ...filters, levels: toggleValue(filters.levels, v) })}
              />
              <FacetGroup
                title={t("searchPage.tags")}
                approximate={data.totalIsApproximate}
                buckets={data.aggregations.tags}
                active={filters.tags}
                onToggle={(v) => setFilters({ ...filters, tags: toggleValue(filters.tags, v) })}
              />
            </Panel>
          ) : null}
          {search.isPending ? <Spinner label={t("results.searching")} /> : null}
          {search.isError && !data ? (
            <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
              {t("searchPage.noResults")}
            </p>
          ) : null}
          {data && data.cards.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
              {t("results.noCards")}
            </p>
          ) : null}
          {data && data.cards.length > 0 ? (
            <ul
              aria-label={t("results.cards")}
              className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
            >
              {data.cards.map((card) => (
                <li key={card.id} className="min-w-0">
                  <SearchResultCard card={card} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </div>
  );
}
