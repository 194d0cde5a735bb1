import type { ImportPreview } from "@recall/shared";
import { useImportsText } from "../i18n";

type Note = ImportPreview["skipped"][number];

function NoteList({ title, notes }: { title: string; notes: Note[] }) {
  if (notes.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="list-disc pl-5 text-sm text-slate-700">
        {notes.map((n) => (
          <li key={`${n.what}-${n.reason}`}>
            {n.count} × {n.what}: {n.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What an import leaves out and what it imports other than the file shows it, each with its reason. */
export function ImportNotes({
  skipped,
  adjusted,
  skippedTitle,
}: {
  skipped: Note[];
  adjusted: Note[];
  skippedTitle: string;
}) {
  const { t } = useImportsText();
  return (
    <>
      <NoteList title={skippedTitle} notes={skipped} />
      <NoteList title={t("notes.adjusted")} notes={adjusted} />
    </>
  );
}
