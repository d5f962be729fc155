import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fillPath,
  REPORT_PATHS,
  type ReportRequestBody,
  reportRequestResponse,
  reportStatusResponse,
} from '@lms/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { composeServices } from '../../composition.js';
import { reportJobs } from '../../db/schema/index.js';
import { startJobs } from '../../jobs/jobs.js';
import { REPORT_CLEANUP_CRON, REPORT_CLEANUP_QUEUE } from '../../jobs/report.job.js';
import { createFileStore } from '../../lib/file-store/create-file-store.js';
import { DAY, HOUR } from '../../test/clock.js';
import { createCourse, createSchool, createStaff, createStudents, enrol } from '../../test/fixtures.js';
import { signIn, testContext, useTestApp } from '../../test/harness.js';
import { fixtureSources } from './report.fixtures.js';
import { REPORT_TEXTS } from './report-texts.js';

/** Classes whose student pages break while their report is built. */
const failing = new Set<number>();
const t = useTestApp({
  env: { JOBS: 'true' },
  services: (db, clock) => ({ reportSources: fixtureSources(db, clock, failing) }),
});

const api = (path: string) => `${t.config.basePath}api${path}`;

async function classWith(students: number) {
  const { institution, admin, teacher } = await createSchool(t.db);
  const course = await createCourse(t.db, {
    institutionId: institution.id,
    teacherId: teacher.id,
    name: 'Class 3B 三年乙班',
  });
  const pupils = await createStudents(t.db, { institutionId: institution.id, count: students });
  await enrol(t.db, course, pupils);
  const colleague = await createStaff(t.db, { institutionId: institution.id });
  return {
    institution,
    course,
    pupils,
    teacherEmail: teacher.email,
    teacher: await signIn(t, teacher.email),
    admin: await signIn(t, admin.email),
    colleague: await signIn(t, colleague.email),
  };
}

const ask = (headers: Record<string, string>, courseid: number, body: ReportRequestBody) =>
  t.app.inject({ method: 'POST', url: api(fillPath(REPORT_PATHS.request, { courseid })), headers, payload: body });
const statusOf = (headers: Record<string, string>, jobid: string) =>
  t.app.inject({ method: 'GET', url: api(fillPath(REPORT_PATHS.status, { jobid })), headers });
const download = (headers: Record<string, string>, jobid: string) =>
  t.app.inject({ method: 'GET', url: api(fillPath(REPORT_PATHS.download, { jobid })), headers });

async function requested(headers: Record<string, string>, courseid: number, body: ReportRequestBody) {
  const response = await ask(headers, courseid, body);
  expect(response.statusCode, response.body).toBe(202);
  return reportRequestResponse.parse(response.json()).jobid;
}

/** Polls the status as the web does, until the job is settled; answers every state seen. */
async function settled(headers: Record<string, string>, jobid: string, timeoutMs = 60_000) {
  const seen = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await statusOf(headers, jobid);
    expect(response.statusCode, response.body).toBe(200);
    const status = reportStatusResponse.parse(response.json());
    seen.push(status);
    if (status.state === 'done' || status.state === 'failed' || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function pdfTool(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'report-api-')), 'report.pdf');
  writeFileSync(file, pdf);
  return execFileSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' });
}

describe('reports', () => {
  it("builds the class report as XLSX in the teacher's language: requested, followed to done, downloaded, read back", async () => {
    const room = await classWith(3);
    const jobid = await requested(room.teacher, room.course.id, {
      format: 'xlsx',
      scope: 'class',
      window: 'last30',
      lang: 'es',
    });
    expect(jobid).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const seen = await settled(room.teacher, jobid);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ state: 'done', progress: 100 });
    expect(seen.every((s, i) => i === 0 || s.progress >= seen[i - 1]!.progress)).toBe(true);
    const texts = REPORT_TEXTS.es;
    expect(last.file_name).toMatch(new RegExp(`^Class 3B 三年乙班 ${texts.classReport} \\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    expect(new Date(last.expires_at!).getTime()).toBe(t.clock().getTime() + DAY);

    const file = await download(room.teacher, jobid);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(last.file_name!)}`);
    expect(file.rawPayload.length).toBe(last.bytes);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toContain(texts.section.attention);
    const overview = book.getWorksheet(texts.overview.title)!;
    expect(overview.getRow(2).values).toEqual([undefined, texts.overview.class, 'Class 3B 三年乙班']);
    expect(overview.getRow(4).values).toEqual([undefined, texts.overview.window, texts.window.last30]);
    const students = book.getWorksheet(texts.section.students)!;
    expect(students.rowCount).toBe(1 + 3);
    expect(
      students
        .getRows(2, 3)!
        .map((row) => row.getCell(1).value)
        .sort(),
    ).toEqual(room.pupils.map((p) => p.username).sort());
  });

  it("builds a student's report as PDF in Thai, with the fonts embedded and the student's name in its text", async () => {
    const room = await classWith(2);
    const pupil = room.pupils[1]!;
    const jobid = await requested(room.admin, room.course.id, {
      format: 'pdf',
      scope: pupil.id,
      window: '30d',
      lang: 'th-TH',
    });
    const last = (await settled(room.admin, jobid)).at(-1)!;
    expect(last.state).toBe('done');
    expect(last.file_name).toContain(pupil.username);
    const file = await download(room.admin, jobid);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = file.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfTool('pdftotext', pdf).replace(/\s+/g, '');
    expect(text).toContain(pupil.username);
    expect(text).toContain(REPORT_TEXTS['th-TH'].studentReport.replace(/\s+/g, ''));
    expect(text).toContain(REPORT_TEXTS['th-TH'].section.history.replace(/\s+/g, ''));
    expect(pdfTool('pdfinfo', pdf)).toMatch(/Pages:\s+[1-9]/);
    const fonts = pdfTool('pdffonts', pdf);
    expect(fonts).toMatch(/Loma/);
    expect(fonts).toMatch(/NotoSansCJK/);
  });

  it("is asked for by the class's teacher or the school's administrator, and followed only by the one who asked", async () => {
    const room = await classWith(1);
    const other = await classWith(1);
    const body: ReportRequestBody = { format: 'xlsx', scope: 'class', window: 'last6', lang: 'en-US' };
    // A colleague and another school's staff do not find the class; nor a student of another class.
    expect((await ask(room.colleague, room.course.id, body)).json()).toMatchObject({ code: 'common.not_found' });
    expect((await ask(other.admin, room.course.id, body)).statusCode).toBe(404);
    expect((await ask(room.teacher, room.course.id, { ...body, scope: other.pupils[0]!.id })).statusCode).toBe(404);

    const jobid = await requested(room.teacher, room.course.id, body);
    await settled(room.teacher, jobid);
    // The school's administrator may ask for the class's report, but not follow the teacher's.
    for (const stranger of [room.admin, room.colleague, other.admin, other.teacher]) {
      expect((await statusOf(stranger, jobid)).json()).toMatchObject({ code: 'common.not_found' });
      expect((await download(stranger, jobid)).statusCode).toBe(404);
    }
    expect((await statusOf(room.teacher, 'x'.repeat(32))).statusCode).toBe(404);
    expect((await statusOf(room.teacher, 'not-a-job')).json()).toMatchObject({ code: 'common.validation' });
    expect((await t.app.inject({ method: 'GET', url: api(fillPath(REPORT_PATHS.status, { jobid })) })).statusCode).toBe(
      401,
    );
  });

  it('answers not ready for a report still waiting, and a failed build with its error code', async () => {
    const room = await classWith(2);
    failing.add(room.course.id);
    const jobid = await requested(room.teacher, room.course.id, {
      format: 'pdf',
      scope: 'class',
      window: 'last6',
      lang: 'ko-KR',
    });
    const last = (await settled(room.teacher, jobid)).at(-1)!;
    expect(last).toMatchObject({ state: 'failed', error: 'report.build_failed' });
    expect(last.file_name).toBeUndefined();
    expect((await download(room.teacher, jobid)).json()).toMatchObject({ code: 'report.build_failed' });

    // A report back in the queue (as after a server stopped mid-build) is not ready to download.
    await t.db.update(reportJobs).set({ state: 'queued', progress: 0 }).where(eq(reportJobs.id, jobid));
    const waiting = await download(room.teacher, jobid);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({ code: 'report.not_ready' });
  });

  it('keeps a report for 24 hours; the hourly clean-up then removes its row and its file', async () => {
    const room = await classWith(1);
    const jobid = await requested(room.teacher, room.course.id, {
      format: 'xlsx',
      scope: room.pupils[0]!.id,
      window: 'last6',
      lang: 'ja-JP',
    });
    expect((await settled(room.teacher, jobid)).at(-1)!.state).toBe('done');
    const [row] = await t.db.select().from(reportJobs).where(eq(reportJobs.id, jobid));
    const files = createFileStore(t.config);
    expect(await files.read(row!.fileKey!)).not.toBeNull();

    const ctx = testContext(t);
    const services = composeServices(ctx, { reportSources: fixtureSources(t.db, t.clock) });
    try {
      // The clean-up is scheduled hourly with the other jobs.
      const jobs = await startJobs(ctx, services, t.database);
      try {
        expect(await jobs.boss.getSchedules()).toContainEqual(
          expect.objectContaining({ name: REPORT_CLEANUP_QUEUE, cron: REPORT_CLEANUP_CRON }),
        );
      } finally {
        await jobs.stop();
      }
      t.clock.advance(23 * HOUR);
      // Signed in again: a session does not last a day.
      let teacher = await signIn(t, room.teacherEmail);
      expect(await services.reports.removeExpired()).toBe(0);
      expect((await download(teacher, jobid)).statusCode).toBe(200);
      t.clock.advance(HOUR);
      teacher = await signIn(t, room.teacherEmail);
      expect((await statusOf(teacher, jobid)).json()).toMatchObject({ code: 'report.expired' });
      expect((await download(teacher, jobid)).statusCode).toBe(410);
      expect(await services.reports.removeExpired()).toBeGreaterThanOrEqual(1);
      expect(await t.db.select().from(reportJobs).where(eq(reportJobs.id, jobid))).toEqual([]);
      expect(await files.read(row!.fileKey!)).toBeNull();
      expect((await statusOf(teacher, jobid)).statusCode).toBe(404);
    } finally {
      t.clock.advance(-DAY);
      await ctx.workers.close();
    }
  });
});
