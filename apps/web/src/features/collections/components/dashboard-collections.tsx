import type { Collection } from "@recall/shared";
import { FolderPlus, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useCollections } from "../api/collection-queries";
import { useStartCollectionSession } from "../hooks/use-start-collection-session";
import { useCollectionsText } from "../i18n";
import { sessionModeLabel } from "../lib/labels";
import { ColorBar } from "./color-bar";

/** requirements S9: the dashboard shows at most 6 collections. */
export const DASHBOARD_COLLECTIONS_MAX = 6;

function DashboardCollectionCard({
  collection,
  onStart,
  starting,
}: {
  collection: Collection;
  onStart: () => void;
  starting: boolean;
}) {
  const { t } = useTranslation();
  const { t: text } = useCollectionsText();
  const empty = collection.stats.totalCards === 0;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <ColorBar color={collection.color} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold break-words text-slate-900">
          <Link to={paths.collection(collection.id)} className="hover:text-brand-700">
            {collection.name}
          </Link>
        </h3>
        {collection.description ? (
          <p className="line-clamp-2 text-sm text-slate-600">{collection.description}</p>
        ) : null}
        <p className="mt-auto text-xs text-slate-500">
          {t("collections.totalCards", { count: collection.stats.totalCards })} ·{" "}
          {t("collections.sessionMode")}: {sessionModeLabel(collection.config.sessionMode)}
        </p>
        <Button
          size="sm"
          onClick={onStart}
          disabled={starting || empty}
          aria-label={`${t("collections.startSession")}: ${collection.name}`}
          title={empty ? text("dashboard.addCardsFirst") : undefined}
        >
          <Play aria-hidden className="h-4 w-4" />
          {t("collections.startSession")}
        </Button>
      </div>
    </li>
  );
}

/**
 * The dashboard's collections area (requirements S2): up to 6 collections, each with a Start Session button,
 * or an empty state whose button opens the New Collection dialog on /collections.
 */
export function DashboardCollections() {
  const { t } = useTranslation();
  const { t: text } = useCollectionsText();
  const navigate = useNavigate();
  const collections = useCollections("all");
  const start = useStartCollectionSession();
  const list = (collections.data ?? []).slice(0, DASHBOARD_COLLECTIONS_MAX);

  return (
    <Panel role="region" aria-labelledby="dashboard-collections-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="dashboard-collections-heading" className="text-lg font-semibold">
          {t("dashboard.myCollections")}
        </h2>
        {list.length > 0 ? (
          <Link to={paths.collections} className="text-sm font-medium text-brand-600 hover:text-brand-700">
            {t("nav.collections")} →
          </Link>
        ) : null}
      </div>
      {collections.isPending ? <Spinner label={text("dashboard.loading")} /> : null}
      {collections.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {text("dashboard.error")}{" "}
          <button type="button" className="underline" onClick={() => collections.refetch()}>
            {text("dashboard.retry")}
          </button>
        </p>
      ) : null}
      {collections.isSuccess && list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <FolderPlus aria-hidden className="h-8 w-8 text-slate-500" />
          <p className="text-slate-600">{t("dashboard.noCollections")}</p>
          <Button variant="secondary" onClick={() => navigate(`${paths.collections}?new=1`)}>
            {t("dashboard.createCollection")}
          </Button>
        </div>
      ) : null}
      {list.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((c) => (
            <DashboardCollectionCard
              key={c.id}
              collection={c}
              onStart={() => start.mutate(c.id)}
              starting={start.isPending}
            />
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
