import { CARD_LIMITS, GlossaryOutput, type GlossaryTerm, layersFoundIn, textKey } from "@recall/shared";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { AppError, notFound } from "../../lib/errors";
import type { AiClient } from "../ai/index";
import { type CardRow, findCardOfCourse, requireOwnedCourse, updateCardFields } from "../courses/index";
import { GLOSSARY_SYSTEM, glossaryPrompt } from "./glossary.prompts";
import { glossaryRepository } from "./glossary.repository";

/** Model calls per glossary: the first, and one top-up for the missing terms. */
export const GLOSSARY_ATTEMPTS = 2;
const maxTokens = (count: number) => Math.min(4000, 300 + count * 220);

export interface GlossaryDeps {
  db: Database;
  ai: AiClient;
}

const clip = (s: string | null | undefined, max: number) =>
  (s ?? "").replace(/\s+/g, " ").trim().slice(0, max);

/** The layers of a stored card, as `layersFoundIn` reads them. */
const layersOf = (card: CardRow) => ({
  face: card.face,
  back: card.back,
  conceptExplainer: card.conceptExplainer,
  deepDive: card.deepDive,
  relatedConcepts: card.relatedConcepts,
});

/**
 * Keeps the model's terms that can be used: a term and a short definition, not a repeat (by `textKey`),
 * and written on the card (a term found in no layer would never be highlighted). `layersFoundIn` is
 * computed here from the card's text; the model is never asked for it.
 */
function acceptTerms(
  card: CardRow,
  answer: GlossaryOutput,
  kept: GlossaryTerm[],
  count: number,
): { problems: string[] } {
  const problems: string[] = [];
  const seen = new Set(kept.map((t) => textKey(t.term)));
  for (const raw of answer.terms) {
    if (kept.length >= count) break;
    const term = clip(raw.term, 120);
    const definitionShort = clip(raw.definitionShort, 500);
    if (!term || !definitionShort) {
      problems.push(`"${term || "(blank)"}": a term and a short definition are required`);
      continue;
    }
    if (seen.has(textKey(term))) continue;
    const layers = layersFoundIn(term, layersOf(card));
    if (layers.length === 0) {
      problems.push(`"${term}" is not written on the card`);
      continue;
    }
    seen.add(textKey(term));
    kept.push({
      term,
      definitionShort,
      definitionMedium: clip(raw.definitionMedium, 2000) || undefined,
      contextTags: [...new Set(raw.contextTags.map((t) => clip(t, 60).toLowerCase()).filter(Boolean))].slice(
        0,
        5,
      ),
      layersFoundIn: layers,
    });
  }
  return { problems };
}

/**
 * POST /courses/cards/:cardId/glossary/generate (requirements C7): as many terms as the user's glossary-term
 * setting, checked by the app, with one top-up call for missing ones; the card's glossary is replaced and
 * glossaryGeneratedAt set. Owner only. Nothing is stored when no usable term came back.
 */
export async function generateGlossary({ db, ai }: GlossaryDeps, user: AuthUser, cardId: string) {
  const found = await glossaryRepository.findCardById(db, cardId);
  if (!found) throw notFound("Card");
  await requireOwnedCourse(db, found.courseId, user.id).catch((err: unknown) => {
    // Another user's private card answers like a missing one.
    throw err instanceof AppError && err.status === 404 ? notFound("Card") : err;
  });
  const card = found;
  const count = Math.min(user.prefs.glossaryTermCount, CARD_LIMITS.glossary);
  const text = {
    ...card,
    relatedConcepts: card.relatedConcepts.map((c) => ({ title: c.title, teaser: c.teaser ?? "" })),
  };
  const kept: GlossaryTerm[] = [];
  let problems: string[] = [];
  for (let attempt = 1; attempt <= GLOSSARY_ATTEMPTS && kept.length < count; attempt += 1) {
    const missing = count - kept.length;
    const { object } = await ai.generateStructured({
      schema: GlossaryOutput,
      schemaName: "glossary_terms",
      system: GLOSSARY_SYSTEM,
      prompt: glossaryPrompt(text, missing, { kept: kept.map((t) => t.term), problems }),
      kind: "glossary",
      userId: user.id,
      maxOutputTokens: maxTokens(missing),
    });
    problems = acceptTerms(card, object, kept, count).problems;
  }
  if (kept.length === 0) {
    throw new AppError(
      "AI_ERROR",
      `The AI did not write any usable glossary term for this card (${problems.join("; ").slice(0, 300) || "no terms"}). Nothing was saved. Please try again.`,
    );
  }
  const generatedAt = new Date();
  const updated = await db.transaction(async (tx) => {
    await requireOwnedCourse(tx, card.courseId, user.id, { lock: true });
    if (!(await findCardOfCourse(tx, card.courseId, card.id))) throw notFound("Card");
    return updateCardFields(tx, card.id, { glossary: kept, glossaryGeneratedAt: generatedAt });
  });
  return {
    card: updated,
    glossary: kept,
    generatedAt: generatedAt.toISOString(),
    requested: count,
    message:
      kept.length < count
        ? `${kept.length} of ${count} glossary terms were generated: the AI found no more usable terms on this card.`
        : null,
  };
}
