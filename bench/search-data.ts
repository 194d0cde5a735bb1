/**
 * Deterministic data for the search benchmark: users, courses and cards whose text comes from a seeded
 * pseudo-word vocabulary with a skewed (Zipf-like) word frequency, so full-text search sees common and
 * rare words as real content has them. Loaded with one multi-row `unnest` insert per batch of columns.
 */
import type { SqlRunner } from "../apps/server/src/db/client";

/** mulberry32: a small seeded PRNG, so every run generates the same text. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A UUID (v4 layout) from a seeded PRNG, so a reloaded or reused database has the same user and course ids. */
function seededUuid(rnd: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rnd() * 16).toString(16));
  hex[12] = "4";
  hex[16] = "89ab"[Math.floor(rnd() * 4)]!;
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Consonant-vowel(-consonant) syllables: 18 x 5 x 9 = 810, so words rarely share prefixes or trigrams by accident. */
const SYLLABLES = "b c d f g h j k l m n p r s t v w z"
  .split(" ")
  .flatMap((c) =>
    "a e i o u".split(" ").flatMap((v) => ["", "n", "r", "s", "l", "t", "m", "k", "x"].map((e) => c + v + e)),
  );
const STARTERS = ["What is", "How does", "Why is", "Which", "Explain", "Define", "When does", "Where is"];
const LEVELS = ["Beginner", "Intermediate", "Advanced"];

export interface BenchSizes {
  users: number;
  courses: number;
  cards: number;
}

export interface GeneratedData {
  userIds: string[];
  courses: { id: string; ownerIndex: number; topics: string[]; visibleToAll: boolean }[];
  /** Face text of every card, for building queries that hit. */
  faces: string[];
  topics: string[];
  tags: string[];
  vocabulary: string[];
}

function makeVocabulary(rnd: () => number, size: number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const n = 1 + Math.floor(rnd() * 3);
    let w = "";
    for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(rnd() * SYLLABLES.length)];
    words.add(w);
  }
  return [...words];
}

/**
 * 5,000 words, whatever the size, so every figure recorded in bench/README.md stays comparable. With
 * BENCH_VOCABULARY=growing, the vocabulary grows with the square root of the cards from 5,000 at 200,000
 * (Heaps' law, exponent 0.5, the middle of what is measured for real text), so the default size is
 * unchanged and a larger library's words are not all five times as common: a comparison beside the
 * recorded figures, not a replacement for them.
 */
export function vocabularySize(cards: number): number {
  if (process.env.BENCH_VOCABULARY !== "growing") return 5000;
  return Math.round(5000 * Math.sqrt(Math.max(cards, 200_000) / 200_000));
}

/**
 * Loads users, courses and cards in batches; returns what the query generator needs. With `insert: false`
 * it only generates the same data (ids included), for a database loaded by an earlier run (BENCH_REUSE).
 */
export async function loadBenchData(
  sql: SqlRunner,
  sizes: BenchSizes,
  seed = 42,
  insert = true,
): Promise<GeneratedData> {
  const rnd = seeded(seed);
  // Ids from their own generator, so the text's sequence is the same as before ids were seeded.
  const ids = seeded(seed + 1);
  const vocabulary = makeVocabulary(rnd, vocabularySize(sizes.cards));
  // Zipf-like: low indices are common words, high ones rare.
  const word = () => vocabulary[Math.floor(rnd() ** 2.2 * vocabulary.length)]!;
  const words = (min: number, max: number) =>
    Array.from({ length: min + Math.floor(rnd() * (max - min + 1)) }, word).join(" ");
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
  const topics = Array.from({ length: 400 }, () =>
    `${word()} ${word()}`.replace(/^./, (c) => c.toUpperCase()),
  );
  const tags = vocabulary.slice(100, 700);

  const userIds = Array.from({ length: sizes.users }, () => seededUuid(ids));
  if (insert)
    await sql.query(
      `insert into users (id, email, password_hash, prefs)
     select id, 'bench' || n || '@bench.local', 'x', '{}'::jsonb from unnest($1::uuid[]) with ordinality as t(id, n)`,
      [userIds],
    );

  const courses = Array.from({ length: sizes.courses }, (_, i) => ({
    id: seededUuid(ids),
    ownerIndex: i % sizes.users,
    topics: Array.from({ length: 6 }, () => pick(topics)),
    isPublic: rnd() < 0.25,
    isActive: rnd() >= 0.1,
  }));
  if (insert)
    await sql.query(
      `insert into courses (id, owner_id, name, slug, topics, levels, config, is_public, is_active, card_count)
     select id, owner, name, 'bench-' || n, topics::jsonb, '["Beginner","Intermediate","Advanced"]'::jsonb,
       '{"defaultFrequency":"daily","cardsPerSession":15}'::jsonb, pub, act, $7
     from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::bool[], $6::bool[]) with ordinality
       as t(id, owner, name, topics, pub, act, n)`,
      [
        courses.map((c) => c.id),
        courses.map((c) => userIds[c.ownerIndex]),
        courses.map(() => `${words(2, 3)} course`),
        courses.map((c) => JSON.stringify(c.topics)),
        courses.map((c) => c.isPublic),
        courses.map((c) => c.isActive),
        Math.ceil(sizes.cards / sizes.courses),
      ],
    );

  const faces: string[] = [];
  const BATCH = 5000;
  for (let start = 0; start < sizes.cards; start += BATCH) {
    const cols: unknown[][] = Array.from({ length: 13 }, () => []);
    for (let i = start; i < Math.min(sizes.cards, start + BATCH); i++) {
      const course = courses[i % sizes.courses]!;
      const face = `${pick(STARTERS)} ${words(3, 8)}?`;
      const mcq = rnd() < 0.6;
      faces.push(face);
      const row = [
        course.id,
        Math.floor(i / sizes.courses),
        face,
        words(6, 20),
        pick(course.topics),
        pick(LEVELS),
        mcq ? "mcq" : "basic",
        mcq ? JSON.stringify([word(), word(), word(), word()]) : null,
        rnd() < 0.5 ? words(10, 30) : null,
        rnd() < 0.3 ? JSON.stringify({ title: words(2, 4), content: words(20, 40) }) : null,
        rnd() < 0.2 ? JSON.stringify({ title: words(2, 4), content: words(30, 60) }) : null,
        JSON.stringify(Array.from({ length: Math.floor(rnd() * 4) }, () => pick(tags))),
        1 + Math.floor(rnd() * 10),
      ];
      for (const [k, v] of row.entries()) cols[k]!.push(v);
    }
    if (insert)
      await sql.query(
        `insert into cards (course_id, position, face, back, topic, level, type, options, answer_index,
         explanation_right, concept_explainer, deep_dive, concept_tags, difficulty_score, word_count)
       select c, p, f, b, tp, lv, ty, o::jsonb, case when o is null then null else 0 end,
         er, ce::jsonb, dd::jsonb, tg::jsonb, ds, 0
       from unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
         $9::text[], $10::text[], $11::text[], $12::text[], $13::int[])
         as t(c, p, f, b, tp, lv, ty, o, er, ce, dd, tg, ds)`,
        cols,
      );
  }
  return {
    userIds,
    courses: courses.map((c) => ({
      id: c.id,
      ownerIndex: c.ownerIndex,
      topics: c.topics,
      visibleToAll: c.isPublic && c.isActive,
    })),
    faces,
    topics,
    tags,
    vocabulary,
  };
}

/** The search indexes of migrations 0002, 0004, 0036-0040, dropped for the bulk load and built once after it. */
export const SEARCH_INDEXES = {
  cards_search_vector_idx:
    "create index cards_search_vector_idx on cards using gin (search_vector) with (gin_pending_list_limit = 1024)",
  cards_shared_search_vector_idx:
    "create index cards_shared_search_vector_idx on cards using gin (search_vector) with (gin_pending_list_limit = 1024) where in_shared_library",
  cards_face_trgm_idx:
    "create index cards_face_trgm_idx on cards using gin (face gin_trgm_ops) with (gin_pending_list_limit = 1024)",
  cards_shared_face_trgm_idx:
    "create index cards_shared_face_trgm_idx on cards using gin (face gin_trgm_ops) with (gin_pending_list_limit = 1024) where in_shared_library",
  cards_course_search_cover_idx:
    "create index cards_course_search_cover_idx on cards (course_id) include (id, topic, level, position, type, difficulty_score, concept_tags)",
  cards_topic_cover_idx:
    "create index cards_topic_cover_idx on cards (topic) include (course_id, level, type, difficulty_score, concept_tags, position, id)",
  cards_tag_list_idx:
    "create index cards_tag_list_idx on cards using gin (card_tag_list(concept_tags)) with (gin_pending_list_limit = 1024)",
};

/**
 * `loadBenchData` into a migrated database with the search indexes dropped for the load and built after it,
 * then VACUUM ANALYZE (what autovacuum does after a bulk load; index-only scans need the visibility map it
 * sets). Returns the data and the seconds the load and the index build took.
 */
export async function loadIndexedBenchData(sql: SqlRunner, sizes: BenchSizes) {
  const t0 = performance.now();
  for (const idx of Object.keys(SEARCH_INDEXES)) await sql.exec(`drop index ${idx}`);
  const data = await loadBenchData(sql, sizes, 42, true);
  const loadMs = performance.now() - t0;
  const t1 = performance.now();
  for (const ddl of Object.values(SEARCH_INDEXES)) await sql.exec(ddl);
  await sql.exec("vacuum analyze");
  return { data, loadMs, indexMs: performance.now() - t1 };
}
