import type { ColumnMapping, ImportPreview as Preview, SeparatorName, StartImportBody } from "@recall/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Field, Input, Select } from "../../../components/ui/field";

const SEPARATOR_LABELS: Record<SeparatorName, string> = {
  comma: "Comma (,)",
  tab: "Tab",
  semicolon: "Semicolon (;)",
  pipe: "Pipe (|)",
};

interface ImportPreviewProps {
  preview: Preview;
  defaultCourseName: string;
  starting: boolean;
  onStart(body: StartImportBody): void;
}

function SkippedList({ skipped }: { skipped: Preview["skipped"] }) {
  if (skipped.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-slate-900">Will be skipped</h3>
      <ul className="list-disc pl-5 text-sm text-slate-700">
        {skipped.map((s) => (
          <li key={`${s.what}-${s.reason}`}>
            {s.count} × {s.what}: {s.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the file holds, and for text files the separator and which column is what. */
export function ImportPreview({ preview, defaultCourseName, starting, onStart }: ImportPreviewProps) {
  const text = preview.delimited;
  const [courseName, setCourseName] = useState(defaultCourseName);
  const [separator, setSeparator] = useState<SeparatorName>(text?.separator ?? "comma");
  const [mapping, setMapping] = useState<ColumnMapping>(text?.suggestedMapping ?? { face: 0, back: 1 });
  const sameColumn = text !== null && mapping.face === mapping.back;
  // A column is its place in the row (names may repeat or be blank).
  const columns = (text?.columns ?? []).map((name, position) => ({ name, position }));
  const column = (key: keyof ColumnMapping, label: string, optional: boolean) => (
    <Field label={label}>
      {(id) => (
        <Select
          id={id}
          value={mapping[key] ?? ""}
          onChange={(e) =>
            setMapping({ ...mapping, [key]: e.target.value === "" ? null : Number(e.target.value) })
          }
        >
          {optional ? <option value="">None</option> : null}
          {columns.map(({ name, position }) => (
            <option key={position} value={position}>
              {name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  const start = () => onStart(text ? { courseName: courseName.trim() || undefined, separator, mapping } : {});

  return (
    <section aria-labelledby="import-preview-title" className="space-y-4">
      <h2 id="import-preview-title" className="text-lg font-semibold">
        Preview
      </h2>
      {text ? (
        <>
          <Field label="Course name">
            {(id) => (
              <Input
                id={id}
                value={courseName}
                maxLength={120}
                onChange={(e) => setCourseName(e.target.value)}
              />
            )}
          </Field>
          <Field
            label="Separator"
            hint={
              separator !== text.separator
                ? "The preview shows the detected separator; the import uses your choice."
                : undefined
            }
          >
            {(id) => (
              <Select
                id={id}
                value={separator}
                onChange={(e) => setSeparator(e.target.value as SeparatorName)}
              >
                {(Object.keys(SEPARATOR_LABELS) as SeparatorName[]).map((name) => (
                  <option key={name} value={name}>
                    {SEPARATOR_LABELS[name]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            {column("face", "Question column", false)}
            {column("back", "Answer column", false)}
            {column("topic", "Topic column", true)}
            {column("tags", "Tags column", true)}
          </div>
          {sameColumn ? (
            <p role="alert" className="text-sm text-red-600">
              The question and the answer must come from different columns.
            </p>
          ) : null}
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">First rows of the file</caption>
              <thead>
                <tr>
                  {columns.map(({ name, position }) => (
                    <th key={position} scope="col" className="border-b px-2 py-1 font-medium">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {text.rows.map((row, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity but their place.
                  <tr key={r}>
                    {columns.map(({ position }) => (
                      <td key={position} className="border-b px-2 py-1 text-slate-700">
                        {row[position] ?? ""}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <div className="space-y-3 text-sm text-slate-700">
          <ul className="list-disc pl-5">
            {preview.courses.map((c) => (
              <li key={c.name}>
                <span className="font-medium text-slate-900">{c.name}</span>: {c.cards} cards
                {c.topics > 1 ? `, ${c.topics} topics` : ""}
              </li>
            ))}
          </ul>
          {preview.noteTypes.length ? (
            <p>
              Note types: {preview.noteTypes.map((n) => `${n.name} (${n.notes} notes, ${n.kind})`).join(", ")}
            </p>
          ) : null}
          <p>
            {preview.reviews} reviews · {preview.media} media files
          </p>
        </div>
      )}
      <SkippedList skipped={preview.skipped} />
      <div className="flex justify-end">
        <Button onClick={start} disabled={starting || sameColumn}>
          {starting ? "Starting..." : "Start import"}
        </Button>
      </div>
    </section>
  );
}
