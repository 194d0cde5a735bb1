import {
  type ColumnMapping,
  type ImportPreview as Preview,
  type SeparatorName,
  type StartImportBody,
  suggestColumnMapping,
} from "@recall/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/field";
import { useImportsText } from "../i18n";
import { DelimitedOptions, delimitedView } from "./delimited-options";
import { ImportNotes } from "./import-notes";

interface ImportPreviewProps {
  preview: Preview;
  defaultCourseName: string;
  starting: boolean;
  /** Why the server refused to start (a column the file lacks, no card from these columns). */
  startError?: string | null;
  onStart(body: StartImportBody): void;
}

function PackageSummary({ preview }: { preview: Preview }) {
  const { t } = useImportsText();
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <ul className="list-disc pl-5">
        {preview.courses.map((c) => (
          <li key={c.name}>
            <span className="font-medium text-slate-900">{c.name}</span>:{" "}
            {t("count.cards", { count: c.cards })}
            {c.topics > 1 ? `, ${t("count.topics", { count: c.topics })}` : ""}
          </li>
        ))}
      </ul>
      {preview.noteTypes.length ? (
        <p>
          {t("preview.noteTypes", {
            list: preview.noteTypes
              .map((n) => `${n.name} (${t("count.notes", { count: n.notes })}, ${n.kind})`)
              .join(", "),
          })}
        </p>
      ) : null}
      <p>
        {t("count.reviews", { count: preview.reviews })} · {t("count.media", { count: preview.media })}
      </p>
    </div>
  );
}

/** What the file holds, and for text files the separator, the header row and which column is what. */
export function ImportPreview({
  preview,
  defaultCourseName,
  starting,
  startError,
  onStart,
}: ImportPreviewProps) {
  const { t } = useImportsText();
  const text = preview.delimited;
  const [courseName, setCourseName] = useState(defaultCourseName);
  const [separator, setSeparator] = useState<SeparatorName>(text?.separator ?? "comma");
  const [hasHeader, setHasHeader] = useState(text?.hasHeader ?? false);
  const [mapping, setMapping] = useState<ColumnMapping>(text?.suggestedMapping ?? { face: 0, back: 1 });
  const sameColumn = text !== null && mapping.face === mapping.back;

  const changeHeader = (value: boolean) => {
    setHasHeader(value);
    // The columns' names change with it: suggest the columns again from the new names.
    if (text) setMapping(suggestColumnMapping(delimitedView(text, value).names));
  };
  const start = () =>
    onStart(text ? { courseName: courseName.trim() || undefined, separator, hasHeader, mapping } : {});

  return (
    <section aria-labelledby="import-preview-title" className="space-y-4">
      <h2 id="import-preview-title" className="text-lg font-semibold">
        {t("preview.title")}
      </h2>
      {text ? (
        <>
          <Field label={t("preview.courseName")}>
            {(id) => (
              <Input
                id={id}
                value={courseName}
                maxLength={120}
                onChange={(e) => setCourseName(e.target.value)}
              />
            )}
          </Field>
          <DelimitedOptions
            text={text}
            separator={separator}
            onSeparator={setSeparator}
            hasHeader={hasHeader}
            onHeader={changeHeader}
            mapping={mapping}
            onMapping={setMapping}
          />
          {sameColumn ? (
            <p role="alert" className="text-sm text-red-600">
              {t("preview.sameColumn")}
            </p>
          ) : null}
        </>
      ) : (
        <PackageSummary preview={preview} />
      )}
      <ImportNotes
        skipped={preview.skipped}
        adjusted={preview.adjusted}
        skippedTitle={t("preview.willSkip")}
      />
      {startError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {startError}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button onClick={start} disabled={starting || sameColumn}>
          {starting ? t("preview.starting") : t("preview.start")}
        </Button>
      </div>
    </section>
  );
}
