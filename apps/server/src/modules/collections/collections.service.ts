import {
  COLLECTION_LIMITS,
  COLLECTION_MESSAGES,
  type CollectionListQuery,
  type CreateCollectionBody,
  DEFAULT_COLLECTION_CONFIG,
  type DuplicateCollectionBody,
  SLUG_MESSAGES,
  slugify,
  type UpdateCollectionBody,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError, conflict, notFound } from "../../lib/errors";
import { requireReadableCourse } from "../courses/index";
import { collectionConfig, presentCollection } from "./collection.presenter";
import { type CollectionRow, collectionsRepository as repo } from "./collections.repository";

type Out<T extends z.ZodType> = z.output<T>;
// The contract types are the client's (input) types; routes hand over the parsed (output) values.
type CreateBody = Out<typeof CreateCollectionBody>;
type UpdateBody = Out<typeof UpdateCollectionBody>;
type DuplicateBody = Out<typeof DuplicateCollectionBody>;
type ListFilter = Out<typeof CollectionListQuery>;

/** The user's own collection; anyone else's (or a missing one) is 404 "Collection not found". */
export async function requireOwnCollection(
  db: Database,
  userId: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<CollectionRow> {
  const row = await repo.findOwn(db, userId, id, opts);
  if (!row) throw notFound("Collection");
  return row;
}

/**
 * requirements C5: name and slug both non-blank, else 'Please enter both name and slug' (fields say which).
 * The slug is then normalised by the one slug rule; when nothing usable is left (a name like "!!!"),
 * the answer says so plainly. Returns the slug to store.
 */
function requireNameAndSlug(name: string, slugInput: string, names = { name: "name", slug: "slug" }): string {
  const slug = slugify(slugInput);
  // A name with no usable characters gives a blank derived slug: say that, not "enter both".
  if (name.trim() && !slug && !slugify(name)) {
    throw new AppError("VALIDATION_ERROR", SLUG_MESSAGES.noUsableCharacters, {
      [slugInput.trim() ? names.slug : names.name]: SLUG_MESSAGES.noUsableCharacters,
    });
  }
  const fields: Record<string, string> = {};
  if (!name.trim()) fields[names.name] = "is required";
  if (!slugInput.trim()) fields[names.slug] = "is required";
  if (Object.keys(fields).length)
    throw new AppError("VALIDATION_ERROR", COLLECTION_MESSAGES.nameAndSlugRequired, fields);
  if (!slug) {
    throw new AppError("VALIDATION_ERROR", SLUG_MESSAGES.noUsableCharacters, {
      [names.slug]: SLUG_MESSAGES.noUsableCharacters,
    });
  }
  return slug;
}

/** POST /collections; a slug the user already uses is 409 (decided by the unique index, so races cannot both win). */
export async function createCollection(db: Database, userId: string, body: CreateBody) {
  const slug = requireNameAndSlug(body.name, body.slug);
  const row = await repo.insert(db, {
    userId,
    name: body.name,
    slug,
    color: body.color,
    description: body.description,
    config: { ...DEFAULT_COLLECTION_CONFIG, ...body.config },
  });
  if (!row) throw conflict(COLLECTION_MESSAGES.slugTaken);
  return presentCollection(row, 0);
}

export async function listCollections(db: Database, userId: string, filter: ListFilter) {
  return (await repo.listOwn(db, userId, filter)).map((r) => presentCollection(r.collection, r.totalCards));
}

export async function getCollection(db: Database, userId: string, id: string) {
  const row = await requireOwnCollection(db, userId, id);
  return presentCollection(row, await repo.visibleCount(db, userId, id));
}

/** PATCH: any subset of name, description, colour, favourite, active; `config` merges into the current one. */
export async function updateCollection(db: Database, userId: string, id: string, body: UpdateBody) {
  const row = await requireOwnCollection(db, userId, id);
  const { config, ...fields } = body;
  const updated = await repo.update(db, id, {
    ...fields,
    ...(config ? { config: { ...collectionConfig(row), ...config } } : {}),
  });
  return presentCollection(updated, await repo.visibleCount(db, userId, id));
}

export async function deleteCollection(db: Database, userId: string, id: string) {
  await requireOwnCollection(db, userId, id);
  await repo.delete(db, id);
}

/** A copy with a new name and slug (derived from the name when not given), with or without its cards. */
export async function duplicateCollection(db: Database, userId: string, id: string, body: DuplicateBody) {
  const source = await requireOwnCollection(db, userId, id);
  const slug = requireNameAndSlug(
    body.newName,
    body.newSlug ?? slugify(body.newName).slice(0, COLLECTION_LIMITS.slug),
    { name: "newName", slug: "newSlug" },
  );
  const copy = await db.transaction(async (tx) => {
    const row = await repo.insert(tx, {
      userId,
      name: body.newName,
      slug,
      color: source.color,
      description: source.description,
      isActive: source.isActive,
      config: collectionConfig(source),
    });
    if (!row) throw conflict(COLLECTION_MESSAGES.duplicateSlugTaken);
    if (body.includeCards) await repo.copyCards(tx, source.id, row.id);
    return row;
  });
  return presentCollection(copy, await repo.visibleCount(db, userId, copy.id));
}

/** `base`, or `base-2`, `base-3`… whichever the user does not use yet. */
function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * POST /collections/from-course/:courseId: a collection named after a course the user can read, holding
 * its cards in course order; the slug comes from the course name, with a numeric suffix when taken.
 */
export async function createCollectionFromCourse(db: Database, userId: string, courseId: string) {
  // Another user's inactive course is not readable (404, courses/course-visibility.ts); the owner may
  // collect their own inactive course, as they may add its cards one by one.
  const course = await requireReadableCourse(db, courseId, userId);
  const base = slugify(slugify(course.name).slice(0, COLLECTION_LIMITS.slug - 6)) || "collection";
  const created = await db.transaction(async (tx) => {
    // One user's server-chosen slugs are picked one at a time (5 of 10 concurrent calls
    // answered 409 on PostgreSQL): after the lock, the read below sees every earlier create committed.
    await repo.lockSlugChoice(tx, userId);
    const taken = new Set(await repo.slugsLike(tx, userId, base));
    // A create that does not take the lock (a user-chosen slug) may still win a slug: try the next one.
    for (let attempt = 0; attempt < 5; attempt++) {
      const slug = freeSlug(base, taken);
      const row = await repo.insert(tx, {
        userId,
        name: course.name.slice(0, COLLECTION_LIMITS.name),
        slug,
        description: course.description.slice(0, COLLECTION_LIMITS.description),
        config: { ...DEFAULT_COLLECTION_CONFIG },
      });
      if (row) {
        const ids = await repo.visibleCourseCardIds(tx, userId, course.id);
        await repo.addCards(tx, row.id, ids.slice(0, COLLECTION_LIMITS.maxCards), 0);
        return row;
      }
      taken.add(slug);
    }
    throw conflict(COLLECTION_MESSAGES.slugTaken);
  });
  return presentCollection(created, await repo.visibleCount(db, userId, created.id));
}
