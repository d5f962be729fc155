import {
  type AddStudentResponse,
  COURSE_PATHS,
  ROSTER_PATHS,
  type RosterListResponse,
  rosterListResponse,
  type StudentCandidatesResponse,
} from '@lms/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { institutions, students as studentsTable } from '../../db/schema/index.js';
import { DAY } from '../../test/clock.js';
import { createCourse, createSchool, createStaff, createStudents, enrol } from '../../test/fixtures.js';
import { signIn, useTestApp } from '../../test/harness.js';
import { auditOf, call, classroom, rosterOf } from './roster.fixtures.js';
import { importUrl, table, upload, xlsx } from './roster-test-files.js';

const t = useTestApp();

/** A roster as the page gets it; the database writes this body, so every answer is held to the contract. */
const roster = async (headers: Record<string, string>, courseId: number) => {
  const response = await rosterOf(t, headers, courseId);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json<RosterListResponse>();
  expect(rosterListResponse.parse(body)).toEqual(body);
  return body;
};
const studentRow = async (id: number) => (await t.db.select().from(studentsTable).where(eq(studentsTable.id, id)))[0]!;
const addUser = (headers: Record<string, string>, courseId: number, payload: Record<string, unknown>) =>
  call(t, headers, 'POST', ROSTER_PATHS.addUser, { courseid: courseId }, payload);
const newStudent = (fields: Record<string, string> = {}) => ({
  username: 'Mei Lin',
  account: `mei${Math.random().toString(36).slice(2, 8)}`,
  password: 'secret-1',
  ...fields,
});

describe('GET /stu/list', () => {
  it("lists a class's students with every field, seats and the institution's quota", async () => {
    const { institution, course, headers, students } = await classroom(t, { students: 2, studentLimit: 5, quota: 50 });
    const [away] = await createStudents(t.db, { institutionId: institution.id, count: 1, active: false });
    await enrol(t.db, course, [away!]);
    await createStudents(t.db, { institutionId: institution.id, count: 3 });
    await t.db
      .update(studentsTable)
      .set({
        username: 'Aaron',
        pin: '4321',
        parentPhone: '+886912345678',
        parentAccount: 'mum@example.com',
        remarks: 'Front row',
        level: 'B',
        placement: 'done',
        exp: 120,
        tickets: 3,
        picturePasswordHash: 'x',
      })
      .where(eq(studentsTable.id, students[0]!.id));

    const { record, info } = await roster(headers, course.id);
    expect(record.map((s) => s.stuid)).toEqual([students[0]!.id, ...[students[1]!.id, away!.id].sort((a, b) => a - b)]);
    expect(record[0]).toEqual({
      stuid: students[0]!.id,
      username: 'Aaron',
      account: students[0]!.account,
      pin: '4321',
      parent_phone: '+886912345678',
      parent_account: 'mum@example.com',
      remarks: 'Front row',
      active: true,
      level: 'B',
      placement: 'done',
      exp: 120,
      tickets: 3,
      picture_password_set: true,
      avatar: 'user01',
      joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    // The inactive student is listed but takes no seat; the quota counts the institution's 5 active students.
    expect(info).toEqual({
      courseid: course.id,
      course_name: course.name,
      student_limit: 5,
      occupied: 2,
      available: 3,
      quota: 50,
      quota_used: 5,
      expired: false,
    });
  });

  it('lists names in the order of letters, not of bytes, then by id, here and in the pickers', async () => {
    const { course, headers, students } = await classroom(t, { students: 5 });
    const names = ['Zoe', 'émile', 'adam', 'Ádám', 'adam'];
    for (const [index, student] of students.entries()) {
      await t.db.update(studentsTable).set({ username: names[index]! }).where(eq(studentsTable.id, student.id));
    }
    const [zoe, emile, adam, aadam, adam2] = students.map((student) => student.id);
    const expected = [adam, adam2, aadam, emile, zoe];
    expect((await roster(headers, course.id)).record.map((s) => s.stuid)).toEqual(expected);
    const brief = await call(t, headers, 'GET', ROSTER_PATHS.listBrief, { courseid: course.id });
    expect(brief.json().record.map((s: { stuid: number }) => s.stuid)).toEqual(expected);
  });

  it('answers an empty class, and says when the class has expired', async () => {
    const { course, headers } = await classroom(t, { expiresInDays: -1 });
    const { record, info } = await roster(headers, course.id);
    expect(record).toEqual([]);
    expect(info).toMatchObject({ occupied: 0, expired: true });
  });

  it("answers 404 for another teacher's class and another school's class, but lets the administrator in", async () => {
    const { institution, course, admin } = await classroom(t, { students: 1 });
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    const other = await createSchool(t.db);
    expect((await rosterOf(t, await signIn(t, colleague.email), course.id)).statusCode).toBe(404);
    expect((await rosterOf(t, await signIn(t, other.admin.email), course.id)).json()).toMatchObject({
      code: 'common.not_found',
    });
    expect((await roster(await signIn(t, admin.email), course.id)).record).toHaveLength(1);
  });

  it('answers what another server process changed since the last answer, and a new day', async () => {
    const { course, headers, students, institution, teacher } = await classroom(t, { students: 1, expiresInDays: 0 });
    expect(await roster(headers, course.id)).toMatchObject({ record: [{ username: students[0]!.username }] });
    // Written straight to the database, as another process of the server would.
    await t.db
      .update(studentsTable)
      .set({ username: 'Renamed Elsewhere' })
      .where(eq(studentsTable.id, students[0]!.id));
    await t.db.update(institutions).set({ studentQuota: 7 }).where(eq(institutions.id, institution.id));
    const changed = await roster(headers, course.id);
    expect(changed.record[0]!.username).toBe('Renamed Elsewhere');
    expect(changed.info).toMatchObject({ quota: 7, expired: false });
    t.clock.advance(DAY);
    // Sessions end within a day, so the teacher signs in again.
    expect((await roster(await signIn(t, teacher.email), course.id)).info.expired).toBe(true);
    t.clock.advance(-DAY);
  });
});

describe('finding students to add', () => {
  it("searches the institution's students by name, account or pin, marking who is already in the class", async () => {
    const { institution, teacher, course, headers, students } = await classroom(t, { students: 1 });
    const elsewhere = await createCourse(t.db, {
      institutionId: institution.id,
      teacherId: teacher.id,
      today: t.clock(),
    });
    const [other] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
    await enrol(t.db, elsewhere, [other!]);
    await t.db
      .update(studentsTable)
      .set({ username: 'Zoe_Star', pin: '778899' })
      .where(eq(studentsTable.id, other!.id));
    const foreign = await createSchool(t.db);
    await createStudents(t.db, { institutionId: foreign.institution.id, count: 1 });

    const search = async (term: string) => {
      const response = await call(t, headers, 'GET', ROSTER_PATHS.search, { courseid: course.id, term });
      expect(response.statusCode).toBe(200);
      return response.json<StudentCandidatesResponse>().record;
    };
    expect(await search('zoe')).toEqual([
      {
        stuid: other!.id,
        username: 'Zoe_Star',
        account: other!.account,
        pin: '778899',
        active: true,
        in_course: false,
      },
    ]);
    expect((await search('7788')).map((s) => s.stuid)).toEqual([other!.id]);
    expect((await search(students[0]!.account)).map((s) => [s.stuid, s.in_course])).toEqual([[students[0]!.id, true]]);
    // The search is for the characters typed: "_" and "%" are not wildcards.
    expect((await search('e_s')).map((s) => s.stuid)).toEqual([other!.id]);
    expect(await search('%')).toEqual([]);
    // Every school's test accounts start with "student": only this school's come back.
    const all = await search('student');
    expect(all.map((s) => s.stuid).sort((a, b) => a - b)).toEqual([students[0]!.id, other!.id]);
  });

  it("lists a class's students briefly, and another class's students for copying", async () => {
    const { institution, teacher, course, headers, students } = await classroom(t, { students: 2 });
    const source = await createCourse(t.db, { institutionId: institution.id, teacherId: teacher.id, today: t.clock() });
    const [newcomer] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
    await enrol(t.db, source, [students[0]!, newcomer!]);

    const brief = await call(t, headers, 'GET', ROSTER_PATHS.listBrief, { courseid: course.id });
    expect(brief.json().record).toEqual(
      students
        .map((s) => ({ stuid: s.id, username: s.username, active: true }))
        .sort((a, b) => a.username.localeCompare(b.username)),
    );

    const copy = await call(t, headers, 'GET', ROSTER_PATHS.copyList, {
      fromcourseid: source.id,
      tocourseid: course.id,
    });
    const record = copy.json<StudentCandidatesResponse>().record;
    expect(Object.fromEntries(record.map((s) => [s.stuid, s.in_course]))).toEqual({
      [students[0]!.id]: true,
      [newcomer!.id]: false,
    });
  });

  it('refuses to copy from a class the caller may not see', async () => {
    const { institution, course, headers } = await classroom(t);
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    const theirs = await createCourse(t.db, {
      institutionId: institution.id,
      teacherId: colleague.id,
      today: t.clock(),
    });
    const other = await classroom(t, { students: 2 });
    for (const from of [theirs.id, other.course.id]) {
      const response = await call(t, headers, 'GET', ROSTER_PATHS.copyList, {
        fromcourseid: from,
        tocourseid: course.id,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await call(t, headers, 'GET', ROSTER_PATHS.search, { courseid: other.course.id, term: 'a' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /stu/adduser', () => {
  it('creates a student with tidy values, a hashed password, login cards and an audit record', async () => {
    const { institution, teacher, course, headers } = await classroom(t);
    const response = await addUser(headers, course.id, {
      username: '  Mei   Lin ',
      account: 'Mei.Lin',
      password: 'secret-1',
      pin: '12345',
      parent_phone: '0912-345 678',
      parent_account: 'Parent@Example.com',
      remarks: ' Likes dinosaurs ',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AddStudentResponse>();
    expect(body.added).toEqual([{ stuid: expect.any(Number), username: 'Mei Lin', account: 'mei.lin' }]);
    expect(body.cards).toEqual(expect.any(String));

    const stored = await studentRow(body.added[0]!.stuid);
    expect(stored).toMatchObject({
      institutionId: institution.id,
      username: 'Mei Lin',
      account: 'mei.lin',
      pin: '12345',
      parentPhone: '0912345678',
      parentAccount: 'parent@example.com',
      remarks: 'Likes dinosaurs',
      active: true,
    });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/);
    expect(stored.passwordHash).not.toContain('secret-1');

    const { record, info } = await roster(headers, course.id);
    expect(record.map((s) => s.account)).toEqual(['mei.lin']);
    expect(info.occupied).toBe(1);
    const audit = await auditOf(t, institution.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: teacher.id,
        action: 'student.create',
        entity: 'student',
        entityId: stored.id,
        courseId: course.id,
        before: null,
        after: {
          username: 'Mei Lin',
          account: 'mei.lin',
          pin: '12345',
          parent_phone: '0912345678',
          parent_account: 'parent@example.com',
          remarks: 'Likes dinosaurs',
        },
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('secret-1');
  });

  it('generates a password when none is given', async () => {
    const { course, headers } = await classroom(t);
    const response = await addUser(headers, course.id, newStudent({ password: '' }));
    expect(response.statusCode).toBe(200);
    expect(response.json<AddStudentResponse>().cards).toEqual(expect.any(String));
  });

  it('refuses every broken rule with its own code and changes nothing', async () => {
    const { institution, course, headers, students } = await classroom(t, { students: 1 });
    await t.db
      .update(studentsTable)
      .set({ username: 'Known Kid', pin: '55555', parentPhone: '0911000111', parentAccount: 'known@example.com' })
      .where(eq(studentsTable.id, students[0]!.id));
    // A pin names one student of the school (students sign in with the school code and the pin).
    const elsewhere = await classroom(t, { students: 1 });
    await t.db.update(studentsTable).set({ pin: '66666' }).where(eq(studentsTable.id, elsewhere.students[0]!.id));
    const cases: [Record<string, string>, string, string][] = [
      [{ username: ' ' }, 'students.name_invalid', 'username'],
      [{ username: '12345' }, 'students.name_invalid', 'username'],
      [{ username: 'x'.repeat(51) }, 'students.name_invalid', 'username'],
      [{ account: 'ab' }, 'students.account_invalid', 'account'],
      [{ account: 'has space' }, 'students.account_invalid', 'account'],
      [{ password: '12345' }, 'auth.password_too_short', 'password'],
      [{ password: '      ' }, 'auth.password_too_short', 'password'],
      [{ username: '@@@' }, 'students.name_invalid', 'username'],
      [{ pin: '12a4' }, 'students.pin_invalid', 'pin'],
      [{ parent_phone: 'call me' }, 'students.phone_invalid', 'parent_phone'],
      [{ parent_account: 'not-an-email' }, 'auth.email_invalid', 'parent_account'],
      [{ account: students[0]!.account.toUpperCase() }, 'students.already_exists', 'account'],
      [{ pin: '55555' }, 'students.number_exists', 'pin'],
      [{ parent_phone: '0911-000-111' }, 'students.phone_exists', 'parent_phone'],
      [{ username: 'known kid', parent_account: 'KNOWN@example.com' }, 'students.profile_exists', 'username'],
    ];
    for (const [fields, code, field] of cases) {
      const response = await addUser(headers, course.id, newStudent(fields));
      expect(response.json(), JSON.stringify(fields)).toMatchObject({ status: 'error', code, details: { field } });
    }
    const all = await t.db.select().from(studentsTable).where(eq(studentsTable.institutionId, institution.id));
    expect(all).toHaveLength(1);
    expect(await auditOf(t, institution.id)).toEqual([]);
    // Another school's pin is free here: a student signs in with the school code and the pin.
    const samePinElsewhere = await addUser(headers, course.id, newStudent({ pin: '66666' }));
    expect(samePinElsewhere.statusCode).toBe(200);
    expect(samePinElsewhere.json<AddStudentResponse>().added).toHaveLength(1);
  });

  it('enrols existing students of the institution, and refuses those already in the class', async () => {
    const { institution, teacher, course, headers, students } = await classroom(t, { students: 1 });
    const others = await createStudents(t.db, { institutionId: institution.id, count: 2 });
    // Form bodies repeat the key; JSON sends an array.
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/stu/adduser/${course.id}`,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `stuids=${others[0]!.id}&stuids=${others[1]!.id}`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.json<AddStudentResponse>()).toMatchObject({
      cards: null,
      added: expect.arrayContaining([expect.objectContaining({ stuid: others[0]!.id })]),
    });
    expect((await roster(headers, course.id)).record).toHaveLength(3);
    const audit = await auditOf(t, institution.id);
    expect(audit.map((row) => [row.action, row.entityId, row.courseId, row.actorUserId])).toEqual(
      expect.arrayContaining([
        ['student.enrol', others[0]!.id, course.id, teacher.id],
        ['student.enrol', others[1]!.id, course.id, teacher.id],
      ]),
    );

    const again = await addUser(headers, course.id, { stuids: [students[0]!.id, others[0]!.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'students.already_in_course',
      details: { stuids: expect.arrayContaining([students[0]!.id, others[0]!.id]) },
    });
    expect((await addUser(headers, course.id, { stuids: [] })).json()).toMatchObject({
      code: 'students.none_selected',
    });
  });

  it("answers 404 for another school's student and enrols nobody", async () => {
    const { course, headers } = await classroom(t);
    const other = await classroom(t, { students: 1 });
    const response = await addUser(headers, course.id, { stuids: [other.students[0]!.id] });
    expect(response.statusCode).toBe(404);
    expect((await roster(headers, course.id)).record).toEqual([]);
  });

  it('stops at the class size, counting active students only', async () => {
    const { institution, course, headers } = await classroom(t, { students: 2, studentLimit: 3 });
    const waiting = await createStudents(t.db, { institutionId: institution.id, count: 2 });
    const [away] = await createStudents(t.db, { institutionId: institution.id, count: 1, active: false });

    const full = await addUser(headers, course.id, { stuids: waiting.map((s) => s.id) });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'students.class_size_reached',
      details: { current: 2, limit: 3, requested: 2 },
    });
    expect((await roster(headers, course.id)).record).toHaveLength(2);
    // An inactive student takes no seat; one active student fills the last one.
    expect((await addUser(headers, course.id, { stuids: [away!.id, waiting[0]!.id] })).statusCode).toBe(200);
    // With no seat left the class is full.
    expect((await addUser(headers, course.id, newStudent())).json()).toMatchObject({
      code: 'course.class_full',
      details: { current: 3, limit: 3, requested: 1 },
    });
  });

  it("stops at the institution's quota with the current number and the quota", async () => {
    const { institution, course, headers } = await classroom(t, { students: 2, quota: 3 });
    await createStudents(t.db, { institutionId: institution.id, count: 1 });
    const response = await addUser(headers, course.id, newStudent());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'students.quota_full',
      message: 'Quota is full.',
      details: { current: 3, quota: 3, requested: 1 },
    });
    const all = await t.db.select().from(studentsTable).where(eq(studentsTable.institutionId, institution.id));
    expect(all).toHaveLength(3);
  });
});

describe('POST /stu/modify', () => {
  const modify = (headers: Record<string, string>, courseId: number, stuid: number, payload: Record<string, unknown>) =>
    call(t, headers, 'POST', ROSTER_PATHS.modify, { courseid: courseId, stuid }, payload);

  it('edits the fields sent, clears blank ones and records before and after', async () => {
    const { institution, course, headers, students } = await classroom(t, { students: 1 });
    const [student] = students;
    await t.db.update(studentsTable).set({ remarks: 'Old note', pin: '1111' }).where(eq(studentsTable.id, student!.id));
    const response = await modify(headers, course.id, student!.id, {
      username: 'Renamed Kid',
      remarks: '',
      parent_phone: '+44 20 7946 0000',
    });
    expect(response.json()).toEqual({ status: 'success', cards: null });
    expect(await studentRow(student!.id)).toMatchObject({
      username: 'Renamed Kid',
      remarks: null,
      pin: '1111',
      parentPhone: '+442079460000',
      account: student!.account,
    });
    const [entry] = await auditOf(t, institution.id);
    expect(entry).toMatchObject({
      action: 'student.update',
      entityId: student!.id,
      courseId: course.id,
      before: { username: student!.username, remarks: 'Old note', parent_phone: null },
      after: { username: 'Renamed Kid', remarks: null, parent_phone: '+442079460000' },
    });
  });

  it("sets the student's avatar from user01 to user10, shown on the roster and audited; nothing else is accepted", async () => {
    const { institution, course, headers, students } = await classroom(t, { students: 1 });
    const id = students[0]!.id;
    expect((await modify(headers, course.id, id, { avatar: 'user04' })).statusCode).toBe(200);
    expect(await studentRow(id)).toMatchObject({ avatar: 'user04' });
    const list = await call(t, headers, 'GET', ROSTER_PATHS.list, { courseid: course.id });
    expect(list.json().record[0]).toMatchObject({ stuid: id, avatar: 'user04' });
    const [entry] = await auditOf(t, institution.id);
    expect(entry).toMatchObject({
      action: 'student.update',
      before: { avatar: 'user01' },
      after: { avatar: 'user04' },
    });
    for (const avatar of ['user11', 'avatar', '']) {
      expect((await modify(headers, course.id, id, { avatar })).statusCode).toBe(400);
    }
    expect(await studentRow(id)).toMatchObject({ avatar: 'user04' });
  });

  it("sets a new password, with login cards and an audit record that holds no password in each of the student's classes", async () => {
    const { institution, course, headers, students } = await classroom(t, { students: 1 });
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    const theirs = await createCourse(t.db, {
      institutionId: institution.id,
      teacherId: colleague.id,
      today: t.clock(),
    });
    await enrol(t.db, theirs, [students[0]!]);
    const before = await studentRow(students[0]!.id);
    const response = await modify(headers, course.id, students[0]!.id, { password: 'brand-new-1' });
    expect(response.json().cards).toEqual(expect.any(String));
    const after = await studentRow(students[0]!.id);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    const audit = await auditOf(t, institution.id);
    expect(audit.map((row) => [row.action, row.courseId, row.before, row.after]).sort()).toEqual(
      [
        ['student.password_set', course.id, null, null],
        ['student.password_set', theirs.id, null, null],
      ].sort(),
    );
    expect((await modify(headers, course.id, students[0]!.id, { password: 'short' })).json()).toMatchObject({
      code: 'auth.password_too_short',
    });
  });

  it("refuses another student's account or number", async () => {
    const { course, headers, students } = await classroom(t, { students: 2 });
    await t.db.update(studentsTable).set({ pin: '24680' }).where(eq(studentsTable.id, students[1]!.id));
    expect((await modify(headers, course.id, students[0]!.id, { account: students[1]!.account })).json()).toMatchObject(
      {
        code: 'students.already_exists',
      },
    );
    expect((await modify(headers, course.id, students[0]!.id, { pin: '24680' })).json()).toMatchObject({
      code: 'students.number_exists',
    });
    await t.db.update(studentsTable).set({ parentPhone: '0911222333' }).where(eq(studentsTable.id, students[1]!.id));
    expect((await modify(headers, course.id, students[0]!.id, { parent_phone: '0911-222-333' })).json()).toMatchObject({
      code: 'students.phone_exists',
    });
    expect((await modify(headers, course.id, students[0]!.id, { username: '' })).json()).toMatchObject({
      code: 'students.name_invalid',
    });
    // Sending a student's own values back is not a clash.
    expect(
      (await modify(headers, course.id, students[1]!.id, { pin: '24680', account: students[1]!.account })).statusCode,
    ).toBe(200);
  });

  it('deactivates, and activates only within the quota and the class size', async () => {
    const { institution, course, headers, students } = await classroom(t, { students: 2, studentLimit: 2, quota: 3 });
    const [first] = students;
    expect((await modify(headers, course.id, first!.id, { active: 'false' })).statusCode).toBe(200);
    expect((await roster(headers, course.id)).info).toMatchObject({ occupied: 1, quota_used: 1 });

    // Another active student takes the freed seat; activating the first would exceed the class size.
    const [filler] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
    expect((await addUser(headers, course.id, { stuids: [filler!.id] })).statusCode).toBe(200);
    expect((await modify(headers, course.id, first!.id, { active: true })).json()).toMatchObject({
      code: 'course.class_full',
      details: { current: 2, limit: 2, requested: 1 },
    });
    expect((await studentRow(first!.id)).active).toBe(false);

    await modify(headers, course.id, filler!.id, { active: false });
    await createStudents(t.db, { institutionId: institution.id, count: 2 });
    expect((await modify(headers, course.id, first!.id, { active: 'true' })).json()).toMatchObject({
      code: 'students.quota_full',
      details: { current: 3, quota: 3, requested: 1 },
    });
    const audit = await auditOf(t, institution.id);
    expect(
      audit.filter((row) => row.action === 'student.update').map((row) => [row.entityId, row.before, row.after]),
    ).toEqual([
      [first!.id, { active: true }, { active: false }],
      [filler!.id, { active: true }, { active: false }],
    ]);
  });

  it('answers 404 for a student who is not in the class', async () => {
    const { institution, course, headers } = await classroom(t);
    const [outsider] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
    expect((await modify(headers, course.id, outsider!.id, { username: 'Nope' })).statusCode).toBe(404);
    expect((await studentRow(outsider!.id)).username).not.toBe('Nope');
  });
});

describe('removing, picture passwords and placement', () => {
  it('removes a student from the class only, keeping the student and their history', async () => {
    const { institution, teacher, course, headers, students } = await classroom(t, { students: 2 });
    const [leaving] = students;
    const response = await call(t, headers, 'GET', ROSTER_PATHS.remove, { courseid: course.id, stuid: leaving!.id });
    expect(response.json()).toEqual({ status: 'success' });
    expect((await roster(headers, course.id)).record.map((s) => s.stuid)).toEqual([students[1]!.id]);
    expect(await studentRow(leaving!.id)).toMatchObject({ id: leaving!.id, active: true });
    const [entry] = await auditOf(t, institution.id);
    expect(entry).toMatchObject({
      action: 'student.remove',
      entityId: leaving!.id,
      courseId: course.id,
      actorUserId: teacher.id,
    });
    expect(
      (await call(t, headers, 'GET', ROSTER_PATHS.remove, { courseid: course.id, stuid: leaving!.id })).statusCode,
    ).toBe(404);
  });

  it('refuses a removal without the bearer header', async () => {
    const { course, headers, students } = await classroom(t, { students: 1 });
    const response = await call(t, {}, 'GET', ROSTER_PATHS.remove, { courseid: course.id, stuid: students[0]!.id });
    expect(response.statusCode).toBe(401);
    expect((await roster(headers, course.id)).record).toHaveLength(1);
  });

  it('clears a picture password', async () => {
    const { institution, course, headers, students } = await classroom(t, { students: 1 });
    await t.db.update(studentsTable).set({ picturePasswordHash: 'hash' }).where(eq(studentsTable.id, students[0]!.id));
    const response = await call(t, headers, 'POST', ROSTER_PATHS.resetPicturePassword, { stuid: students[0]!.id });
    expect(response.json()).toEqual({ status: 'success', updated: 1 });
    expect((await studentRow(students[0]!.id)).picturePasswordHash).toBeNull();
    expect((await roster(headers, course.id)).record[0]!.picture_password_set).toBe(false);
    expect(await auditOf(t, institution.id)).toEqual([
      expect.objectContaining({
        action: 'student.picture_password_reset',
        courseId: course.id,
        before: { picture_password_set: true },
        after: { picture_password_set: false },
      }),
    ]);
  });

  it('sends students back to placement, recording who asked and when', async () => {
    const { institution, teacher, course, headers, students } = await classroom(t, { students: 2 });
    const ids = students.map((s) => s.id);
    await t.db.update(studentsTable).set({ placement: 'done' }).where(inArray(studentsTable.id, ids));
    const response = await call(t, headers, 'POST', ROSTER_PATHS.redoPlacement, {}, { stuids: ids.join(',') });
    expect(response.json()).toEqual({ status: 'success', updated: 2 });
    for (const id of ids) {
      expect(await studentRow(id)).toMatchObject({
        placement: 'pending',
        placementRequestedBy: teacher.id,
        placementRequestedAt: t.clock(),
      });
    }
    expect((await roster(headers, course.id)).record.map((s) => s.placement)).toEqual(['pending', 'pending']);
    const audit = await auditOf(t, institution.id);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['student.placement_requested', { placement: 'done' }, { placement: 'pending' }],
      ['student.placement_requested', { placement: 'done' }, { placement: 'pending' }],
    ]);
    expect((await call(t, headers, 'POST', ROSTER_PATHS.redoPlacement, {}, { stuids: [] })).json()).toMatchObject({
      code: 'students.none_selected',
    });
  });

  it("changes nobody when one of the students is another school's or a colleague's", async () => {
    const { institution, headers, students } = await classroom(t, { students: 1 });
    const other = await classroom(t, { students: 1 });
    const colleague = await createStaff(t.db, { institutionId: institution.id });
    const theirs = await createCourse(t.db, {
      institutionId: institution.id,
      teacherId: colleague.id,
      today: t.clock(),
    });
    const [theirStudent] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
    await enrol(t.db, theirs, [theirStudent!]);
    await t.db.update(studentsTable).set({ placement: 'done', picturePasswordHash: 'h' });

    for (const outsider of [other.students[0]!.id, theirStudent!.id]) {
      const redo = await call(
        t,
        headers,
        'POST',
        ROSTER_PATHS.redoPlacement,
        {},
        { stuids: [students[0]!.id, outsider] },
      );
      expect(redo.statusCode).toBe(404);
      const reset = await call(t, headers, 'POST', ROSTER_PATHS.resetPicturePassword, { stuid: outsider });
      expect(reset.statusCode).toBe(404);
    }
    const rows = await t.db
      .select()
      .from(studentsTable)
      .where(inArray(studentsTable.id, [students[0]!.id, other.students[0]!.id, theirStudent!.id]));
    expect(rows.map((row) => [row.placement, row.picturePasswordHash])).toEqual([
      ['done', 'h'],
      ['done', 'h'],
      ['done', 'h'],
    ]);
    expect(await auditOf(t, institution.id)).toEqual([]);
  });
});

describe('an expired class is read-only', () => {
  it('refuses every write with course.expired and changes nothing', async () => {
    const { institution, course, headers, students } = await classroom(t, { students: 1, expiresInDays: -1 });
    const [waiting] = await createStudents(t.db, { institutionId: institution.id, count: 1 });
    const stuid = students[0]!.id;
    const writes = [
      addUser(headers, course.id, newStudent()),
      addUser(headers, course.id, { stuids: [waiting!.id] }),
      call(t, headers, 'POST', ROSTER_PATHS.modify, { courseid: course.id, stuid }, { username: 'Changed' }),
      call(t, headers, 'GET', ROSTER_PATHS.remove, { courseid: course.id, stuid }),
      call(t, headers, 'POST', ROSTER_PATHS.resetPicturePassword, { stuid }),
      call(t, headers, 'POST', ROSTER_PATHS.redoPlacement, {}, { stuids: [stuid] }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'course.expired',
        message: 'Expired, please contact your business partner.',
      });
    }
    expect((await roster(headers, course.id)).record.map((s) => [s.stuid, s.username])).toEqual([
      [stuid, students[0]!.username],
    ]);
    expect(await auditOf(t, institution.id)).toEqual([]);
  });
});

describe("another school's ids", () => {
  it('answer 404 on every call and change nothing', async () => {
    const { headers } = await classroom(t);
    const other = await classroom(t, { students: 1 });
    const courseid = other.course.id;
    const stuid = other.students[0]!.id;
    const calls = [
      call(t, headers, 'GET', ROSTER_PATHS.list, { courseid }),
      call(t, headers, 'GET', ROSTER_PATHS.listBrief, { courseid }),
      call(t, headers, 'GET', ROSTER_PATHS.export, { courseid }),
      call(t, headers, 'POST', ROSTER_PATHS.addUser, { courseid }, newStudent()),
      call(t, headers, 'POST', ROSTER_PATHS.modify, { courseid, stuid }, { username: 'Hacked' }),
      call(t, headers, 'GET', ROSTER_PATHS.remove, { courseid, stuid }),
      call(t, headers, 'POST', ROSTER_PATHS.resetPicturePassword, { stuid }),
      call(t, headers, 'GET', COURSE_PATHS.info, { courseid }),
      xlsx(table([{ username: 'Intruder', account: 'intruder' }], ['username', 'account'])).then((data) => {
        const body = upload({ filename: 'class.xlsx', data });
        return t.app.inject({
          method: 'POST',
          url: importUrl(courseid),
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: 'common.not_found' });
    }
    expect((await roster(other.headers, courseid)).record.map((s) => s.username)).toEqual([
      other.students[0]!.username,
    ]);
    expect(await auditOf(t, other.institution.id)).toEqual([]);
  });
});
