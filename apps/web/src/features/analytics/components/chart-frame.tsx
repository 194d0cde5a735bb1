import { clsx } from "clsx";
import { type ReactNode, useId } from "react";

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

export interface ChartFrameProps {
  title: string;
  /** A line under the title: what the chart counts. */
  description?: ReactNode;
  /** The picture; screen readers skip it and read `table` instead. */
  children: ReactNode;
  /** The chart's figures as a table, read by screen readers in place of the picture. */
  table: ChartTable;
  className?: string;
}

/** A titled panel around one chart, with its text alternative (every chart has one). */
export function ChartFrame({ title, description, children, table, className }: ChartFrameProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={clsx("min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5", className)}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-500">{description}</p> : null}
      <div aria-hidden="true" className="mt-4">
        {children}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={table.columns[i]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={table.columns[i]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
