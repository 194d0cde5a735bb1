import type { ReactNode } from "react";

interface SectionHeadingProps {
  /** The id the section's aria-labelledby points at. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Light text for sections on a dark background. */
  inverse?: boolean;
}

/** The centred eyebrow, h2 and lead paragraph that open each landing section. */
export function SectionHeading({ id, eyebrow, title, lead, inverse = false }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className={inverse ? "font-semibold text-brand-100" : "font-semibold text-brand-600"}>{eyebrow}</p>
      <h2
        id={id}
        className={
          inverse
            ? "mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl"
            : "mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        }
      >
        {title}
      </h2>
      {lead ? (
        <p className={inverse ? "mt-4 text-lg text-brand-100" : "mt-4 text-lg text-slate-600"}>{lead}</p>
      ) : null}
    </div>
  );
}
