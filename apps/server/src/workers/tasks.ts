import type { ErrorCode, Language } from '@lms/shared';
import { AppError } from '../lib/app-error.js';
import { pdfFonts } from '../lib/pdf/pdf-fonts.js';
import { writeSpreadsheet } from '../lib/spreadsheet/spreadsheet.js';
import { readTeacherSheet } from '../modules/account/tasks.js';
import { type ReportDocument, renderReportPdf } from '../modules/report/tasks.js';
import type { PrintableCards } from '../modules/roster/tasks.js';
import { readStudentSheet, renderLoginCards, type UploadedFile } from '../modules/roster/tasks.js';
import { asBuffer } from './bytes.js';
import { loadedScorer, scoreSpokenAnswer, textWarnings } from './reading-scorer.js';
import { workerLog } from './worker-log.js';

/**
 * The work that takes whole milliseconds to seconds of CPU: reading uploaded spreadsheets,
 * writing spreadsheets and PDFs, and scoring spoken answers. It runs in worker threads (this module is loaded there only),
 * so the thread answering requests never waits for it.
 */
export const TASKS = {
  readStudentSheet: (file: UploadedFile) => readStudentSheet({ filename: file.filename, data: asBuffer(file.data) }),
  readTeacherSheet: (file: UploadedFile) => readTeacherSheet({ filename: file.filename, data: asBuffer(file.data) }),
  writeSpreadsheet,
  // Each thread loads the fonts once, on its first PDF (login cards or a report).
  renderLoginCards: (cards: PrintableCards, language: Language) =>
    renderLoginCards(cards, language, pdfFonts(workerLog)),
  renderReportPdf: (report: ReportDocument, language: Language) =>
    renderReportPdf(report, language, pdfFonts(workerLog)),
  scoreReading: scoreSpokenAnswer,
  // The quiz editor's hints: which words of each text the engine cannot score well.
  scoringWarnings: textWarnings,
};

export type Tasks = typeof TASKS;

/** What a thread is told as it starts. */
export interface ThreadStart {
  /** The thread belongs to a ready pool: it loads the speech recogniser at once. */
  ready: boolean;
}

/** Work a thread does as it starts, before any task: a ready pool's thread loads the speech recogniser. */
export function startThread({ ready }: ThreadStart): void {
  if (!ready) return;
  // A load that fails is logged here and tried again by the first answer, which then reports it.
  loadedScorer().catch((error: unknown) => workerLog.error({ err: error }, 'speech recogniser did not load'));
}

export interface TaskMessage {
  name: keyof Tasks;
  args: unknown[];
}

/** A task's result, or the refusal it ended with: an error's class does not survive the trip between threads, its code does. */
export type TaskOutcome = { ok: true; value: unknown } | { ok: false; code: ErrorCode; details?: unknown };

export default async function runTask({ name, args }: TaskMessage): Promise<TaskOutcome> {
  const task = TASKS[name] as (...args: unknown[]) => unknown;
  try {
    return { ok: true, value: await task(...args) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, details: error.details };
    throw error;
  }
}
