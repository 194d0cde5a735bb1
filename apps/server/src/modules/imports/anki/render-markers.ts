/**
 * Private-use characters that stand for parts of a rendered card while its HTML becomes markdown; the
 * card builder finds them in the markdown afterwards. Field text never carries them (`withoutMarkers`).
 */
export const MARK = {
  /** Cloze: the asked deletion on the question side (the card shows `___`). */
  clozeBlank: "\uE000",
  /** `<hr id=answer>`: where Anki's answer starts on the back. */
  answer: "\uE002",
  /** `{{FrontSide}}` on the back: the question, between these two. */
  frontOpen: "\uE003",
  frontClose: "\uE004",
  /** Cloze on the back: the text of a field with its asked deletions revealed, between these two. */
  clozeOpen: "\uE005",
  clozeClose: "\uE006",
  /** `{{type:F}}` on the front: where Anki shows the box to type the answer in. */
  typeBox: "\uE007",
} as const;

const ANY_MARK = /[\uE000-\uE007]/g;

/** Text from a note, with any of these characters it happens to hold removed. */
export const withoutMarkers = (text: string) => text.replace(ANY_MARK, "");

/** A kind of region in rendered text: between its two markers. */
export interface Region {
  whole: RegExp;
  marker: RegExp;
}
const region = (open: string, close: string): Region => ({
  whole: new RegExp(`${open}[^${close}]*${close}`, "g"),
  marker: new RegExp(`[${open}${close}]`, "g"),
});
export const FRONT_REGION = region(MARK.frontOpen, MARK.frontClose);
export const CLOZE_REGION = region(MARK.clozeOpen, MARK.clozeClose);

/** Removes every region of a kind (and unpaired markers of it). */
export const removeRegions = (text: string, kind: Region) =>
  text.replace(kind.whole, "").replace(kind.marker, "");
