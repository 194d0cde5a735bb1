import {
  type CreateMaterialBody,
  MATERIAL_LIMITS,
  MATERIAL_LIST_LIMIT,
  MATERIAL_MESSAGES,
  type Material,
  normaliseMaterialText,
  splitPassages,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { extractFileText, fileSource } from "./material-text";
import { type MaterialRow, materialsRepository as repo } from "./materials.repository";

const PREVIEW_CHARS = 160;

export function presentMaterial(row: MaterialRow): Material {
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    charCount: row.charCount,
    passageCount: row.passages.length,
    preview: row.text.slice(0, PREVIEW_CHARS).replace(/\s+/g, " ").trim(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A title from the text's first line when none was given. */
function defaultTitle(text: string): string {
  const line = text
    .split("\n", 1)[0]!
    .replace(/^#+\s*/, "")
    .trim();
  return (line || "My material").slice(0, 80);
}

/** Length rules shared by pasted and extracted text; `field` names where the text came from. */
function checkLength(text: string, field: "text" | "file"): void {
  if (text.length < MATERIAL_LIMITS.minChars) {
    throw new AppError("BAD_REQUEST", MATERIAL_MESSAGES.tooShort, { [field]: MATERIAL_MESSAGES.tooShort });
  }
  if (text.length > MATERIAL_LIMITS.maxChars) {
    throw new AppError("BAD_REQUEST", MATERIAL_MESSAGES.tooLong, { [field]: MATERIAL_MESSAGES.tooLong });
  }
}

async function store(
  db: Database,
  userId: string,
  input: { title: string; source: MaterialRow["source"]; text: string },
  field: "text" | "file",
): Promise<MaterialRow> {
  const text = normaliseMaterialText(input.text);
  checkLength(text, field);
  return repo.insert(db, {
    userId,
    title: input.title.slice(0, MATERIAL_LIMITS.titleChars),
    source: input.source,
    text,
    charCount: text.length,
    passages: splitPassages(text),
  });
}

/** POST /ai-content/materials: pasted text. */
export function createTextMaterial(db: Database, userId: string, body: z.output<typeof CreateMaterialBody>) {
  return store(
    db,
    userId,
    { title: body.title || defaultTitle(body.text), source: "text", text: body.text },
    "text",
  );
}

/** POST /ai-content/materials/file: a .txt, .md or .pdf file, its text extracted here. */
export async function createFileMaterial(db: Database, userId: string, filename: string, bytes: Buffer) {
  const source = fileSource(filename);
  if (!source)
    throw new AppError("BAD_REQUEST", MATERIAL_MESSAGES.fileType, { file: MATERIAL_MESSAGES.fileType });
  const text = await extractFileText(source, bytes);
  const title = filename.replace(/\.[^.]+$/, "").trim() || defaultTitle(text);
  return store(db, userId, { title, source, text }, "file");
}

/** The material for its owner; another user's material is "not found", like a missing one. */
export async function getOwnedMaterial(db: Database, id: string, userId: string): Promise<MaterialRow> {
  const row = await repo.find(db, id);
  if (!row || row.userId !== userId) throw notFound("Material");
  return row;
}

/**
 * The passages of a material its owner chose for a plan or syllabus, or null when there is none: the
 * material was deleted, or is not `userId`'s (a plan never reads another user's material).
 */
export async function ownedMaterialPassages(
  db: Database,
  id: string,
  userId: string,
): Promise<string[] | null> {
  const row = await repo.find(db, id);
  return row && row.userId === userId ? row.passages : null;
}

/** Records the passage each card just generated from the material came from (faces are unique in a course). */
export function recordCardPassages(
  db: Database,
  courseId: string,
  items: { face: string; passage: string }[],
) {
  return repo.setCardPassages(db, courseId, items);
}

/** The material a generation request names, if it names one: the owner's, else 404. */
export async function ownedMaterialOrNull(
  db: Database,
  id: string | null | undefined,
  userId: string,
): Promise<MaterialRow | null> {
  return id ? getOwnedMaterial(db, id, userId) : null;
}

/** The user's materials, newest first, to pick one again (plans and syllabi can reuse them). */
export async function listMaterials(db: Database, userId: string) {
  return repo.listForUser(db, userId, MATERIAL_LIST_LIMIT);
}
