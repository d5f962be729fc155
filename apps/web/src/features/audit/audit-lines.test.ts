import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit-lines';

describe('the changes of an audit entry', () => {
  it('pairs each changed field before and after', () => {
    expect(
      fieldChanges({ before: { student_limit: 20, teacher: 'Amy' }, after: { student_limit: 24, teacher: 'Dan' } }),
    ).toEqual([
      { field: 'student_limit', before: 20, after: 24 },
      { field: 'teacher', before: 'Amy', after: 'Dan' },
    ]);
  });

  it('lists the values of a creation and of a removal on their one side', () => {
    expect(fieldChanges({ before: null, after: { name: 'Herons' } })).toEqual([{ field: 'name', after: 'Herons' }]);
    expect(fieldChanges({ before: { name: 'Quiz' }, after: null })).toEqual([{ field: 'name', before: 'Quiz' }]);
    expect(fieldChanges({ before: null, after: null })).toEqual([]);
  });
});
