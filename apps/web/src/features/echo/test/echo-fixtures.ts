import {
  type CourseDetailResponse,
  courseDetailResponse,
  type EchoDetailResponse,
  type EchoListResponse,
  type EchoSentencesResponse,
  type EchoSummary,
  echoDetailResponse,
  echoListResponse,
  echoSentencesResponse,
  echoSummary,
  type Textbook,
} from '@lms/shared';

// Every answer is parsed with the contract's schema, so a fixture cannot drift from what the server sends.

export const SUNFLOWERS = { course_name: 'Sunflowers', type: 'regular', courseid: 12 } as const;

export function quiz(overrides: Partial<EchoSummary> = {}): EchoSummary {
  return echoSummary.parse({
    echoid: 5,
    kind: 'weekly',
    name: 'Week 1 · Farm animals',
    resourceid: null,
    resource_name: null,
    created: '2026-11-16T08:30:00.000Z',
    author: 'Ms Lin',
    questions: 6,
    sentence_questions: 5,
    word_questions: 1,
    open_date: '2026-11-16',
    close_date: '2026-11-22',
    extra: false,
    state: 'unpublished',
    published_at: null,
    auto: false,
    assigned: 20,
    submitted: 0,
    average_score: null,
    ...overrides,
  });
}

export function echoList(
  record: EchoSummary[],
  overrides: Partial<Omit<EchoListResponse, 'status' | 'record'>> = {},
): EchoListResponse {
  return echoListResponse.parse({
    status: 'success',
    record,
    auto: { enabled: false, next_run: null, last_note: null, last_note_week: null },
    reward_exp: 10,
    reward_tickets: 1,
    ...overrides,
  });
}

export function echoDetail(summary: EchoSummary, questions: EchoDetailResponse['questions']): EchoDetailResponse {
  return echoDetailResponse.parse({ status: 'success', quiz: summary, questions });
}

type Sentence = EchoSentencesResponse['record'][number];

export function sentences(record: Partial<Sentence>[]): EchoSentencesResponse {
  return echoSentencesResponse.parse({
    status: 'success',
    record: record.map((sentence, index) => ({
      position: index + 1,
      text: '',
      page: null,
      start_ms: null,
      unscoreable: [],
      warnings: [],
      ...sentence,
    })),
  });
}

/** A material of the class library, open to students. */
export function material(resourceid: number, name: string, overrides: Partial<Textbook> = {}): Textbook {
  return {
    resourceid,
    type: 'book',
    resource_name: name,
    level: 'A',
    unit: '',
    topic: '',
    publisher: '',
    author: '',
    information: '',
    note: '',
    cover: '',
    colid: 'p1',
    openflag: 'true',
    ...overrides,
  };
}

/** The class library's answer holding `record`. */
export function classLibrary(record: Textbook[]): CourseDetailResponse {
  const opened = record.filter((one) => one.openflag === 'true').length;
  return courseDetailResponse.parse({
    status: 'success',
    csrInfo: { courseid: 12, colid: 'p1', library_kind: 'package', library_name: 'Seedling Readers', pkgid: 1 },
    record,
    courseOverview: { record: [], total: record.length, opened },
  });
}
