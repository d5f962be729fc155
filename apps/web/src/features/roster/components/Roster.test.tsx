import type { CourseListResponse } from '@lms/shared';
import { act, cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { useRosterColumnsStore } from '../stores/roster-columns-store';
import { rosterAnswer, student } from '../test/roster-fixtures';
import { Roster } from './Roster';

// antd's table renders slowly under jsdom; give the first paint time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const classListQuery = {
  queryKey: ['course', 'list'],
  queryFn: async (): Promise<CourseListResponse> => ({ status: 'success', active: [], expired: [] }),
};

function renderRoster(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /stu/list/12': () => jsonResponse(rosterAnswer()), ...routes });
  renderInApp(
    <Roster
      courseId={12}
      courseName="Sunflowers"
      readOnly={false}
      classListQuery={classListQuery}
      studentPath={(stuid) => `/student/${stuid}`}
    />,
  );
  return fetchMock;
}

/** The student ids of the table's rows, top to bottom. */
const shownIds = () =>
  [...document.querySelectorAll('.ant-table-tbody tr[data-row-key]')].map((row) => row.getAttribute('data-row-key'));

const callsTo = (fetchMock: ReturnType<typeof mockApi>, prefix: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(`/api${prefix}`));

/** The table's column headers, left to right. */
const headers = () =>
  [...document.querySelectorAll('.ant-table-thead th')].map((cell) => cell.textContent?.trim()).filter(Boolean);

describe('the roster', () => {
  beforeEach(() => {
    useRosterColumnsStore.setState({ byUser: {} });
    signInAs();
  });

  it('lists the students by name with the seats and the school quota', async () => {
    renderRoster();
    await screen.findByText('Ana Lee');
    expect(shownIds()).toEqual(['1', '2', '3']);
    expect(screen.getByText('32 / 40 seats taken')).toBeInTheDocument();
    expect(screen.getByText('School quota 150 / 400 active students')).toBeInTheDocument();
    const cleo = document.querySelector('tr[data-row-key="3"]') as HTMLElement;
    expect(within(cleo).getByText('Inactive')).toBeInTheDocument();
    expect(within(document.querySelector('tr[data-row-key="1"]') as HTMLElement).getByText('4821')).toBeInTheDocument();
    // A name leads to the student's page.
    expect(screen.getByRole('link', { name: 'Ana Lee' })).toHaveAttribute('href', '/student/1');
  });

  it('shows the columns read at a glance, and the others once the teacher picks them, remembered per teacher', async () => {
    const user = userEvent.setup();
    renderRoster();
    await screen.findByText('Ana Lee');
    expect(headers()).toEqual([
      'Name',
      'Student account',
      'Login number',
      'Active',
      'Level',
      'Placement',
      'Experience (EXP)',
      'Lucky-draw tickets',
      'Actions',
    ]);
    expect(screen.queryByText('0912345678')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Columns \(8\)/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Parent phone number' }));
    await user.click(screen.getByRole('checkbox', { name: 'Joined' }));
    await user.click(screen.getByRole('checkbox', { name: 'Picture password' }));
    await user.click(screen.getByRole('checkbox', { name: 'Level' }));
    expect(headers()).toEqual([
      'Name',
      'Student account',
      'Login number',
      'Active',
      'Placement',
      'Experience (EXP)',
      'Lucky-draw tickets',
      'Picture password',
      'Parent phone number',
      'Joined',
      'Actions',
    ]);
    const cleo = document.querySelector('tr[data-row-key="3"]') as HTMLElement;
    expect(within(cleo).getByText('Chosen')).toBeInTheDocument();
    expect(within(cleo).getByText('2026.02.01')).toBeInTheDocument();
    expect(screen.getByText('0912345678')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('lms.roster-columns') ?? '{}').state.byUser['7']).toContain('parent_phone');

    // Another teacher on this device sees the usual columns; the first one finds theirs again.
    cleanup();
    useAuthStore.setState({ userid: 8 });
    renderRoster();
    await screen.findByText('Ana Lee');
    expect(headers()).not.toContain('Parent phone number');
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(await screen.findByRole('button', { name: 'Show the usual columns' }));
    expect(headers()).toContain('Level');
    act(() => useAuthStore.setState({ userid: 7 }));
    expect(headers()).toContain('Parent phone number');
  });

  it("lists names in the language's order, not the order of their bytes, with equal names by id", async () => {
    const names = [
      student({ stuid: 4, username: 'Zoe' }),
      student({ stuid: 9, username: 'adam' }),
      student({ stuid: 2, username: 'Ádám' }),
      student({ stuid: 7, username: 'émile' }),
      student({ stuid: 5, username: 'adam' }),
    ];
    renderRoster({ 'GET /stu/list/12': () => jsonResponse(rosterAnswer(names)) });
    await screen.findByText('Zoe');
    expect(shownIds()).toEqual(['5', '9', '2', '7', '4']);
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

  it('reports every bulk action in the same dialog, closed by one button', async () => {
    const user = userEvent.setup();
    renderRoster({
      'POST /stu/modify/12/1': () => jsonResponse({ status: 'success', cards: null }),
      'POST /course/student/redoplacement/true': () => jsonResponse({ status: 'success', updated: 1 }),
    });
    for (const [button, done] of [
      ['Deactivate', 'Deactivated: 1 of 1.'],
      ['Redo placement', 'Sent back to placement: 1 of 1.'],
    ] as const) {
      await user.click(await screen.findByLabelText('Select Ana Lee'));
      await user.click(
        within(screen.getByRole('region', { name: 'Actions for the selected students' })).getByText(button),
      );
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: button }));
      expect(await within(dialog).findByText(done)).toBeInTheDocument();
      // One way out of the result: no Cancel button, hidden or not, and no second Close.
      expect(within(dialog).queryByText('Cancel')).not.toBeInTheDocument();
      expect(within(dialog).getAllByRole('button')).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
  });

  it('prints login cards again, saying who gets a new password and who keeps a login number', async () => {
    const user = userEvent.setup();
    const fetchMock = renderRoster({
      'POST /stu/reprintcards/12': () =>
        jsonResponse({ status: 'success', cards: 'c'.repeat(43), passwords_set: 2, pins: 1 }),
    });
    for (const name of ['Cleo Park', 'Ana Lee', 'Ben Cho'])
      await user.click(await screen.findByLabelText(`Select ${name}`));
    await user.click(screen.getByText('Print login cards'));
    const dialog = await screen.findByRole('dialog', { name: 'Print login cards' });
    expect(within(dialog).getByText('Print login cards for these students (3)?')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Students who sign in with a password get a new one (2): their old passwords stop working at once, and they are signed out of the student app.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Students who sign in with their login number (1) keep it: their cards show it, and nothing changes for them.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/stu/reprintcards')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Print cards' }));
    expect(await within(dialog).findByText('Login cards ready: 3 of 3.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Download login cards/ })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/stu/reprintcards/12'))!;
    // In the roster's order, one request with its own key.
    expect(new URLSearchParams(String(init?.body)).getAll('stuids')).toEqual(['1', '2', '3']);
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
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
