/**
 * Normalises a typed answer for comparison: trimmed, inner whitespace collapsed, lower case, and
 * accents removed (NFD splits "é" into "e" + a combining mark, which is then dropped), so "Éte " and "ete"
 * compare equal.
 */
export function normalizeAnswer(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Whether a typed cloze answer matches one of the card's acceptable answers, or its back (the answer
 * itself). Blank input and blank candidates never match. The browser shows this verdict and the server
 * grades the typed text with it, so the two always agree.
 */
export function checkClozeAnswer(
  input: string,
  card: { acceptableAnswers?: readonly string[] | null; back?: string | null },
): boolean {
  const typed = normalizeAnswer(input);
  if (!typed) return false;
  const candidates = [...(card.acceptableAnswers ?? []), card.back ?? ""];
  return candidates.some((candidate) => {
    const expected = normalizeAnswer(candidate);
    return expected.length > 0 && expected === typed;
  });
}
