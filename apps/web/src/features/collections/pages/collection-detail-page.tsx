import { ArrowLeft, BarChart3, Pencil, Play, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage } from "../../../lib/api-client";
import { useRemoveCardsFromCollection } from "../api/collection-mutations";
import { isNotFound, useCollection, useCollectionCards, useCollectionStats } from "../api/collection-queries";
import { CollectionCardList } from "../components/collection-card-list";
import { CollectionStatsPanel } from "../components/collection-stats-panel";
import { ColorBar } from "../components/color-bar";
import { EditCollectionModal } from "../components/edit-collection-modal";
import { SessionSettings } from "../components/session-settings";
import { useStartCollectionSession } from "../hooks/use-start-collection-session";
import { useCollectionsText } from "../i18n";

function BackLink() {
  const { t } = useCollectionsText();
  return (
    <Link
      to={paths.collections}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-700"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" /> {t("detail.backToCollections")}
    </Link>
  );
}

/** The query parameter that opens the Edit Collection dialog (the menu's View/Edit sets it). */
export const EDIT_PARAM = "edit";

/**
 * /collections/{id}: the collection, its statistics, session settings, Start Session and its cards;
 * Edit (or `?edit=1`, from View/Edit) opens the Edit Collection dialog.
 */
export function CollectionDetailPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const { t: text } = useCollectionsText();
  const collection = useCollection(id);
  useDocumentTitle(collection.data?.name ?? text("detail.documentTitle"));
  const [showStats, setShowStats] = useState(false);
  const [params, setParams] = useSearchParams();
  const editing = params.has(EDIT_PARAM);
  const setEditing = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(EDIT_PARAM, "1");
        else next.delete(EDIT_PARAM);
        return next;
      },
      { replace: true },
    );
  const cards = useCollectionCards(id, collection.isSuccess);
  const stats = useCollectionStats(id, showStats);
  const start = useStartCollectionSession();
  const remove = useRemoveCardsFromCollection();

  if (collection.isPending) return <Spinner label={text("detail.loading")} />;
  if (collection.isError) {
    return (
      <div className="space-y-4">
        <BackLink />
        <div role="alert" className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-800">
            {isNotFound(collection.error)
              ? text("detail.notFound")
              : errorMessage(collection.error, text("detail.loadError"))}
          </p>
        </div>
      </div>
    );
  }

  const c = collection.data;
  const list = cards.data?.cards ?? [];
  const addMore = `${paths.cardLibrary}?collection=${encodeURIComponent(c.id)}`;
  const removeCard = (cardId: string) =>
    remove.mutate(
      { id: c.id, cardIds: [cardId] },
      { onError: () => toast.error(text("detail.removeFailed")) },
    );

  return (
    <div className="space-y-6">
      <BackLink />
      <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <ColorBar color={c.color} className="h-3" />
        <div className="space-y-5 p-5 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0 space-y-1">
              <h1 className="text-2xl font-bold break-words">{c.name}</h1>
              {c.description ? <p className="text-slate-600">{c.description}</p> : null}
              <p className="text-sm text-slate-500">
                {t("collections.totalCards", { count: c.stats.totalCards })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil aria-hidden className="h-4 w-4" />
                {text("detail.edit")}
              </Button>
              <Button
                variant="secondary"
                aria-expanded={showStats}
                aria-controls="collection-stats"
                onClick={() => setShowStats((s) => !s)}
              >
                <BarChart3 aria-hidden className="h-4 w-4" />
                {showStats ? text("detail.hideStats") : text("detail.stats")}
              </Button>
              <Button
                onClick={() => start.mutate(c.id)}
                disabled={start.isPending || c.stats.totalCards === 0}
                title={c.stats.totalCards === 0 ? text("dashboard.addCardsFirst") : undefined}
              >
                <Play aria-hidden className="h-4 w-4" />
                {start.isPending ? text("detail.starting") : t("collections.startSession")}
              </Button>
            </div>
          </div>
          <SessionSettings
            key={`${c.config.cardsPerSession}-${c.config.sessionMode}`}
            id={c.id}
            config={c.config}
          />
        </div>
      </section>

      {editing ? <EditCollectionModal collection={c} onClose={() => setEditing(false)} /> : null}

      {showStats ? (
        <div id="collection-stats">
          <CollectionStatsPanel stats={stats.data} loading={stats.isPending} error={stats.isError} />
        </div>
      ) : null}

      <section aria-labelledby="collection-cards-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="collection-cards-heading" className="text-lg font-semibold">
            {text("detail.cards")}{" "}
            {cards.data ? <span className="text-slate-500">({cards.data.total})</span> : null}
          </h2>
          <Link
            to={addMore}
            className="inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <Plus aria-hidden className="h-4 w-4" /> {text("detail.addMore")}
          </Link>
        </div>
        {cards.isPending ? <Spinner label={text("detail.loadingCards")} /> : null}
        {cards.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
            {errorMessage(cards.error, text("detail.cardsError"))}
          </p>
        ) : null}
        {cards.isSuccess && list.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
            {text("detail.empty")}
          </p>
        ) : null}
        {list.length > 0 ? (
          <CollectionCardList
            collectionId={c.id}
            cards={list}
            onRemove={removeCard}
            removingId={remove.isPending ? (remove.variables?.cardIds[0] ?? null) : null}
          />
        ) : null}
      </section>
    </div>
  );
}
