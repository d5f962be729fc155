import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.js';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The progress page of one quiz of a class as the whole answer's JSON text, assembled by
 * PostgreSQL in one statement: the quiz's summary, its questions in order, and per student
 * (the class's active students, and anyone else who answered it) their current answers with
 * the automatic and the teacher's scores, and where they stand: every question answered
 * (submitted), some (in progress) or none. A student's score is the mean over the questions of
 * the teacher's score where given, else the automatic one (an unanswered or unscored question
 * counting 0), once they answered every question and none waits for scoring. Undefined when the
 * class has no such quiz.
 */
export async function progressJson(
  db: Db,
  ids: { institutionId: number; courseId: number; quizId: number },
): Promise<string | undefined> {
  const { institutionId, courseId, quizId } = ids;
  const result = await db.execute(sql`
    with quiz as (
      select q.* from echo_quizzes q
      where q.id = ${quizId} and q.institution_id = ${institutionId} and q.course_id = ${courseId}
    ),
    questions as (
      select x.id, x.position, x.text, x.word_count from echo_questions x
      where x.quiz_id = ${quizId} and x.institution_id = ${institutionId}
    ),
    enrolled as (
      select st.id, st.username from enrolments e
      join students st on st.id = e.student_id and st.institution_id = e.institution_id
      where e.course_id = ${courseId} and e.institution_id = ${institutionId} and st.active
    ),
    members as (
      select id, username from enrolled
      union
      select st.id, st.username from echo_answers a
      join students st on st.id = a.student_id and st.institution_id = a.institution_id
      where a.quiz_id = ${quizId} and a.institution_id = ${institutionId}
    ),
    answers as (
      select a.student_id,
        count(*) as answered,
        bool_or(a.state in ('queued', 'scoring')) as pending,
        sum(coalesce(a.override_score, a.overall, 0)) as total,
        json_agg(json_build_object(
          'qid', a.question_id, 'answerid', a.id, 'state', a.state, 'failure', a.failure,
          'overall', a.overall, 'accuracy', a.accuracy, 'completeness', a.completeness, 'fluency', a.fluency,
          'wcpm', a.wcpm, 'words', coalesce(a.words, '[]'::jsonb), 'inserted', coalesce(a.inserted, '[]'::jsonb),
          'override', a.override_score, 'override_by', u.name, 'override_at', ${iso('a.override_at')},
          'submitted_at', ${iso('a.created_at')}, 'duration_ms', a.duration_ms
        ) order by x.position) as list
      from echo_answers a
      join questions x on x.id = a.question_id
      left join users u on u.id = a.override_by and u.institution_id = a.institution_id
      where a.quiz_id = ${quizId} and a.institution_id = ${institutionId} and a.current
      group by a.student_id
    ),
    rows as (
      select m.id, m.username, coalesce(an.list, '[]'::json) as list,
        coalesce(an.answered, 0) = (select count(*) from questions) as submitted,
        case when coalesce(an.answered, 0) = (select count(*) from questions) then 'submitted'
          when coalesce(an.answered, 0) > 0 then 'in_progress' else 'not_submitted' end as state,
        case when coalesce(an.answered, 0) = (select count(*) from questions) and not an.pending
          then round(an.total::numeric / nullif((select count(*) from questions), 0), 1)::float8 end as score
      from members m left join answers an on an.student_id = m.id
    )
    select json_build_object(
      'status', 'success',
      'quiz', json_build_object(
        'echoid', quiz.id, 'kind', quiz.kind, 'name', quiz.name, 'resourceid', quiz.resource_id,
        'resource_name', r.name, 'created', ${iso('quiz.created_at')}, 'author', author.name,
        'questions', (select count(*) from questions),
        'sentence_questions', (select count(*) from questions where word_count > 1),
        'word_questions', (select count(*) from questions where word_count = 1),
        'open_date', to_char(quiz.open_date, 'YYYY-MM-DD'), 'close_date', to_char(quiz.close_date, 'YYYY-MM-DD'),
        'extra', quiz.extra, 'state', quiz.state, 'published_at', ${iso('quiz.published_at')}, 'auto', quiz.auto,
        'assigned', (select count(*) from enrolled),
        'submitted', (select count(*) from rows where submitted),
        'average_score', (select round(avg(score)::numeric, 1)::float8 from rows)
      ),
      'questions', coalesce((select json_agg(json_build_object('qid', id, 'text', text) order by position)
        from questions), '[]'::json),
      'record', coalesce((select json_agg(json_build_object(
          'stuid', id, 'username', username, 'submitted', submitted, 'state', state, 'score', score,
          'answers', list
        ) order by username collate "und-x-icu", id) from rows), '[]'::json)
    )::text as json
    from quiz
    left join resources r on r.id = quiz.resource_id
    left join users author on author.id = quiz.created_by and author.institution_id = quiz.institution_id`);
  return rowsOf<{ json: string }>(result)[0]?.json;
}
