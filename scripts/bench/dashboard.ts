import { REPORT_WINDOWS } from '@lms/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { digest, schoolToken } from '../../apps/server/src/lib/secrets.js';
import { settleStatistics } from './fixtures.js';
import { figuresOf, measureCold } from './load.js';
import { signIn, startProductOnPostgres } from './servers.js';

type Report = (name: string, value: unknown) => void;

const STUDENTS = 10_000;
const CLASS_SIZE = 40;
const CLASSES = STUDENTS / CLASS_SIZE;
const EVENTS = 1_000_000;
const ANSWERS = 100_000;
/** Quizzes per class, each of one question every student of the class answered. */
const QUIZZES = ANSWERS / STUDENTS;
const ASSIGNMENTS = 12;
const HISTORY_DAYS = 180;
const OPEN_BOOKS = 24;
/** Classes the dashboard calls go round. */
const CALLED = 20;
/** Events of an ingestion run (bulk) and the students whose sessions send them through the route. */
const BULK_EVENTS = 100_000;
const SENDERS = 200;

/**
 * A school of 10,000 students in 250 classes of the teacher (each using the package with the most
 * books, 24 of them open), 1,000,000 learning events over 180 days, 12 assignments per class, 10
 * quizzes per class with every student's scored answer (100,000), level changes, in bulk SQL.
 */
async function seed(client: pg.Client, teacherEmail: string) {
  const { rows: teachers } = await client.query('select id, institution_id from users where email = $1', [
    teacherEmail,
  ]);
  const teacher = teachers[0] as { id: number; institution_id: number };
  const institution = teacher.institution_id;
  const { rows: packages } = await client.query(`
    select package_id from resources where type = 'book' group by package_id order by count(*) desc limit 1`);
  const packageId = (packages[0] as { package_id: number }).package_id;
  await client.query('begin');
  await client.query(`create temporary table bench_classes (n int primary key, id int) on commit drop`);
  await client.query(
    `with made as (
       insert into courses (institution_id, name, grade_tag, teacher_id, student_limit, start_date, expiry_date)
       select $1, 'Bench class ' || lpad(g::text, 3, '0'), 'grade3', $2, $3, current_date - 200, current_date + 200
       from generate_series(1, $4) g returning id, name)
     insert into bench_classes select substring(name from 13)::int, id from made`,
    [institution, teacher.id, CLASS_SIZE, CLASSES],
  );
  await client.query(
    `insert into course_libraries (course_id, institution_id, package_id) select id, $1, $2 from bench_classes`,
    [institution, packageId],
  );
  await client.query(
    `insert into course_resource_flags (course_id, resource_id, institution_id, open)
     select c.id, r.id, $1, true from bench_classes c
     cross join (select id from resources where package_id = $2 and type = 'book' order by position, id limit $3) r`,
    [institution, packageId, OPEN_BOOKS],
  );
  await client.query(`create temporary table bench_students (n int primary key, id int, class_id int) on commit drop`);
  await client.query(
    `with made as (
       insert into students (institution_id, account, username, password_hash, level)
       select $1, 'bench.dash' || g, 'Dash reader ' || lpad(g::text, 5, '0'), 'not-for-sign-in',
         (array['A','B','C','D','E','F','G','H','I','J','K','L'])[1 + g % 12]
       from generate_series(1, $2) g returning id, account)
     insert into bench_students select substring(account from 11)::int, made.id, c.id
     from made join bench_classes c on c.n = 1 + (substring(account from 11)::int - 1) / $3`,
    [institution, STUDENTS, CLASS_SIZE],
  );
  await client.query(
    `insert into enrolments (course_id, student_id, institution_id, joined_at)
     select class_id, id, $1, now() - interval '200 days' from bench_students`,
    [institution],
  );
  await client.query(`create temporary table bench_books (k int primary key, id int) on commit drop`);
  await client.query(
    `insert into bench_books select row_number() over (order by position, id) - 1, id
     from resources where package_id = $1 and type = 'book' order by position, id limit $2`,
    [packageId, OPEN_BOOKS],
  );
  const { rows: counted } = await client.query('select count(*)::int as books from bench_books');
  const books = (counted[0] as { books: number }).books;
  // The events, in statements of 100,000 (each one upsert of the rollup): a student of each class
  // reads one of its open books, the first books most, at some moment of the last 180 days.
  for (let from = 0; from < EVENTS; from += 100_000) {
    await client.query(
      `insert into learning_events (institution_id, course_id, student_id, resource_id, key, kind, occurred_at, duration_s, pages, completed)
       select $1, s.class_id, s.id, b.id, 'bench-' || e.g, 'read', e.at, 60 + (random() * 900)::int, 10, random() < 0.3
       from (
         select g, floor(power(random(), 2) * $6)::int as k, now() - (random() * $4) * interval '1 day' as at
         from generate_series($2::int, $3::int) g
       ) e
       join bench_students s on s.n = 1 + (e.g::bigint * 7919) % $5
       join bench_books b on b.k = e.k`,
      [institution, from, from + 99_999, HISTORY_DAYS, STUDENTS, books],
    );
  }
  await client.query(
    `with made as (
       insert into assignments (institution_id, course_id, name, start_date, end_date, difficulty, reward_exp, reward_tickets)
       select $1, c.id, 'Bench week ' || a, current_date - 7 * ($2 - a) - 5, current_date - 7 * ($2 - a) + 1, 2, 20, 1
       from bench_classes c cross join generate_series(1, $2) a returning id, course_id)
     insert into assignment_students (assignment_id, student_id, institution_id, completed_at)
     select made.id, s.id, $1, case when random() < 0.6 then now() - interval '1 day' end
     from made join bench_students s on s.class_id = made.course_id`,
    [institution, ASSIGNMENTS],
  );
  await client.query(
    `with quizzes as (
       insert into echo_quizzes (institution_id, course_id, kind, name, open_date, close_date, state, published_at)
       select $1, c.id, 'weekly', 'Bench echo ' || q, current_date - 7 * ($2 - q) - 6, current_date - 7 * ($2 - q),
         'published', now() - 7 * ($2 - q) * interval '1 day'
       from bench_classes c cross join generate_series(1, $2) q returning id, course_id),
     questions as (
       insert into echo_questions (quiz_id, institution_id, position, text, word_count)
       select id, $1, 0, 'The cat sat on the warm mat.', 7 from quizzes returning id, quiz_id)
     insert into echo_answers (institution_id, quiz_id, question_id, student_id, recording_path, recording_bytes,
       recording_type, state, attempts, overall, scored_at)
     select $1, q.id, x.id, s.id, 'bench/' || x.id || '/' || s.id || '.ogg', 4000, 'audio/ogg', 'scored', 1,
       40 + random() * 60, now()
     from quizzes q join questions x on x.quiz_id = q.id join bench_students s on s.class_id = q.course_id`,
    [institution, QUIZZES],
  );
  await client.query(
    `insert into level_changes (institution_id, student_id, from_level, to_level, source, created_at)
     select $1, id, (array['A','B','C','D','E','F','G','H','I','J','K','L'])[1 + (n + 11) % 12],
       (array['A','B','C','D','E','F','G','H','I','J','K','L'])[1 + n % 12], 'check', now() - (n % 60) * interval '1 day'
     from bench_students where n % 5 = 0`,
    [institution],
  );
  const { rows: called } = await client.query('select id from bench_classes order by n limit $1', [CALLED]);
  const { rows: senders } = await client.query(`select s.id, s.class_id from bench_students s order by s.n limit $1`, [
    SENDERS,
  ]);
  const { rows: firstBook } = await client.query('select id from bench_books where k = 0');
  await client.query('commit');
  return {
    institution,
    classIds: called.map((row) => (row as { id: number }).id),
    senders: senders as { id: number; class_id: number }[],
    bookId: (firstBook[0] as { id: number }).id,
  };
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** Autocannon over several URLs in turn (each connection goes round them). */
async function loadMany(base: string, paths: string[], headers: Record<string, string>, seconds: number) {
  const result = await autocannon({
    url: base,
    connections: 20,
    duration: seconds,
    headers,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return figuresOf(result);
}

/** Events sent through the learner route at 20 connections, each request a student's new event. */
async function ingest(base: string, tokens: string[], bookId: number, seconds: number, run: string) {
  let sent = 0;
  const result = await autocannon({
    url: `${base}/api/learner/events`,
    connections: 20,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sent += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[sent % tokens.length]}` },
            body: JSON.stringify({
              key: `${run}-${sent}`,
              resourceid: bookId,
              kind: 'read',
              started_at: new Date().toISOString(),
              duration_s: 120,
              pages: 4,
              completed: false,
            }),
          };
        },
      },
    ],
  });
  return {
    events_per_s: Math.round(result.requests.average),
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Milliseconds to insert BULK_EVENTS events in one statement, rolled back so every run starts alike. */
async function bulkInsertMs(client: pg.Client, institution: number) {
  await client.query('begin');
  const started = performance.now();
  await client.query(
    `insert into learning_events (institution_id, course_id, student_id, resource_id, key, kind, occurred_at, duration_s, pages, completed)
     select $1, e.class_id, e.id, f.resource_id, 'bulk-' || g, 'read', now() - (g % 30) * interval '1 day', 120, 4, false
     from generate_series(1, $2) g
     join (select id, class_id, row_number() over (order by id) as n from students s
       join lateral (select course_id as class_id from enrolments where student_id = s.id limit 1) c on true
       where s.account like 'bench.dash%') e on e.n = 1 + g % 10000
     join lateral (select resource_id from course_resource_flags where course_id = e.class_id and open limit 1) f on true`,
    [institution, BULK_EVENTS],
  );
  const ms = performance.now() - started;
  await client.query('rollback');
  return Math.round(ms);
}

/**
 * `BENCH_ONLY=dashboard`: on PostgreSQL, a school of 10,000 students with 1,000,000 learning
 * events and 100,000 Echo Valley answers; the class dashboard at 20 connections over 20 classes
 * and the three windows (kept answers, then each first answer after a new event), and what the
 * rollup's upkeep costs event ingestion (route and bulk, with the trigger and without it).
 */
export async function benchDashboard(report: Report, port: number, teacherEmail: string) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const product = await startProductOnPostgres(port);
  const client = new pg.Client({ connectionString: product.databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const seeded = await seed(client, teacherEmail);
    await settleStatistics(product.databaseUrl);
    const { rows: sizes } = await client.query(
      `select (select count(*) from learning_events)::int as events, (select count(*) from learning_days)::int as days,
         (select count(*) from echo_answers)::int as answers, (select count(*) from students)::int as students`,
    );
    report('dashboard: seeded (s)', Math.round((performance.now() - started) / 1000));
    report('dashboard: rows (events, rollup days, Echo Valley answers, students)', sizes[0]);

    const auth = { authorization: `Bearer ${await signIn(product.base, teacherEmail)}` };
    const paths = seeded.classIds.flatMap((id) =>
      REPORT_WINDOWS.map((window) => `/api/dashboard/${id}?window=${window}`),
    );
    // Every answer built once, one at a time, as each class's first visitor after a change does.
    const builds: number[] = [];
    for (const path of paths) {
      const started = performance.now();
      const response = await fetch(`${product.base}${path}`, { headers: auth });
      if (!response.ok) throw new Error(`dashboard refused: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      builds.push(Math.round(performance.now() - started));
    }
    builds.sort((a, b) => a - b);
    report(`dashboard: first answers, ${paths.length} built one at a time (ms)`, {
      p50_ms: builds[Math.floor(builds.length / 2)],
      max_ms: builds.at(-1),
    });
    const sized = await fetch(`${product.base}${paths[0]}`, { headers: auth });
    report(
      'dashboard: answer size, 40-student class, last6 (kB)',
      Math.round((await sized.arrayBuffer()).byteLength / 1024),
    );
    report(
      `GET /dashboard, ${CALLED} classes x 3 windows @20, kept answers (target p99 < 100 ms)`,
      await loadMany(product.base, paths, auth, seconds),
    );
    // Each call right after a new event of its class, so no kept answer serves it.
    let sample = 0;
    const sender = seeded.senders[0]!;
    for (const window of REPORT_WINDOWS) {
      report(
        `GET /dashboard?window=${window}, first answer after a new event (ms)`,
        await measureCold(
          () => fetch(`${product.base}/api/dashboard/${sender.class_id}?window=${window}`, { headers: auth }),
          () =>
            client.query(
              `insert into learning_events (institution_id, course_id, student_id, resource_id, key, kind, occurred_at, duration_s, completed)
               values ($1, $2, $3, $4, $5, 'read', now(), 60, false)`,
              [seeded.institution, sender.class_id, sender.id, seeded.bookId, `cold-${sample++}`],
            ),
        ),
      );
    }

    // Ingestion: the learner route at 20 connections, then one bulk statement, each with the
    // rollup's trigger and without it (the event path as it was before the rollup).
    const tokens = seeded.senders.map(() => schoolToken(seeded.institution));
    await client.query('begin');
    for (const [i, student] of seeded.senders.entries()) {
      await client.query(
        `insert into sessions (token_hash, kind, subject_id, institution_id, expires_at)
         values ($1, 'student', $2, $3, now() + interval '1 day')`,
        [digest(tokens[i]!), student.id, seeded.institution],
      );
    }
    await client.query('commit');
    const withoutTrigger = async <T>(measure: () => Promise<T>) => {
      await client.query('alter table learning_events disable trigger learning_events_roll_up');
      try {
        return await measure();
      } finally {
        await client.query('alter table learning_events enable trigger learning_events_roll_up');
      }
    };
    // A warm-up, then the two runs alternately, twice.
    await ingest(product.base, tokens, seeded.bookId, 3, 'warm');
    const routeRuns = { with: [] as number[], without: [] as number[] };
    for (const round of [1, 2]) {
      routeRuns.without.push(
        (await withoutTrigger(() => ingest(product.base, tokens, seeded.bookId, seconds, `off${round}`))).events_per_s,
      );
      routeRuns.with.push((await ingest(product.base, tokens, seeded.bookId, seconds, `on${round}`)).events_per_s);
    }
    const best = (runs: number[]) => Math.max(...runs);
    report('ingestion: POST /learner/events @20 without the rollup (events/s, runs)', routeRuns.without);
    report('ingestion: POST /learner/events @20 with the rollup (events/s, runs)', routeRuns.with);
    report(
      'ingestion: route rate with the rollup (% of without, best runs)',
      percent(best(routeRuns.with), best(routeRuns.without)),
    );
    const bulk = { with: [] as number[], without: [] as number[] };
    for (const _ of [1, 2]) {
      bulk.without.push(await withoutTrigger(() => bulkInsertMs(client, seeded.institution)));
      bulk.with.push(await bulkInsertMs(client, seeded.institution));
    }
    report(`ingestion: ${BULK_EVENTS} events in one statement without the rollup (ms, runs)`, bulk.without);
    report(`ingestion: ${BULK_EVENTS} events in one statement with the rollup (ms, runs)`, bulk.with);
    report(
      'ingestion: rollup upkeep per event, bulk (µs)',
      Math.round(((Math.min(...bulk.with) - Math.min(...bulk.without)) * 1000) / BULK_EVENTS),
    );
  } finally {
    await client.end();
    await product.stop();
  }
}
