import {
  type EchoAnswer,
  type EchoListResponse,
  type EchoProgressResponse,
  type EchoSummary,
  echoListResponse,
  echoProgressResponse,
  type TryItResponse,
  tryItResponse,
} from '@lms/shared';

export const SUNFLOWERS = { course_name: 'Sunflowers', type: 'regular', courseid: 12 } as const;

export function quiz(overrides: Partial<EchoSummary> = {}): EchoSummary {
  return {
    echoid: 5,
    kind: 'weekly',
    name: 'Farm week',
    resourceid: null,
    resource_name: null,
    created: '2026-11-16T08:00:00.000Z',
    author: 'Ms Lin',
    questions: 2,
    sentence_questions: 1,
    word_questions: 1,
    open_date: '2026-11-16',
    close_date: '2026-11-22',
    extra: false,
    state: 'published',
    published_at: '2026-11-16T09:00:00.000Z',
    auto: false,
    assigned: 3,
    submitted: 1,
    average_score: 72.5,
    ...overrides,
  };
}

export const QUESTIONS = [
  { qid: 31, text: 'The cat sat on the mat' },
  { qid: 32, text: 'Dog' },
];

/** "The cat sat on the mat" read with "sat" left out and "mat" said as something else, and speech between "cat" and "on". */
export function answer(overrides: Partial<EchoAnswer> = {}): EchoAnswer {
  return {
    qid: 31,
    answerid: 501,
    state: 'scored',
    overall: 64,
    accuracy: 70,
    completeness: 83,
    fluency: 55,
    wcpm: 92,
    words: [
      { word: 'The', mark: 'correct', start: 0.2, end: 0.4 },
      { word: 'cat', mark: 'correct', start: 0.45, end: 0.8 },
      { word: 'sat', mark: 'omission', start: null, end: null },
      { word: 'on', mark: 'correct', start: 1.6, end: 1.75 },
      { word: 'the', mark: 'correct', start: 1.8, end: 1.95 },
      { word: 'mat', mark: 'substitution', start: 2.0, end: 2.4 },
    ],
    inserted: [{ start: 1.0, end: 1.4 }],
    failure: null,
    override: null,
    override_by: null,
    override_at: null,
    submitted_at: '2026-11-18T10:30:00.000Z',
    duration_ms: 2600,
    ...overrides,
  };
}

/** A word question's answer, read correctly. */
export function wordAnswer(overrides: Partial<EchoAnswer> = {}): EchoAnswer {
  return answer({
    qid: 32,
    answerid: 502,
    overall: 90,
    accuracy: 90,
    completeness: 100,
    fluency: 80,
    wcpm: 60,
    words: [{ word: 'Dog', mark: 'correct', start: 0.3, end: 0.7 }],
    inserted: [],
    submitted_at: '2026-11-18T10:31:00.000Z',
    ...overrides,
  });
}

type StudentRecord = EchoProgressResponse['record'][number];

export function student(stuid: number, username: string, overrides: Partial<StudentRecord> = {}): StudentRecord {
  return { stuid, username, submitted: false, state: 'not_submitted', score: null, answers: [], ...overrides };
}

/** A progress answer as the server sends it, checked against the contract. */
export function progressBody(
  record: StudentRecord[],
  { summary = quiz(), questions = QUESTIONS }: { summary?: EchoSummary; questions?: typeof QUESTIONS } = {},
): EchoProgressResponse {
  return echoProgressResponse.parse({ status: 'success', quiz: summary, questions, record });
}

/** Three students: Ana answered both (one with a teacher's score), Ben one that failed (in progress), Cleo none. */
export function classProgress(): EchoProgressResponse {
  return progressBody([
    student(3, 'Cleo Ito'),
    student(1, 'Ana Lee', {
      submitted: true,
      state: 'submitted',
      score: 80,
      answers: [answer({ override: 70, override_by: 'Ms Lin', override_at: '2026-11-19T08:15:00.000Z' }), wordAnswer()],
    }),
    student(2, 'Ben Wu', {
      state: 'in_progress',
      answers: [
        answer({
          answerid: 601,
          state: 'failed',
          failure: 'speech.silent',
          overall: null,
          accuracy: null,
          completeness: null,
          fluency: null,
          wcpm: null,
          words: [],
          inserted: [],
          submitted_at: '2026-11-20T07:00:00.000Z',
        }),
      ],
    }),
  ]);
}

export function listBody(record: EchoSummary[]): EchoListResponse {
  return echoListResponse.parse({
    status: 'success',
    record,
    auto: { enabled: false, next_run: null, last_note: null, last_note_week: null },
    reward_exp: 10,
    reward_tickets: 1,
  });
}

export function tryItBody(overrides: Partial<TryItResponse> = {}): TryItResponse {
  const { qid: _qid, answerid: _answerid, state: _state, failure: _failure, ...scores } = answer();
  const { override: _o, override_by: _b, override_at: _a, submitted_at: _s, duration_ms: _d, ...rest } = scores;
  return tryItResponse.parse({ status: 'success', heard: true, ...rest, ...overrides });
}
