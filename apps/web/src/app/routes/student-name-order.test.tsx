import type { CourseListResponse } from '@lms/shared';
import { cleanup, configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssignmentCheck } from '../../features/assignment/components/AssignmentCheck';
import { assignment, progress, SUNFLOWERS } from '../../features/assignment/test/assignment-fixtures';
import { Roster } from '../../features/roster/components/Roster';
import { rosterAnswer, student } from '../../features/roster/test/roster-fixtures';
import { i18n } from '../../lib/i18n/i18n';
import { jsonResponse, mockApi } from '../../test/fetch-mock';
import { renderInApp } from '../../test/render';

configure({ asyncUtilTimeout: 5_000 });

// The same class as the server may send it: in the order of the names' bytes, two students named alike.
const CLASS = [
  [4, 'Zoe'],
  [9, 'adam'],
  [2, 'Ádám'],
  [7, 'émile'],
  [5, 'adam'],
] as const;

const classListQuery = {
  queryKey: ['course', 'list'],
  queryFn: async (): Promise<CourseListResponse> => ({ status: 'success', active: [], expired: [] }),
};

/** The student ids of a page's table rows, top to bottom. */
const shownIds = () =>
  [...document.querySelectorAll('.ant-table-tbody tr[data-row-key]')].map((row) =>
    Number(row.getAttribute('data-row-key')),
  );

type Names = readonly (readonly [number, string])[];

async function rosterOrder(names: Names = CLASS) {
  mockApi({
    'GET /stu/list/12': () =>
      jsonResponse(rosterAnswer(names.map(([stuid, username]) => student({ stuid, username })))),
  });
  renderInApp(<Roster courseId={12} courseName="Sunflowers" readOnly={false} classListQuery={classListQuery} />);
  await screen.findByText(names[0]![1]);
  const ids = shownIds();
  cleanup();
  return ids;
}

async function checkPageOrder(names: Names = CLASS) {
  mockApi({
    'GET /course/asgmt/progress/12/5': () =>
      jsonResponse({
        status: 'success',
        assignment: assignment(),
        record: names.map(([stuid, username]) => progress(stuid, username)),
      }),
    'GET /course/detail/12': () => jsonResponse({ status: 'error' }, 500),
  });
  renderInApp(<AssignmentCheck course={SUNFLOWERS} assignmentId={5} readOnly={false} />);
  await screen.findByText(names[0]![1]);
  const ids = shownIds();
  cleanup();
  return ids;
}

describe('the order of student names', () => {
  it("is the same on the roster and on the check page: the language's collation, then the id", async () => {
    const roster = await rosterOrder();
    expect(roster).toEqual([5, 9, 2, 7, 4]);
    expect(await checkPageOrder()).toEqual(roster);
  });

  it('follows the language the teacher reads in: Chinese names by strokes in Traditional Chinese', async () => {
    const chinese = [
      [1, '李小美'],
      [2, '王大明'],
    ] as const;
    expect(await rosterOrder(chinese)).toEqual([1, 2]);
    await i18n.changeLanguage('zh-TW');
    try {
      expect(await rosterOrder(chinese)).toEqual([2, 1]);
      expect(await checkPageOrder(chinese)).toEqual([2, 1]);
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });
});
