import type { SqlRunner } from "../apps/server/src/db/client";

/**
 * The analytics bench's data, generated inside the database (generate_series, deterministic arithmetic
 * in place of randomness), so PostgreSQL and PGlite get the same rows:
 *
 * - the learner: 10 own courses of 1,500 cards, 1 own course of 2,000 cards never studied, and 5 public
 *   courses of a publisher (1,000 cards each) studied — 22,000 cards in the learner's courses, 20,000 of
 *   them studied, each with an FSRS memory row;
 * - 100,000 answers of the learner over those 20,000 cards (5 passes, so reps_before runs 0-4) in 5,000
 *   sessions of 20 answers, spread over the last 730 days;
 * - noise: the publisher's other 15 public courses (15,000 cards) and 20 other learners with 5,000
 *   answers each (100,000 more answers) and 2,500 memory rows each on the publisher's cards.
 */
export const ANALYTICS_SIZES = {
  answers: 100_000,
  studiedCards: 20_000,
  sessions: 5_000,
  noiseLearners: 20,
  noiseAnswersEach: 5_000,
} as const;

const TOPICS = 30;
const LEVELS = "array['Beginner','Intermediate','Advanced']";

export async function loadAnalyticsData(sql: SqlRunner, learnerId: string, now: Date) {
  const q = (text: string, values?: unknown[]) => sql.query(text, values);
  const nowIso = now.toISOString();
  const [{ id: publisherId }] = (
    await sql.query<{ id: string }>(
      `insert into users (email, password_hash, prefs) values ('publisher@bench.local', 'x', '{}') returning id`,
    )
  ).rows as [{ id: string }];
  await q(
    `insert into users (email, password_hash, prefs)
     select 'noise' || n || '@bench.local', 'x', '{}' from generate_series(1, $1::int) n`,
    [ANALYTICS_SIZES.noiseLearners],
  );

  // Courses: the learner's 10 studied + 1 unstudied, the publisher's 20 public (the first 5 studied).
  await q(
    `insert into courses (owner_id, name, slug, config, card_count, is_public)
     select $1, 'Own course ' || n, 'own-' || n, '{"defaultFrequency":"daily","cardsPerSession":15}',
       case when n = 11 then 2000 else 1500 end, false
     from generate_series(1, 11) n`,
    [learnerId],
  );
  await q(
    `insert into courses (owner_id, name, slug, config, card_count, is_public)
     select $1, 'Public course ' || n, 'public-' || n, '{"defaultFrequency":"daily","cardsPerSession":15}', 1000, true
     from generate_series(1, 20) n`,
    [publisherId],
  );
  await q(
    `insert into cards (course_id, position, face, back, topic, level)
     select c.id, p, 'Question ' || c.slug || '-' || p || '?', 'Answer ' || p,
       'Topic ' || ((p * 7 + length(c.slug)) % ${TOPICS}), (${LEVELS})[1 + p % 3]
     from courses c, generate_series(0, c.card_count - 1) p`,
  );

  // The learner's 20,000 studied cards numbered 0..19,999; the publisher's noise cards numbered too.
  await q(`create temp table bench_cards as
    select k.id, k.course_id, k.topic, k.level, (row_number() over (order by c.slug, k.position) - 1)::int as n
    from cards k join courses c on c.id = k.course_id
    where (c.owner_id = '${learnerId}' and c.slug <> 'own-11')
       or c.slug in ('public-1', 'public-2', 'public-3', 'public-4', 'public-5')`);
  await q(`create temp table noise_cards as
    select k.id, k.course_id, k.topic, k.level, (row_number() over (order by c.slug, k.position) - 1)::int as n
    from cards k join courses c on c.id = k.course_id where c.owner_id = '${publisherId}'`);
  await q("create index on bench_cards (n)");
  await q("create index on noise_cards (n)");

  // 5,000 sessions over 730 days, about every 3.5 hours with an irregular offset.
  await q(
    `create temp table bench_sessions as
     select n, gen_random_uuid() as id,
       $1::timestamptz - interval '730 days' + n * interval '210 minutes' + ((n * 7919) % 120) * interval '1 minute' as started_at
     from generate_series(0, $2::int - 1) n`,
    [nowIso, ANALYTICS_SIZES.sessions],
  );
  await q(
    `insert into study_sessions (id, user_id, planned_cards, card_ids, neuro_state, started_at, completed_cards, status)
     select id, $1, 20, '[]', '{}', started_at, 20, 'completed' from bench_sessions`,
    [learnerId],
  );
  await q(
    `insert into session_answers (session_id, user_id, card_id, client_answer_id, correct, time_taken_ms, grade,
       course_id, topic, level, reps_before, due_after, created_at)
     select s.id, $1, c.id, 'a' || j, (j * 7919) % 100 < 78, 2000 + (j::bigint * 104729) % 8000,
       case when (j * 7919) % 100 < 78 then 3 else 1 end, c.course_id, c.topic, c.level, j / $2::int,
       s.started_at + (j % 20) * interval '15 seconds' + interval '3 days',
       s.started_at + (j % 20) * interval '15 seconds'
     from generate_series(0, $3::int - 1) j
     join bench_sessions s on s.n = j / 20
     join bench_cards c on c.n = j % $2::int`,
    [learnerId, ANALYTICS_SIZES.studiedCards, ANALYTICS_SIZES.answers],
  );
  // Memory of each studied card as its last (fifth) answer left it: mostly Review with a spread of
  // stabilities (0.5 to ~400 days), some Learning and Relearning.
  await q(
    `insert into card_memory (user_id, card_id, due, stability, difficulty, reps, lapses, state, last_review, times_correct, times_incorrect)
     select $1, c.id, a.created_at + stab * interval '1 day', stab, 1 + (c.n % 9), 5, c.n % 3,
       case when c.n % 10 = 0 then 1 when c.n % 10 = 1 then 3 else 2 end, a.created_at, 4, 1
     from bench_cards c
     join session_answers a on a.user_id = $1 and a.card_id = c.id and a.reps_before = 4,
     lateral (select (0.5 * exp((c.n * 7919 % 1000) / 1000.0 * 6.7))::real as stab) s`,
    [learnerId],
  );

  // Noise: 20 other learners, 250 sessions and 5,000 answers each on the publisher's cards.
  await q(
    `create temp table noise_sessions as
     select u.id as user_id, u.rn, s as n, gen_random_uuid() as id,
       $1::timestamptz - interval '365 days' + s * interval '34 hours' as started_at
     from (select id, row_number() over (order by email) - 1 as rn from users where email like 'noise%') u,
       generate_series(0, 249) s`,
    [nowIso],
  );
  await q(
    `insert into study_sessions (id, user_id, planned_cards, card_ids, neuro_state, started_at, completed_cards, status)
     select id, user_id, 20, '[]', '{}', started_at, 20, 'completed' from noise_sessions`,
  );
  await q(
    `insert into session_answers (session_id, user_id, card_id, client_answer_id, correct, time_taken_ms, grade,
       course_id, topic, level, reps_before, created_at)
     select s.id, s.user_id, c.id, 'n' || j, j % 4 <> 0, 3000, 3, c.course_id, c.topic, c.level, j / 2500,
       s.started_at + (j % 20) * interval '15 seconds'
     from noise_sessions s
     cross join lateral generate_series(s.n * 20, s.n * 20 + 19) j
     join noise_cards c on c.n = (j % 2500 + s.rn * 700) % 20000`,
  );
  await q(
    `insert into card_memory (user_id, card_id, due, stability, difficulty, reps, state, last_review)
     select distinct on (a.user_id, a.card_id) a.user_id, a.card_id, a.created_at + interval '5 days', 5, 5, 2, 2, a.created_at
     from session_answers a join users u on u.id = a.user_id where u.email like 'noise%'
     order by a.user_id, a.card_id, a.created_at desc`,
  );
  await q("drop table bench_cards, noise_cards, bench_sessions, noise_sessions");
}
