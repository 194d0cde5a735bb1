import { CLOZE_BLANK, LEVELS } from "@recall/shared";
import { OPTION_LETTERS } from "../../exports/index";
import type { AnkiNote } from "./anki-collection";
import { clozeCard } from "./cloze";
import { htmlToMarkdown, htmlToPlainText } from "./html-to-markdown";
import type { RecallCard, RecallCardResult } from "./recall-card";
import { MARK, withoutMarkers } from "./render-markers";

/**
 * Recall's note types as its first .apkg exports wrote them (ids …001 and …002), before each attribute had
 * a field of its own: a multiple-choice card's options were listed under the question ("A. …" lines) and
 * its back began with the right one ("B. …"); a concept or deep dive was "<b>title</b><br>content"; other
 * accepted cloze answers were "Also accepted: a, b". Such packages are still read as Recall's cards, not
 * rendered from their templates (which append the topic and level to the answer).
 */
const RICH = ["Explanation", "Explanation (wrong answer)", "Concept", "Deep dive", "Topic", "Level"];
export const LEGACY_BASIC_FIELDS = ["Front", "Back", ...RICH];
export const LEGACY_CLOZE_FIELDS = ["Text", "Back Extra", ...RICH];

const OPTION_LINE = /^([A-H])\. ([\s\S]*)$/;
const TITLED = /^<b>([\s\S]*?)<\/b><br>([\s\S]*)$/;
const ALSO_ACCEPTED = /^Also accepted: /;

/** The question and its options when the front ends with option lines and the back names one of them. */
function multipleChoice(front: string, back: string) {
  const at = front.lastIndexOf("<br><br>");
  const right = OPTION_LINE.exec(back.split("<br>")[0] ?? "");
  if (at === -1 || !right) return null;
  const lines = front.slice(at + 8).split("<br>");
  const options = lines.map((line) => OPTION_LINE.exec(line));
  const answerIndex = OPTION_LETTERS.indexOf(right[1]!);
  if (options.length < 2 || options.some((o, i) => o?.[1] !== OPTION_LETTERS[i])) return null;
  if (answerIndex >= options.length) return null;
  const rest = back.split("<br>").slice(1).join("<br>");
  return { face: front.slice(0, at), options: options.map((o) => o![2]!), answerIndex, back: rest };
}

/** Card `ord` of a note of the first export's layout; `deckTopic` when its Topic field is blank. */
export function legacyRecallCard(
  cloze: boolean,
  note: AnkiNote,
  ord: number,
  inPackage: (name: string) => boolean,
  deckTopic: string,
): RecallCardResult {
  if (!cloze && ord > 0) return { ok: false, reason: "noTemplate" };
  const names = cloze ? LEGACY_CLOZE_FIELDS : LEGACY_BASIC_FIELDS;
  const html = (name: string) => withoutMarkers(note.fields[names.indexOf(name)] ?? "");
  const media = new Set<string>();
  const missingImages = new Set<string>();
  const markdown = (fieldHtml: string) => {
    const result = htmlToMarkdown(fieldHtml, { inPackage });
    for (const name of result.media) media.add(name);
    for (const name of result.missingImages) missingImages.add(name);
    return result.markdown.trim();
  };
  const titled = (name: string) => {
    const value = html(name);
    if (!value.trim()) return undefined;
    const parts = TITLED.exec(value);
    return parts
      ? { title: markdown(parts[1]!), content: markdown(parts[2]!) }
      : { title: "", content: markdown(value) };
  };
  const level = htmlToPlainText(html("Level"));
  const card: RecallCard = {
    type: "basic",
    face: "",
    back: "",
    extra: markdown(html("Explanation")) || undefined,
    explanationWrong: markdown(html("Explanation (wrong answer)")) || undefined,
    conceptExplainer: titled("Concept"),
    deepDive: titled("Deep dive"),
    topic: htmlToPlainText(html("Topic")) || deckTopic,
    level: LEVELS.find((l) => l === level),
    conceptTags: [...new Set(note.tags.map((tag) => tag.replace(/_/g, " ")))],
    mediaNames: [],
  };
  if (cloze) {
    const asked = clozeCard(html("Text"), ord + 1);
    if (!asked) return { ok: false, reason: "noCloze" };
    card.type = "cloze";
    card.face = markdown(asked.face).replaceAll(MARK.clozeBlank, CLOZE_BLANK);
    card.back = asked.answers.map(markdown).join(", ");
    const extra = html("Back Extra");
    const others = ALSO_ACCEPTED.test(extra)
      ? htmlToPlainText(extra.replace(ALSO_ACCEPTED, "")).split(", ")
      : [];
    const typed = htmlToPlainText(asked.answers.join(", "));
    card.acceptableAnswers = [...new Set([typed, ...others].filter(Boolean))];
  } else {
    const mcq = multipleChoice(html("Front"), html("Back"));
    if (mcq) {
      const options = mcq.options.map(markdown);
      Object.assign(card, {
        type: "mcq",
        face: markdown(mcq.face),
        options,
        answerIndex: mcq.answerIndex,
        back: markdown(mcq.back) || options[mcq.answerIndex],
      });
    } else {
      card.face = markdown(html("Front"));
      card.back = markdown(html("Back"));
    }
  }
  card.mediaNames = [...media];
  return { ok: true, card, missingImages: [...missingImages] };
}
