import { clipAudio, loadEvalSet } from '@lms/speech/eval';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { csv, hundredThousandStudents, minimalXlsx, table, xlsx } from '../modules/roster/roster-test-files.js';
import { startWorkerThreads, workerPoolOn } from './worker-pool.js';

function recordingLog() {
  const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn(), trace: vi.fn(), fatal: vi.fn() };
  return log as typeof log & FastifyBaseLogger;
}

const threads = startWorkerThreads({ threads: 1 });
const log = recordingLog();
const pool = workerPoolOn(threads, log);
afterAll(() => pool.close());

const students = (count: number) =>
  table(
    Array.from({ length: count }, (_, i) => ({ username: `Kid ${i}`, account: `kid${i}` })),
    ['username', 'account'],
  );

async function refusalOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

// The first task starts a worker thread, which compiles the task modules: seconds on a busy machine.
describe('the worker pool', { timeout: 60_000 }, () => {
  it('reads uploads on a worker thread, refusing bad files with the same codes as before', async () => {
    const before = threads.completed;
    const rows = await pool.readStudentSheet({ filename: 'students.xlsx', data: await xlsx(students(3)) });
    expect(rows.map((row) => [row.row, row.values.username, row.values.account])).toEqual([
      [2, 'Kid 0', 'kid0'],
      [3, 'Kid 1', 'kid1'],
      [4, 'Kid 2', 'kid2'],
    ]);
    const tooMany = minimalXlsx(hundredThousandStudents());
    expect(await refusalOf(pool.readStudentSheet({ filename: 'students.xlsx', data: tooMany }))).toBe(
      'import.too_many_rows',
    );
    expect(
      await refusalOf(pool.readStudentSheet({ filename: 'students.xlsx', data: Buffer.from('PK\u0003\u0004') })),
    ).toBe('import.malformed');
    expect(await refusalOf(pool.readStudentSheet({ filename: 'students.csv', data: csv([['Colour']]) }))).toBe(
      'import.headers_missing',
    );
    expect(threads.completed - before).toBe(4);
  });

  it('writes spreadsheets and login cards on a worker thread, as Buffers ready to send', async () => {
    const file = await pool.writeSpreadsheet('xlsx', [
      { name: 'Students', header: ['Name'], rows: [['Amy'], ['=1+1']] },
    ]);
    expect(Buffer.isBuffer(file.data)).toBe(true);
    expect(file.extension).toBe('xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.data as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0]?.getCell('A3').value).toBe("'=1+1");

    const cards = await pool.renderLoginCards(
      {
        school: 'Demo School',
        course: 'Class 3A',
        cards: [{ username: 'Amy', account: 'amy', password: 'pw-1', pin: null }],
        signIn: { address: 'https://lms.example/', schoolCode: 'DEMO' },
      },
      'en-US',
    );
    expect(Buffer.isBuffer(cards)).toBe(true);
    expect(cards.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('survives a thread that ends in the middle of a task: that task fails, the next one runs', async () => {
    await pool.writeSpreadsheet('csv', [{ name: 'Warm-up', header: ['a'], rows: [] }]);
    // A hundred pages of cards: long enough to be under way when the thread ends.
    const cards = Array.from({ length: 1_000 }, (_, i) => ({
      username: `Kid ${i}`,
      account: `kid${i}`,
      password: 'pw',
      pin: null,
    }));
    const signIn = { address: 'https://lms.example/', schoolCode: 'DEMO' };
    const printing = pool.renderLoginCards({ school: 'Demo School', course: 'Class 3A', cards, signIn }, 'en-US');
    await threads.threads[0]?.terminate();
    await expect(printing).rejects.toThrow();
    expect(await pool.readStudentSheet({ filename: 'students.csv', data: csv(students(2)) })).toHaveLength(2);
  });

  it('logs a thread that fails between tasks instead of throwing it at the process', async () => {
    await pool.writeSpreadsheet('csv', [{ name: 'Warm-up', header: ['a'], rows: [] }]);
    const failure = new Error('uncaught in the worker');
    threads.threads[0]?.emit('error', failure);
    expect(log.error).toHaveBeenCalledWith({ err: failure }, 'worker thread failed');
    expect(await pool.readStudentSheet({ filename: 'students.csv', data: csv(students(1)) })).toHaveLength(1);
  });

  it('scores a spoken answer on a worker thread, and refuses audio that is not a recording', async () => {
    const clip = loadEvalSet().find((c) => c.variant === 'exact')!;
    const outcome = await pool.scoreReading({ audio: clipAudio(clip), text: clip.sentence });
    expect(outcome.status).toBe('done');
    if (outcome.status !== 'done') return;
    expect(outcome.value.heard).toBe(true);
    expect(outcome.value.engine_version).toMatch(/^speech-\d+\+/);
    expect(outcome.value.words.map((w) => w.word)).toEqual(clip.sentence.split(' '));
    expect(await pool.scoreReading({ audio: Buffer.from('not a recording'), text: clip.sentence })).toEqual({
      status: 'refused',
      code: 'speech.not_audio',
    });
  });

  it('scores an answer again on a new thread when the thread scoring it dies', async () => {
    const clip = loadEvalSet().find((c) => c.variant === 'half')!;
    await pool.writeSpreadsheet('csv', [{ name: 'Warm-up', header: ['a'], rows: [] }]);
    const scoring = pool.scoreReading({ audio: clipAudio(clip), text: clip.sentence });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await threads.threads[0]?.terminate();
    const outcome = await scoring;
    expect(outcome.status).toBe('done');
  });

  it('starts its threads with the app when asked to keep them ready, and otherwise with the first task', async () => {
    const ready = startWorkerThreads({ threads: 2, ready: true });
    const onDemand = startWorkerThreads({ threads: 2 });
    try {
      expect(ready.threads).toHaveLength(2);
      expect(onDemand.threads).toHaveLength(0);
    } finally {
      await Promise.all([ready.close(), onDemand.close()]);
    }
  });
});
