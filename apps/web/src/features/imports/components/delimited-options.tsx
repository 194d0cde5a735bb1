import { type ColumnMapping, columnNames, type ImportPreview, type SeparatorName } from "@recall/shared";
import { useId } from "react";
import { Field, Select } from "../../../components/ui/field";
import { useImportsText } from "../i18n";

type Delimited = NonNullable<ImportPreview["delimited"]>;

const SEPARATORS: SeparatorName[] = ["comma", "tab", "semicolon", "pipe"];

const PREVIEW_ROWS = 5;

/** The column names and the rows shown, with the first row as the header or as a card. */
export function delimitedView(text: Delimited, hasHeader: boolean) {
  const width = Math.max(text.columns.length, ...text.rows.map((r) => r.length));
  return {
    names: hasHeader ? columnNames(width, text.rows[0] ?? null) : columnNames(width, null, text.columns),
    rows: text.rows.slice(hasHeader ? 1 : 0).slice(0, PREVIEW_ROWS),
  };
}

interface DelimitedOptionsProps {
  text: Delimited;
  separator: SeparatorName;
  onSeparator(value: SeparatorName): void;
  hasHeader: boolean;
  onHeader(value: boolean): void;
  mapping: ColumnMapping;
  onMapping(value: ColumnMapping): void;
}

/** A text file's separator, header row and which column is what, above its first rows. */
export function DelimitedOptions(props: DelimitedOptionsProps) {
  const { t } = useImportsText();
  const { text, separator, hasHeader, mapping } = props;
  const headerId = useId();
  // A column is its place in the row (names may repeat or be blank).
  const view = delimitedView(text, hasHeader);
  const columns = view.names.map((name, position) => ({ name, position }));
  const column = (key: keyof ColumnMapping, label: string, optional: boolean) => (
    <Field label={label}>
      {(id) => (
        <Select
          id={id}
          value={mapping[key] ?? ""}
          onChange={(e) =>
            props.onMapping({ ...mapping, [key]: e.target.value === "" ? null : Number(e.target.value) })
          }
        >
          {optional ? <option value="">{t("delimited.none")}</option> : null}
          {columns.map(({ name, position }) => (
            <option key={position} value={position}>
              {name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  return (
    <>
      <Field
        label={t("delimited.separator")}
        hint={separator !== text.separator ? t("delimited.separatorHint") : undefined}
      >
        {(id) => (
          <Select
            id={id}
            value={separator}
            onChange={(e) => props.onSeparator(e.target.value as SeparatorName)}
          >
            {SEPARATORS.map((name) => (
              <option key={name} value={name}>
                {t(`delimited.${name}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <label htmlFor={headerId} className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          id={headerId}
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={hasHeader}
          onChange={(e) => props.onHeader(e.target.checked)}
        />
        {t("delimited.header")}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        {column("face", t("delimited.face"), false)}
        {column("back", t("delimited.back"), false)}
        {column("topic", t("delimited.topic"), true)}
        {column("tags", t("delimited.tags"), true)}
      </div>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{t("delimited.caption")}</caption>
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
            {view.rows.map((row, r) => (
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
  );
}
