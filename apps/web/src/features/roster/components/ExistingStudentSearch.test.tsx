import type { RosterInfo } from '@lms/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { typeThenPause } from '../../../test/typing';
import { ExistingStudentSearch } from './ExistingStudentSearch';

const INFO: RosterInfo = {
  courseid: 12,
  course_name: '3B',
  student_limit: 30,
  occupied: 10,
  available: 20,
  quota: 400,
  quota_used: 120,
  expired: false,
};

describe("searching the school's students", () => {
  it('searches as the teacher types, once they pause, without Enter', async () => {
    const fetchMock = mockApi({
      'GET /stu/search/12/ana': () =>
        jsonResponse({
          status: 'success',
          record: [{ stuid: 5, username: 'Ana Lee', account: 'ana.lee', pin: null, active: true, in_course: false }],
        }),
    });
    renderInApp(<ExistingStudentSearch courseId={12} info={INFO} onAdded={() => {}} />);
    typeThenPause(screen.getByRole('searchbox', { name: "Search your school's students" }), 'ana');
    expect(await screen.findByText('Ana Lee')).toBeInTheDocument();
    // One request for the word typed, not one per key.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/stu/search/12/ana']);
  });
});
