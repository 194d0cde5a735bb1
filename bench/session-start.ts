/**
 * Session start at scale: a learner with 20,000 cards of FSRS memory starts sessions on a
 * 5,000-card course, through the HTTP layer (`app.inject`: token lookup, body validation, the service,
 * the response schema), on real PostgreSQL and on PGlite. The learner owns five courses of 5,000 cards;
 * the studied one has memory on 3,500 of its cards (1,000 due, 2,000 due later, 500 still New) and
 * 1,500 never seen; 16,500 more memory rows sit on the others. Each start is abandoned right after,
 * as a learner leaving would, so every run starts from the same state. Prints p50/p95/p99 in ms.
 *
 *   npx tsx bench/session-start.ts
 *   BENCH_DRIVER=postgres|pglite|both (default both)  BENCH_RUNS=100  BENCH_PLANNED=20
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test  (the server for the scratch database)
 */
import { cpus, loadavg } from "node:os";
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { type DatabaseHandle, openDatabase } from "../apps/server/src/db/client";
import { createScratchDatabase, percentile, round } from "./lib";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const driver = process.env.BENCH_DRIVER ?? "both";
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const PLANNED = Number(process.env.BENCH_PLANNED ?? 20);
const COURSE_CARDS = 5000;

/** Five courses of 5,000 cards owned by the learner; memory on 20,000 of their cards. */
async function loadData(handle: DatabaseHandle, learnerId: string) {
  const q = (text: string, values?: unknown[]) => handle.sql.query(text, values);
  await q(
    `insert into courses (owner_id, name, slug, config, card_count)
     select $1, 'Course ' || n, 'course-' || n, '{"defaultFrequency":"daily","cardsPerSession":15}', $2
     from generate_series(1, 5) n`,
    [learnerId, COURSE_CARDS],
  );
  await q(
    `insert into cards (course_id, position, face, back, topic, level, type, options, answer_index)
     select c.id, p, 'Question ' || c.slug || '-' || p || ': what is ' || p || ' + ' || p || '?', (p + p)::text,
       'Topic ' || (p % 12), (array['Beginner','Intermediate','Advanced'])[1 + p % 3],
       'mcq', jsonb_build_array((p + p)::text, (p + p + 1)::text, (p + p + 2)::text, (p + p + 3)::text), 0
     from courses c, generate_series(0, c.card_count - 1) p where c.owner_id = $1`,
    [learnerId],
  );
  // Studied course (course-1): positions 0-999 due (overdue by 1-1,000 hours), 1,000-2,999 due in 1-2,000
  // hours, 3,000-3,499 memory still New, 3,500-4,999 never seen. Other courses: every card, 1,500 due.
  await q(
    `insert into card_memory (user_id, card_id, due, stability, difficulty, reps, state, last_review, scheduled_days)
     select $1, k.id,
       case when c.slug = 'course-1' and k.position < 1000 then now() - (1 + k.position) * interval '1 hour'
            when c.slug = 'course-1' and k.position >= 3000 then now()
            when c.slug <> 'course-1' and k.position < 500 then now() - (1 + k.position) * interval '1 hour'
            else now() + (1 + k.position % 2000) * interval '1 hour' end,
       1 + k.position % 90, 5, case when c.slug = 'course-1' and k.position >= 3000 then 0 else 1 + k.position % 7 end,
       case when c.slug = 'course-1' and k.position >= 3000 then 0 else 1 + k.position % 3 end,
       case when c.slug = 'course-1' and k.position >= 3000 then null
            else now() - (1 + k.position % 500) * interval '1 day' end,
       k.position % 90
     from cards k join courses c on c.id = k.course_id
     where c.owner_id = $1 and (c.slug <> 'course-1' or k.position < 3500)
     order by c.slug, k.position
     limit 20000`,
    [learnerId],
  );
  await handle.sql.exec("vacuum analyze");
  const { rows } = await q(
    `select (select id from courses where owner_id = $1 and slug = 'course-1') as course_id,
       (select count(*) from card_memory where user_id = $1)::int as memory,
       (select count(*) from cards k join courses c on c.id = k.course_id where c.slug = 'course-1' and c.owner_id = $1)::int as cards`,
    [learnerId],
  );
  return rows[0] as { course_id: string; memory: number; cards: number };
}

async function run(name: "postgres" | "pglite", database: DatabaseHandle) {
  const { app } = await buildApp(testConfig({ AUTH_RATE_LIMIT: "100000" }), { database, serveWeb: false });
  try {
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email: "learner@bench.local", password: "correct horse battery" },
    });
    const { user, token } = signup.json().data as { user: { id: string }; token: string };
    const t0 = performance.now();
    const data = await loadData(database, user.id);
    const loadSeconds = round((performance.now() - t0) / 1000, 1);
    const headers = { authorization: `Bearer ${token}` };
    const start = async () => {
      const t = performance.now();
      const res = await app.inject({
        method: "POST",
        url: "/api/sessions/start",
        headers,
        payload: { courseIds: [data.course_id], plannedCards: PLANNED },
      });
      const ms = performance.now() - t;
      if (res.statusCode !== 201) throw new Error(`start: ${res.statusCode} ${res.body}`);
      const body = res.json().data as { session: { id: string }; cards: { id: string }[] };
      if (body.cards.length !== PLANNED) throw new Error(`start gave ${body.cards.length} cards`);
      const abandon = await app.inject({
        method: "POST",
        url: `/api/sessions/${body.session.id}/abandon`,
        headers,
      });
      if (abandon.statusCode !== 200) throw new Error(`abandon: ${abandon.statusCode} ${abandon.body}`);
      return ms;
    };
    for (let i = 0; i < 5; i++) await start(); // warm-up
    const before = loadavg()[0]!;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await start());
    const s = [...times].sort((a, b) => a - b);
    console.log(
      JSON.stringify(
        {
          driver: name,
          date: new Date().toISOString(),
          machine: {
            cpus: cpus().length,
            node: process.version,
            loadavg1: `${round(before, 1)} → ${round(loadavg()[0]!, 1)}`,
          },
          courseCards: data.cards,
          learnerMemoryRows: data.memory,
          plannedCards: PLANNED,
          loadSeconds,
          runs: RUNS,
          startMs: {
            p50: round(percentile(s, 50)),
            p95: round(percentile(s, 95)),
            p99: round(percentile(s, 99)),
            max: round(s.at(-1) ?? 0),
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await app.close();
  }
}

async function main() {
  if (driver === "postgres" || driver === "both") {
    const scratch = await createScratchDatabase(adminUrl, "bench_session_start");
    const handle = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: 4 });
    try {
      await handle.migrate();
      await run("postgres", handle);
    } finally {
      await handle.close();
      await scratch.drop();
    }
  }
  if (driver === "pglite" || driver === "both") {
    const handle = await openDatabase({ driver: "pglite" });
    try {
      await handle.migrate();
      await run("pglite", handle);
    } finally {
      await handle.close();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
