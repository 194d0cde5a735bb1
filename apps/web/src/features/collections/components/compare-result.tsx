import type { CompareCollectionsResponse } from "@recall/shared";
import { useCollectionsText } from "../i18n";

type Comparison = CompareCollectionsResponse["data"];

interface CompareResultProps {
  result: Comparison;
  nameA: string;
  nameB: string;
  /** A card's question, once the collections' cards are loaded. */
  faceOf: (cardId: string) => string | undefined;
}

function CardColumn({
  title,
  ids,
  faceOf,
}: {
  title: string;
  ids: string[];
  faceOf: CompareResultProps["faceOf"];
}) {
  const { t } = useCollectionsText();
  return (
    <section aria-label={title} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-800">
        {title}{" "}
        <span className="font-normal text-slate-500">({t("compare.cardCount", { count: ids.length })})</span>
      </h3>
      {ids.length === 0 ? (
        <p className="text-sm text-slate-500">{t("compare.none")}</p>
      ) : (
        <ul className="max-h-72 space-y-1 overflow-y-auto text-sm text-slate-700">
          {ids.map((id) => (
            <li key={id} className="break-words">
              {faceOf(id) ?? t("compare.loading")}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TopicList({ label, topics }: { label: string; topics: string[] }) {
  const { t, i18n } = useCollectionsText();
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800">
        {topics.length
          ? new Intl.ListFormat(i18n.language, { type: "unit" }).format(topics)
          : t("compare.none")}
      </dd>
    </div>
  );
}

/** The comparison of two collections: cards in both and in only one, then the topics on each side. */
export function CompareResult({ result, nameA, nameB, faceOf }: CompareResultProps) {
  const { t } = useCollectionsText();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-3">
        <CardColumn title={t("compare.onlyIn", { name: nameA })} ids={result.onlyInA} faceOf={faceOf} />
        <CardColumn title={t("compare.inBoth")} ids={result.inBoth} faceOf={faceOf} />
        <CardColumn title={t("compare.onlyIn", { name: nameB })} ids={result.onlyInB} faceOf={faceOf} />
      </div>
      <section aria-label={t("compare.topics")} className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 className="mb-2 font-semibold text-slate-800">{t("compare.topics")}</h3>
        <dl className="grid gap-3 sm:grid-cols-3">
          <TopicList label={t("compare.onlyIn", { name: nameA })} topics={result.topicOverlap.onlyA} />
          <TopicList label={t("compare.shared")} topics={result.topicOverlap.shared} />
          <TopicList label={t("compare.onlyIn", { name: nameB })} topics={result.topicOverlap.onlyB} />
        </dl>
      </section>
    </div>
  );
}
