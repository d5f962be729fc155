import type { CourseListResponse } from '@lms/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { rosterAnswer } from '../test/roster-fixtures';
import { stubResizeObserver } from '../test/stub-resize-observer';
import { Roster } from './Roster';

// antd's table renders slowly under jsdom; give the first paint time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const classListQuery = {
  queryKey: ['course', 'list'],
  queryFn: async (): Promise<CourseListResponse> => ({ status: 'success', active: [], expired: [] }),
};

function renderRoster(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /stu/list/12': () => jsonResponse(rosterAnswer()), ...routes });
  renderInApp(<Roster courseid={12} courseName="Sunflowers" readOnly={false} classListQuery={classListQuery} />);
  return fetchMock;
}

/** The student ids of the table's rows, top to bottom. */
const shownIds = () =>
  [...document.querySelectorAll('.ant-table-tbody tr[data-row-key]')].map((row) => row.getAttribute('data-row-key'));

const callsTo = (fetchMock: ReturnType<typeof mockApi>, prefix: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(`/api${prefix}`));

describe('the roster', { timeout: 20_000 }, () => {
  beforeEach(stubResizeObserver);

  it('lists the students by name with the seats and the school quota', async () => {
    renderRoster();
    await screen.findByText('Ana Lee');
    expect(shownIds()).toEqual(['1', '2', '3']);
    expect(screen.getByText('32 / 40 seats taken')).toBeInTheDocument();
    expect(screen.getByText('School quota 150 / 400 active students')).toBeInTheDocument();
    const cleo = document.querySelector('tr[data-row-key="3"]') as HTMLElement;
    expect(within(cleo).getByText('Inactive')).toBeInTheDocument();
    expect(within(cleo).getByText('Chosen')).toBeInTheDocument();
    expect(within(cleo).getByText('2026.02.01')).toBeInTheDocument();
  });

  it('finds students by name, account, number or parent phone, and says when none match', async () => {
    const user = userEvent.setup();
    renderRoster();
    const search = await screen.findByLabelText('Search students');
    await user.type(search, 'cleo');
    expect(shownIds()).toEqual(['3']);
    await user.clear(search);
    await user.type(search, '4821');
    expect(shownIds()).toEqual(['1']);
    await user.clear(search);
    await user.type(search, '0912');
    expect(shownIds()).toEqual(['2']);
    await user.clear(search);
    await user.type(search, 'zebra');
    expect(screen.getByText('No students match “zebra”.')).toBeInTheDocument();
  });

  it('sorts by a column, ascending then descending', async () => {
    const user = userEvent.setup();
    renderRoster();
    await screen.findByText('Ana Lee');
    const expHeader = () => within(document.querySelector('thead')!).getByText('Experience (EXP)');
    await user.click(expHeader());
    expect(shownIds()).toEqual(['3', '1', '2']);
    await user.click(expHeader());
    expect(shownIds()).toEqual(['2', '1', '3']);
  });

  it('offers the bulk actions for the selected students until the selection is cleared', async () => {
    const user = userEvent.setup();
    renderRoster();
    await user.click(await screen.findByLabelText('Select Ana Lee'));
    await user.click(screen.getByLabelText('Select Cleo Park'));
    const bar = screen.getByRole('region', { name: 'Actions for the selected students' });
    expect(within(bar).getByText('Selected: 2')).toBeInTheDocument();
    expect(within(bar).getByText('Redo placement')).toBeInTheDocument();
    await user.click(within(bar).getByText('Clear selection'));
    expect(screen.queryByRole('region', { name: 'Actions for the selected students' })).not.toBeInTheDocument();
  });

  it('removes the selected students with one call each, after confirmation, showing progress', async () => {
    const user = userEvent.setup();
    const answers: (() => void)[] = [];
    const removal = () =>
      new Promise<Response>((resolve) => answers.push(() => resolve(jsonResponse({ status: 'success' }))));
    const fetchMock = renderRoster({ 'GET /stu/delete/12/1': removal, 'GET /stu/delete/12/2': removal });

    await user.click(await screen.findByLabelText('Select Ana Lee'));
    await user.click(screen.getByLabelText('Select Ben Cho'));
    await user.click(screen.getByText('Remove from class'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Remove these students \(2\) from this class\?/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/stu/delete')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('0 of 2 done…')).toBeInTheDocument();
    answers.shift()?.();
    expect(await within(dialog).findByText('1 of 2 done…')).toBeInTheDocument();
    answers.shift()?.();
    expect(await within(dialog).findByText('Removed: 2 of 2.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/stu/delete')).toEqual(['/api/stu/delete/12/1', '/api/stu/delete/12/2']);
  });

  it('says which students an action failed for, with the translated reason', async () => {
    const user = userEvent.setup();
    renderRoster({
      'POST /stu/modify/12/3': () =>
        jsonResponse({ status: 'error', code: 'students.quota_full', message: 'Quota is full.' }, 409),
    });
    await user.click(await screen.findByLabelText('Select Ana Lee'));
    await user.click(screen.getByLabelText('Select Cleo Park'));
    await user.click(screen.getByText('Activate'));
    const dialog = await screen.findByRole('dialog');
    // Ana is active already, so only Cleo is activated.
    expect(within(dialog).getByText(/Activate these students \(1\)/)).toBeInTheDocument();
    expect(within(dialog).getByText('Selected students who need no change are left out: 1.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByText('Activated: 0 of 1.')).toBeInTheDocument();
    expect(within(dialog).getByText('Cleo Park').closest('li')).toHaveTextContent('Quota is full.');
  });

  it('invites adding students to an empty class', async () => {
    renderRoster({ 'GET /stu/list/12': () => jsonResponse(rosterAnswer([])) });
    expect(await screen.findByText('No students in this class yet')).toBeInTheDocument();
    expect(screen.getByText('Add students').closest('button')).toBeInTheDocument();
    expect(screen.queryByText('Export')).not.toBeInTheDocument();
  });

  it('explains a failure to load and loads again on request', async () => {
    let answer = () => jsonResponse({ status: 'error', code: 'common.system_error' }, 500);
    renderRoster({ 'GET /stu/list/12': () => answer() });
    expect(await screen.findByRole('alert')).toHaveTextContent('System error, please contact your administrator.');
    answer = () => jsonResponse(rosterAnswer());
    await userEvent.setup().click(screen.getByText('Try again'));
    expect(await screen.findByText('Ana Lee')).toBeInTheDocument();
  });
});
