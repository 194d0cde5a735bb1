import type { ReactElement } from "react";
import { ResponsiveContainer } from "recharts";

/** A chart at the panel's width and a fixed height (the height keeps it readable on a 390 px phone). */
export function ChartBox({ height = 240, children }: { height?: number; children: ReactElement }) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
      {children}
    </ResponsiveContainer>
  );
}

/** Axis and grid styling shared by the charts. */
export const axisProps = {
  tick: { fontSize: 12, fill: "#64748b" },
  tickLine: false,
  axisLine: false,
} as const;
