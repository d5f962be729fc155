import type { RosterInfo, RosterListResponse, RosterStudent } from '@lms/shared';

export function student(overrides: Partial<RosterStudent>): RosterStudent {
  return {
    stuid: 1,
    username: 'Student',
    account: 'student',
    pin: null,
    parent_phone: null,
    parent_account: null,
    remarks: null,
    active: true,
    level: 'A1',
    placement: 'done',
    exp: 0,
    tickets: 0,
    picture_password_set: false,
    avatar: 'user01',
    joined: '2026-02-01T08:00:00.000Z',
    ...overrides,
  };
}

export const STUDENTS: RosterStudent[] = [
  student({ stuid: 1, username: 'Ana Lee', account: 'ana.lee', pin: '4821', exp: 120, tickets: 3 }),
  student({ stuid: 2, username: 'Ben Cho', account: 'ben.cho', exp: 300, parent_phone: '0912345678' }),
  student({ stuid: 3, username: 'Cleo Park', account: 'cleo', exp: 45, active: false, picture_password_set: true }),
];

export function rosterInfo(overrides: Partial<RosterInfo> = {}): RosterInfo {
  return {
    courseid: 12,
    course_name: 'Sunflowers',
    student_limit: 40,
    occupied: 32,
    available: 8,
    quota: 400,
    quota_used: 150,
    expired: false,
    ...overrides,
  };
}

export function rosterAnswer(record = STUDENTS, info = rosterInfo()): RosterListResponse {
  return { status: 'success', record, info };
}
