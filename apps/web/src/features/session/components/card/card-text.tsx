import { Markdown } from "../../../../components/ui/markdown";
import { type GlossaryTermLike, GlossaryText } from "../glossary";

export interface CardTextProps {
  text: string;
  terms: readonly GlossaryTermLike[];
  onTermView?: (term: GlossaryTermLike) => void;
  className?: string;
}

/**
 * Card text: with glossary terms, plain text whose terms open popups (GlossaryText renders no markdown);
 * without terms, sanitized markdown.
 */
export function CardText({ text, terms, onTermView, className }: CardTextProps) {
  if (terms.length > 0) {
    return (
      <p className={className}>
        <GlossaryText text={text} terms={terms} onTermView={onTermView} />
      </p>
    );
  }
  return <Markdown text={text} className={className} />;
}
