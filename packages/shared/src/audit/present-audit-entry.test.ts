import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../contracts/audit.js';
import { presentAuditEntry } from './present-audit-entry.js';

const entry = (values: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-28T01:16:00.000Z',
  userid: 2,
  user_name: 'Amy Lin',
  action: 'course.update',
  entity: 'course',
  entity_id: 4,
  entity_name: 'Herons',
  courseid: 4,
  course_name: 'Herons',
  before: null,
  after: null,
  support: null,
  ...values,
});
const moment = (iso: string) => `moment ${iso}`;

describe('an audit entry as a reader sees it', () => {
  it('reads a hand-over with the teachers by name', () => {
    const shown = presentAuditEntry(
      entry({
        action: 'course.teacher_change',
        before: { teacher: 'Daniel Ortiz' },
        after: { teacher: 'Yuki Tanaka' },
      }),
      'en-US',
      moment,
    );
    expect(shown.sentence).toBe('Amy Lin changed the teacher of Herons');
    expect(shown.changes).toEqual([{ field: 'Teacher', before: 'Daniel Ortiz', after: 'Yuki Tanaka' }]);
  });

  it('says who imported how many teachers, and shows no internal count field', () => {
    const shown = presentAuditEntry(
      entry({ action: 'staff.import', entity: 'user', entity_id: null, entity_name: null, after: { count: 3 } }),
      'zh-TW',
      moment,
    );
    expect(shown.sentence).toBe('Amy Lin 從檔案邀請了 3 位老師');
    expect(shown.changes).toEqual([]);
  });

  it('writes values in words in the reader’s language: states, yes and no, dates', () => {
    const published = presentAuditEntry(
      entry({
        action: 'quiz.publish',
        entity: 'quiz',
        entity_name: 'Week 3',
        before: { state: 'unpublished' },
        after: { state: 'published' },
      }),
      'ja-JP',
      moment,
    );
    expect(published.sentence).toBe('Amy Lin が「Herons」でクイズ「Week 3」を公開しました');
    expect(published.changes).toEqual([{ field: '状態', before: '未公開', after: '公開済み' }]);
    const reset = presentAuditEntry(
      entry({
        action: 'student.picture_password_reset',
        entity: 'student',
        entity_name: 'Mia',
        before: { picture_password_set: true },
        after: { picture_password_set: false },
      }),
      'th-TH',
      moment,
    );
    expect(reset.changes).toEqual([{ field: 'เลือกรหัสผ่านรูปภาพแล้ว', before: 'ใช่', after: 'ไม่ใช่' }]);
    const dated = presentAuditEntry(
      entry({ after: { expiry_date: '2027-01-31' }, before: { expiry_date: '2026-12-31' } }),
      'th-TH',
      moment,
    );
    expect(dated.changes).toEqual([{ field: 'วันหมดอายุ', before: '2026.12.31', after: '2027.01.31' }]);
  });

  it('names a deleted quiz by the name it had, and a former staff member as such', () => {
    const shown = presentAuditEntry(
      entry({
        action: 'quiz.delete',
        entity: 'quiz',
        entity_name: null,
        user_name: null,
        before: { name: 'Farm week', kind: 'task' },
      }),
      'en-US',
      moment,
    );
    expect(shown.sentence).toBe('A former staff member deleted the quiz Farm week in Herons');
    expect(shown.changes).toEqual([
      { field: 'Name', before: 'Farm week', after: null },
      { field: 'Kind of quiz', before: 'Speaking task', after: null },
    ]);
  });
});
