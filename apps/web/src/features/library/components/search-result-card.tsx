import type { LibraryCard } from "@recall/shared";
import { Markdown } from "../../../components/ui/markdown";
import { CardBadges } from "./card-badges";

/** A card found on /cards/search: badges, question, answer and its course. */
export function SearchResultCard({ card }: { card: LibraryCard }) {
  return (
    <article
      aria-label={card.face}
      className="flex h-full min-w-0 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm [overflow-wrap:anywhere]"
    >
      <CardBadges card={card} />
      <Markdown text={card.face} className="font-medium text-slate-900" />
      <Markdown text={card.back} className="line-clamp-4 text-sm text-slate-600" />
      {card.conceptTags.length > 0 ? (
        <p className="text-xs text-slate-500">{card.conceptTags.map((tag) => `#${tag}`).join(" ")}</p>
      ) : null}
      <p className="mt-auto truncate text-xs text-slate-500" title={card.courseName}>
        {card.courseName}
      </p>
    </article>
  );
}
