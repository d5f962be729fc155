import { echoWarningsResponse } from '@lms/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceSentences } from '../../../db/schema/index.js';
import { useTestApp } from '../../../test/harness.js';
import { echoKit } from './echo.fixtures.js';

const t = useTestApp();
const { resourceId, classroom, sentences, sentencesResponse, warnings } = echoKit(t);

beforeAll(async () => {
  // A made-up name the engine's dictionary cannot know, in a book of the class library.
  await t.db
    .insert(resourceSentences)
    .values({ resourceId: resourceId('apple-pie'), position: 10, text: 'Zorblax ate the apple pie.', page: 2 });
});

describe("a material's sentences for the editor", () => {
  it('answers a book’s sentences in reading order with their pages', async () => {
    const room = await classroom();
    const record = await sentences(room, 'zebra-days');
    expect(
      record.map(({ position, text, page, start_ms, unscoreable }) => ({
        position,
        text,
        page,
        start_ms,
        unscoreable,
      })),
    ).toEqual([
      { position: 1, text: 'Zebra Days starts here.', page: 1, start_ms: null, unscoreable: [] },
      { position: 2, text: 'The cat sat down.', page: 2, start_ms: null, unscoreable: [] },
      { position: 3, text: 'The end.', page: 2, start_ms: null, unscoreable: [] },
    ]);
    // Short words ("The", "sat") are in every sentence: nothing a teacher can change, so no warning.
    expect(record.map((sentence) => sentence.warnings)).toEqual([[], [], []]);
  });

  it('answers a video’s sentences with where they start', async () => {
    const room = await classroom();
    const record = await sentences(room, 'count-song');
    expect(record.map(({ text, page, start_ms }) => ({ text, page, start_ms }))).toEqual([
      { text: 'Hello, everyone!', page: null, start_ms: 500 },
      { text: 'Let us count to three.', page: null, start_ms: 3000 },
    ]);
  });

  it('names the words the engine does not know', async () => {
    const room = await classroom();
    const record = await sentences(room, 'apple-pie');
    const made = record.find((sentence) => sentence.position === 10)!;
    expect(made.unscoreable).toEqual(['Zorblax']);
    expect(made.warnings).toContainEqual({ index: 0, word: 'Zorblax', reasons: ['not_in_dictionary'] });
    expect(made.warnings.filter((warning) => warning.reasons.includes('not_in_dictionary'))).toHaveLength(1);
  });

  it('finds no material outside the class library, nor another school’s class', async () => {
    const room = await classroom();
    const other = await classroom();
    for (const [resource, headers] of [
      [resourceId('big-whale'), room.headers],
      [resourceId('red-planet'), room.headers],
      [2_000_000, room.headers],
      [resourceId('zebra-days'), other.headers],
    ] as const) {
      const response = await sentencesResponse(room, resource, headers);
      expect([response.statusCode, response.json().code], String(resource)).toEqual([404, 'common.not_found']);
    }
  });
});

describe('warnings for the teacher’s own texts', () => {
  it('answers each text’s words the engine may score poorly, with why', async () => {
    const room = await classroom();
    const texts = ['Zorblax went home.', 'I want two apples to eat.', 'Hello'];
    const response = await warnings(room, { texts });
    expect(response.statusCode, response.body).toBe(200);
    const body = echoWarningsResponse.parse(response.json());
    expect(body.record.map((entry) => entry.text)).toEqual(texts);
    expect(body.record[0]!.warnings).toContainEqual({ index: 0, word: 'Zorblax', reasons: ['not_in_dictionary'] });
    const alike = body.record[1]!.warnings.filter((warning) => warning.reasons.includes('sounds_like_another'));
    expect(alike.map((warning) => warning.word).sort()).toEqual(['to', 'two']);
    expect(body.record[2]!.warnings).toEqual([]);
    // The same in a form, the texts as JSON.
    const form = await warnings(room, new URLSearchParams({ texts: JSON.stringify(texts) }).toString());
    expect(form.json()).toEqual(response.json());
  });

  it('refuses what is not a list of 1 to 30 texts', async () => {
    const room = await classroom();
    for (const texts of [[], Array(31).fill('Hello'), 'not json', '{"a": 1}', [1, 2], ['x'.repeat(301)]]) {
      const response = await warnings(room, { texts });
      expect([response.statusCode, response.json().code], JSON.stringify(texts).slice(0, 40)).toEqual([
        400,
        'common.validation',
      ]);
    }
    const other = await classroom();
    const foreign = await warnings(room, { texts: ['Hello'] }, other.headers);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'common.not_found']);
  });
});
