import type { EchoAnswer } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { echoProgressSheet } from './progress-export.js';

const answer = (qid: number, overall: number | null, override: number | null = null): EchoAnswer => ({
  qid,
  answerid: qid,
  state: 'scored',
  failure: null,
  overall,
  accuracy: overall,
  completeness: overall,
  fluency: overall,
  wcpm: null,
  words: [],
  inserted: [],
  override,
  override_by: override === null ? null : 'Ms Lin',
  override_at: override === null ? null : '2026-11-23T07:00:00.000Z',
  submitted_at: '2026-11-23T06:00:00.000Z',
  duration_ms: 2400,
});

const progress = {
  questions: [
    { qid: 1, text: 'A little turtle lives by the sea.' },
    { qid: 2, text: 'It grows taller.' },
  ],
  record: [
    {
      stuid: 7,
      username: 'Ana Lee',
      submitted: true,
      state: 'submitted' as const,
      score: 98.8,
      answers: [answer(1, 97.6), answer(2, 64.5, 100)],
    },
  ],
};

describe('the Echo Valley progress export', () => {
  it('writes scores as the progress page shows them: whole numbers', () => {
    const sheet = echoProgressSheet(progress, 'en-US');
    expect(sheet.rows[0]).toEqual(['Ana Lee', 'Submitted', '99', '98', '', '65', '100']);
  });

  it('is written in the language asked for: sheet, headers and states', () => {
    const sheet = echoProgressSheet(progress, 'zh-TW');
    expect(sheet.name).toBe('口說測驗進度');
    expect(sheet.header.slice(0, 3)).toEqual(['學生', '繳交狀態', '分數']);
    expect(sheet.rows[0]?.[1]).toBe('已繳交');
  });
});
