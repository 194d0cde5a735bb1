import { AI_LIMITS, type CardFields } from "@recall/shared";
import { AiCallAborted } from "./ai-call-errors";
import { apportion } from "./course-plan";
import type { TopUpResult } from "./top-up";

/**
 * Plans and syllabi from the learner's material (docs/decisions/course-material.md): the
 * outline names subtopics that follow the material in its order, so each subtopic is given the run of
 * passages at its place in the material; its cards are then written passage by passage, as a course's
 * batches are, each card checked against (and keeping) the passage it came from.
 */

/**
 * The passage numbers of each of `parts` subtopics: the material cut into consecutive runs, one per
 * subtopic; with fewer passages than subtopics, neighbouring subtopics share a passage.
 */
export function passagesOfSubtopics(passageCount: number, parts: number): number[][] {
  return Array.from({ length: parts }, (_, i) => {
    if (passageCount === 0) return [];
    const from = Math.min(passageCount - 1, Math.floor((i * passageCount) / parts));
    const to = Math.max(from + 1, Math.floor(((i + 1) * passageCount) / parts));
    return Array.from({ length: to - from }, (_, k) => from + k);
  });
}

/**
 * The passage of each of a subtopic's `cards` planned cards, in order: its passages (evenly spread when it
 * has more passages than cards), each given cards by its length and at least one. Card k comes from slot k,
 * so a later call for the missing cards continues where the earlier ones stopped.
 */
export function cardSlots(indexes: readonly number[], passages: readonly string[], cards: number): number[] {
  const known = indexes.filter((p) => p >= 0 && p < passages.length);
  if (known.length === 0 || cards <= 0) return [];
  const chosen =
    known.length <= cards
      ? known
      : Array.from({ length: cards }, (_, i) => known[Math.floor((i * known.length) / cards)]!);
  const counts = apportion(
    cards,
    chosen.map((p) => passages[p]!.length),
    1,
  );
  return chosen.flatMap((p, i) => Array(counts[i]!).fill(p) as number[]);
}

export interface PassageChunk {
  /** The passage the chunk's cards are written from; null when the subtopic has no material. */
  passageIndex: number | null;
  cards: number;
  mcq: number;
}

/**
 * The calls for cards `from`..`from + count` of a subtopic: runs of one passage, at most one batch (8)
 * each, the MCQ share of `mcq` apportioned over them. Without slots (no material): chunks of 8 without a
 * passage.
 */
export function passageChunks(
  slots: readonly number[],
  from: number,
  count: number,
  mcq: number,
): PassageChunk[] {
  const chunks: { passageIndex: number | null; cards: number }[] = [];
  for (let k = from; k < from + count; k++) {
    const passageIndex = slots.length ? slots[Math.min(k, slots.length - 1)]! : null;
    const last = chunks.at(-1);
    if (last && last.passageIndex === passageIndex && last.cards < AI_LIMITS.batchSize.max) last.cards++;
    else chunks.push({ passageIndex, cards: 1 });
  }
  const mcqs = apportion(
    Math.min(mcq, count),
    chunks.map((c) => c.cards),
  );
  return chunks.map((c, i) => ({ ...c, mcq: Math.min(c.cards, mcqs[i]!) }));
}

/** A subtopic's generated cards, each with the passage it was written from (when it had one). */
export interface ChunkedCards {
  cards: CardFields[];
  sources: { face: string; passage: string }[];
  calls: number;
  /** The failure that stopped the chunks after some cards were kept (a top-up's or a later chunk's). */
  error: unknown;
}

/**
 * Writes the chunks in order with `write` (one top-up run each, given the chunk's passage or null). Stops at
 * the first chunk that fails; what earlier chunks kept stays. A failure
 * before any card was kept is thrown, as a first call's failure is (the caller records it).
 */
export async function writeChunks(
  chunks: readonly PassageChunk[],
  passages: readonly string[] | null,
  write: (chunk: PassageChunk, passage: string | null) => Promise<TopUpResult>,
): Promise<ChunkedCards> {
  const out: ChunkedCards = { cards: [], sources: [], calls: 0, error: null };
  for (const chunk of chunks) {
    const passage = chunk.passageIndex != null ? (passages?.[chunk.passageIndex] ?? null) : null;
    let result: TopUpResult;
    try {
      result = await write(chunk, passage);
    } catch (err) {
      if (err instanceof AiCallAborted || out.cards.length === 0) throw err;
      return { ...out, calls: out.calls + 1, error: err };
    }
    out.cards.push(...result.cards);
    if (passage) out.sources.push(...result.cards.map((c) => ({ face: c.face, passage })));
    out.calls += result.calls;
    if (result.error) return { ...out, error: result.error };
  }
  return out;
}
