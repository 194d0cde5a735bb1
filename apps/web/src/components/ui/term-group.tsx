import type { HTMLAttributes, ReactNode } from "react";

export interface TermGroupProps extends Omit<HTMLAttributes<HTMLDivElement>, "role"> {
  /** The id of the element naming the value (usually inside the <dt>). */
  labelledBy: string;
  /** One <dt> and its <dd>. */
  children: ReactNode;
}

/**
 * A tile showing one named figure: a group named by its term, so a screen reader says "Accuracy, 80%".
 * Each tile is its own <dl> (laid out as if absent, `display: contents`): a <div> with a role may not sit
 * directly in a <dl> (axe definition-list / dlitem), so the tiles' container is a plain element.
 */
export function TermGroup({ labelledBy, children, ...rest }: TermGroupProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a figure's tile is not a form <fieldset>; the group names the value by its term.
    <div {...rest} role="group" aria-labelledby={labelledBy}>
      <dl className="contents">{children}</dl>
    </div>
  );
}
