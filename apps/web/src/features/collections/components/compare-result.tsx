import { type CompareCollectionsResponse, NOUNS, plural } from "@recall/shared";

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
  return (
    <section aria-label={title} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-800">
        {title} <span className="font-normal text-slate-500">({plural(ids.length, NOUNS.card)})</span>
      </h3>
      {ids.length === 0 ? (
        <p className="text-sm text-slate-500">None</p>
      ) : (
        <ul className="max-h-72 space-y-1 overflow-y-auto text-sm text-slate-700">
          {ids.map((id) => (
            <li key={id} className="break-words">
              {faceOf(id) ?? "Loading..."}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TopicList({ label, topics }: { label: string; topics: string[] }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800">{topics.length ? topics.join(", ") : "None"}</dd>
    </div>
  );
}

/** The comparison of two collections: cards in both and in only one, then the topics on each side. */
export function CompareResult({ result, nameA, nameB, faceOf }: CompareResultProps) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-3">
        <CardColumn title={`Only in ${nameA}`} ids={result.onlyInA} faceOf={faceOf} />
        <CardColumn title="In both" ids={result.inBoth} faceOf={faceOf} />
        <CardColumn title={`Only in ${nameB}`} ids={result.onlyInB} faceOf={faceOf} />
      </div>
      <section aria-label="Topics" className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 className="mb-2 font-semibold text-slate-800">Topics</h3>
        <dl className="grid gap-3 sm:grid-cols-3">
          <TopicList label={`Only in ${nameA}`} topics={result.topicOverlap.onlyA} />
          <TopicList label="Shared" topics={result.topicOverlap.shared} />
          <TopicList label={`Only in ${nameB}`} topics={result.topicOverlap.onlyB} />
        </dl>
      </section>
    </div>
  );
}
