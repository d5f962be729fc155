import { sortByStudentName } from '@lms/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createSchool, createStaff } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { signInStudent } from '../learner/learner.fixtures.js';
import { assignmentKit } from './assignment.fixtures.js';
import { progressSheet } from './progress-export.js';

const t = useTestApp();
const { materials, classroom, createAssignment, progress, complete } = assignmentKit(t);

type Headers = Record<string, string>;

const exportOf = (courseId: number, aid: number, headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/course/asgmt/progress/${courseId}/${aid}/export${query}`, headers });

async function cellsOf(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const cells: string[][] = [];
  sheet.eachRow((row) => cells.push((row.values as ExcelJS.CellValue[]).slice(1).map((value) => String(value ?? ''))));
  return { name: sheet.name, count: workbook.worksheets.length, cells };
}

describe("exporting an assignment's check page", () => {
  it('writes what the page shows as XLSX, named after the assignment, students in the order of names', async () => {
    const room = await classroom();
    const aid = await createAssignment(room, { name: 'Garden week 3' });
    const [first] = room.students;
    const student = await signInStudent(t, room.institution.schoolCode, first!.account);
    const [book, video] = materials() as [number, number];
    expect((await complete(student, book)).statusCode).toBe(200);
    expect((await complete(student, video)).statusCode).toBe(200);
    const page = await progress(room, aid);

    const response = await exportOf(room.course.id, aid, room.headers, '?lang=en-US');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''Garden%20week%203.xlsx");

    const { name, count, cells } = await cellsOf(response.rawPayload);
    expect(name).toBe('Progress');
    expect(count).toBe(1);
    expect(cells[0]).toEqual([
      'Student',
      'Assignment',
      'Checked',
      'Time spent',
      'Completed at',
      'Zebra Days',
      'Count Song',
    ]);
    // The page's order of names (numbers by value), as the check page sorts them.
    const names = sortByStudentName(page.record as { stuid: number; username: string }[], 'en-US');
    expect(cells.slice(1).map((row) => row[0])).toEqual(names.map((r) => r.username));
    const done = cells.find((row) => row[0] === first!.username)!;
    expect(done.slice(0, 4)).toEqual([first!.username, 'Complete', 'Not checked', '4:00']);
    expect(done[4]).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    expect(done.slice(5)).toEqual(['Done (2:00)', 'Done (2:00)']);
    const waiting = cells.find((row) => row[0] === room.students[1]!.username)!;
    expect(waiting.slice(1)).toEqual(['Incomplete', 'Not checked', '0:00', '', '0:00', '0:00']);
  });

  it("writes in the teacher's own language unless asked, and as CSV when asked", async () => {
    const room = await classroom();
    const aid = await createAssignment(room);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/language',
      headers: room.headers,
      payload: { lang: 'ja-JP' },
    });
    const { cells } = await cellsOf((await exportOf(room.course.id, aid, room.headers)).rawPayload);
    expect(cells[0]!.slice(0, 5)).toEqual(['生徒', '課題', '確認済み', '学習時間', '完了日時']);
    expect(cells[1]!.slice(1, 3)).toEqual(['未完了', '未確認']);

    const csv = await exportOf(room.course.id, aid, room.headers, '?format=csv&lang=es');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFF"Alumno","Tarea","Revisada","Tiempo dedicado","Completada el","Zebra Days","Count Song"',
    );
  });

  it("refuses a colleague, another school's staff, an unknown assignment and a bad format", async () => {
    const room = await classroom();
    const aid = await createAssignment(room);
    const colleague = await createStaff(t.db, { institutionId: room.institution.id });
    const other = await createSchool(t.db);
    for (const headers of [await signIn(t, colleague.email), await signIn(t, other.admin.email)]) {
      const refused = await exportOf(room.course.id, aid, headers);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ status: 'error', code: 'common.not_found' });
    }
    expect((await exportOf(room.course.id, aid + 1000, room.headers)).json()).toMatchObject({
      code: 'common.not_found',
    });
    const badFormat = await exportOf(room.course.id, aid, room.headers, '?format=pdf');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({ code: 'common.validation' });
    expect((await exportOf(room.course.id, aid, {})).statusCode).toBe(401);
  });
});

describe('the progress sheet', () => {
  it('names a material the catalogue no longer has by its id', () => {
    const sheet = progressSheet(
      {
        assignment: { resourceids: [7] } as never,
        record: [
          {
            stuid: 1,
            username: 'Ann',
            state: 'missed',
            checked: true,
            spent_s: 3725,
            completed_at: null,
            materials: [{ resourceid: 7, spent_s: 3725, completed: false }],
          },
        ],
      },
      new Map(),
      'en-US',
    );
    expect(sheet.header.at(-1)).toBe('Material 7');
    expect(sheet.rows).toEqual([['Ann', 'Missed', 'Checked', '1:02:05', '', '1:02:05']]);
  });
});
