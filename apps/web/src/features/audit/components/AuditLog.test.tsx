import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { AuditLog } from './AuditLog';

const page = (record: object[]) => ({
  status: 'success',
  record,
  page: 1,
  size: 25,
  total: record.length,
  people: [{ userid: 2, name: 'Grace Chen' }],
  actions: ['course.update'],
});

const entry = {
  id: 9,
  at: '2026-11-23T08:30:00.000Z',
  userid: 2,
  user_name: 'Grace Chen',
  action: 'course.update',
  entity: 'course',
  entity_id: 4,
  entity_name: 'Herons',
  courseid: 4,
  course_name: 'Herons',
  before: { student_limit: 18, grade_tag: 'grade2' },
  after: { student_limit: 24, grade_tag: 'summer' },
  support: null,
};

describe('the audit log', () => {
  it('says who changed what, with each field before and after in words', async () => {
    mockApi({ 'GET /account/audit?page=1&size=25': () => jsonResponse(page([entry])) });
    renderInApp(<AuditLog classes={[{ courseid: 4, course_name: 'Herons' }]} />);
    const row = (await screen.findByText('Grace Chen changed the class Herons')).closest('tr')!;
    expect(within(row).getByText('Active student limit:')).toBeInTheDocument();
    expect(within(row).getByText('18').tagName).toBe('DEL');
    expect(within(row).getByText('24').tagName).toBe('INS');
    expect(within(row).getByText('Summer special')).toBeInTheDocument();
  });

  it('reads a hand-over and a picture password reset as sentences with names and values in words', async () => {
    const handOver = {
      ...entry,
      id: 10,
      action: 'course.teacher_change',
      before: { teacher: 'Daniel Ortiz' },
      after: { teacher: 'Yuki Tanaka' },
    };
    const reset = {
      ...entry,
      id: 11,
      action: 'student.picture_password_reset',
      entity: 'student',
      entity_name: 'Mia Wong',
      before: { picture_password_set: true },
      after: { picture_password_set: false },
    };
    mockApi({ 'GET /account/audit?page=1&size=25': () => jsonResponse(page([handOver, reset])) });
    renderInApp(<AuditLog classes={[]} />);
    const first = (await screen.findByText('Grace Chen changed the teacher of Herons')).closest('tr')!;
    expect(within(first).getByText('Daniel Ortiz').tagName).toBe('DEL');
    expect(within(first).getByText('Yuki Tanaka').tagName).toBe('INS');
    const second = screen.getByText('Grace Chen reset the picture password of Mia Wong').closest('tr')!;
    expect(within(second).getByText('Picture password chosen:')).toBeInTheDocument();
    expect(within(second).getByText('Yes').tagName).toBe('DEL');
    expect(within(second).getByText('No').tagName).toBe('INS');
  });

  it("says when the product company's staff made a change in support mode, and why", async () => {
    const supported = { ...entry, support: { staff_name: 'Product Support', reason: 'Ticket 4821: class limit' } };
    mockApi({ 'GET /account/audit?page=1&size=25': () => jsonResponse(page([supported])) });
    renderInApp(<AuditLog classes={[]} />);
    // Who acted is the administrator whose rights support used; support's own line says who and why.
    const row = (await screen.findByText('Grace Chen changed the class Herons')).closest('tr')!;
    expect(
      within(row).getByText('In support mode, by Product Support of product support. Reason: Ticket 4821: class limit'),
    ).toBeInTheDocument();
  });

  it('explains an empty log', async () => {
    mockApi({ 'GET /account/audit?page=1&size=25': () => jsonResponse(page([])) });
    renderInApp(<AuditLog classes={[]} />);
    expect(await screen.findByText('No changes found')).toBeInTheDocument();
  });
});
