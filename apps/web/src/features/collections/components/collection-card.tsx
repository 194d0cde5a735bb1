import type { Collection } from "@recall/shared";
import { CalendarDays, Layers } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useCollectionActions } from "../hooks/use-collection-actions";
import { useCollectionsText } from "../i18n";
import { formatStudiedDate } from "../lib/labels";
import { CollectionMenu } from "./collection-menu";
import { ColorBar } from "./color-bar";
import { FavoriteToggle } from "./favorite-toggle";

/** One collection on /collections: colour bar, name, description, star, menu, totals and View Cards. */
export function CollectionCard({ collection }: { collection: Collection }) {
  const { t, i18n } = useTranslation();
  const { t: text } = useCollectionsText();
  const actions = useCollectionActions(collection);
  const studied = formatStudiedDate(collection.stats.lastStudied, i18n.language);
  return (
    <article
      aria-label={collection.name}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <ColorBar color={collection.color} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <header className="flex items-start gap-2">
          <h2 className="min-w-0 flex-1 text-lg leading-snug font-semibold break-words text-slate-900">
            <Link to={paths.collection(collection.id)} className="hover:text-brand-700">
              {collection.name}
            </Link>
          </h2>
          <FavoriteToggle
            name={collection.name}
            isFavorite={collection.isFavorite}
            onToggle={actions.toggleFavorite}
            disabled={actions.favoritePending}
          />
          <CollectionMenu
            id={collection.id}
            name={collection.name}
            onDuplicate={actions.duplicateCollection}
            onDelete={actions.deleteCollection}
            disabled={actions.busy}
          />
        </header>
        {collection.description ? (
          <p className="line-clamp-3 text-sm text-slate-600">{collection.description}</p>
        ) : null}
        <dl className="mt-auto space-y-1 text-sm text-slate-600">
          <div className="flex items-center gap-1.5">
            <Layers aria-hidden className="h-4 w-4" />
            <dt className="sr-only">{text("card.totalCards")}</dt>
            <dd>{t("collections.totalCards", { count: collection.stats.totalCards })}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="h-4 w-4" />
            <dt>{t("collections.lastStudied")}:</dt>
            <dd>{studied ?? t("collections.never")}</dd>
          </div>
        </dl>
        <Link
          to={paths.collection(collection.id)}
          aria-label={`${t("collections.viewCards")}: ${collection.name}`}
          className="self-start rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("collections.viewCards")}
        </Link>
      </div>
    </article>
  );
}
