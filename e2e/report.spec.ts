import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openClass, signIn } from './support';

const CLASS = 'Sunflowers';

/** The signed-in teacher's bearer token, as the web app keeps it. */
async function teacherToken(page: Page): Promise<string> {
  const saved = await page.evaluate(() => localStorage.getItem('lms.auth'));
  const token = saved ? (JSON.parse(saved) as { state: { token: string | null } }).state.token : null;
  if (!token) throw new Error('the teacher is not signed in');
  return token;
}

interface Status {
  state: string;
  progress: number;
  file_name?: string;
  bytes?: number;
  error?: string;
}

/**
 * Asks for the class report from the signed-in page's session, as the report dialog does, follows
 * it every second until it is built, and downloads it.
 */
async function classReport(page: Page, courseid: number, format: 'xlsx' | 'pdf') {
  const headers = { authorization: `Bearer ${await teacherToken(page)}` };
  const asked = await page.request.post(`api/report/${courseid}`, {
    headers,
    data: { format, scope: 'class', window: '30d', lang: 'en-US' },
  });
  expect(asked.status()).toBe(202);
  const { jobid } = (await asked.json()) as { jobid: string };
  let status: Status = { state: 'queued', progress: 0 };
  await expect
    .poll(
      async () => {
        status = (await (await page.request.get(`api/report/status/${jobid}`, { headers })).json()) as Status;
        return status.state;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toMatch(/done|failed/);
  expect(status).toMatchObject({ state: 'done', progress: 100 });
  const file = await page.request.get(`api/report/download/${jobid}`, { headers });
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain(encodeURIComponent(status.file_name ?? ''));
  const body = await file.body();
  expect(body.length).toBe(status.bytes);
  return body;
}

test("a teacher downloads the class report as XLSX and as PDF, and both read back with the class's data", async ({
  page,
}) => {
  await signIn(page, 'teacher@demo.test');
  await openClass(page, CLASS);
  const courseid = Number(/\/(\d+)(\/[^/]+)?$/.exec(new URL(page.url()).pathname)?.[1]);
  expect(courseid).toBeGreaterThan(0);

  const xlsx = await classReport(page, courseid, 'xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(
    expect.arrayContaining(['Overview', 'Minutes read and watched', 'Students who need attention', 'Students']),
  );
  expect(book.getWorksheet('Overview')?.getRow(2).values).toEqual([undefined, 'Class', CLASS]);
  expect(book.getWorksheet('Students')?.rowCount).toBeGreaterThan(1);

  const pdf = await classReport(page, courseid, 'pdf');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const file = join(mkdtempSync(join(tmpdir(), 'report-e2e-')), 'class.pdf');
  writeFileSync(file, pdf);
  expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain(`Class report: ${CLASS}`);
});
