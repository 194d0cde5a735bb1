import { Markdown } from "../../../../components/ui/markdown";
import { type GlossaryTermLike, GlossaryText } from "../glossary";

interface ExplanationTextProps {
  text: string;
  terms?: readonly GlossaryTermLike[];
  onTermView?: (term: GlossaryTermLike) => void;
}

/**
 * One layer's body. With glossary terms it goes through GlossaryText, which renders plain text (markdown
 * markers stay visible) so term buttons never pass through HTML; without terms it renders as sanitized
 * markdown.
 */
export function ExplanationText({ text, terms, onTermView }: ExplanationTextProps) {
  if (terms && terms.length > 0) {
    return (
      <div className="text-slate-700">
        <GlossaryText text={text} terms={terms} onTermView={onTermView} />
      </div>
    );
  }
  return <Markdown text={text} className="text-slate-700" />;
}
