import type { AssignmentSummary } from '@lms/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/toast/toast-store';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { assignment, classLibrary, progress, SUNFLOWERS, textbook } from '../test/assignment-fixtures';
import { EditAssignment } from './EditAssignment';

const STUDENTS = [
  { stuid: 1, username: 'Ana Lee', active: true },
  { stuid: 2, username: 'Ben Wu', active: true },
  { stuid: 3, username: 'Cleo Ito', active: true },
  { stuid: 4, username: 'Dan Oh', active: false },
];

function renderEdit(saved: AssignmentSummary) {
  const fetchMock = mockApi({
    'GET /course/asgmt/progress/12/5': () =>
      jsonResponse({ status: 'success', assignment: saved, record: [progress(1, 'Ana Lee'), progress(2, 'Ben Wu')] }),
    'GET /stu/listbrief/12': () => jsonResponse({ status: 'success', record: STUDENTS }),
    'GET /course/detail/12': () =>
      jsonResponse(classLibrary([textbook(101, 'Pip the Pig'), textbook(102, 'Owl at Night')])),
    'POST /course/asgmt/edit/12/5': () => jsonResponse({ status: 'success', aid: 5, opened: [] }),
  });
  renderInApp(<EditAssignment course={SUNFLOWERS} assignmentId={5} />);
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof mockApi>) => {
  const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('/asgmt/edit/12/5'));
  return sent && JSON.parse(String(sent[1]?.body));
};

describe('the edit assignment page', () => {
  it('once started, lets the teacher rename, move the end and add students, keeping the rest as it is', async () => {
    const user = userEvent.setup();
    const fetchMock = renderEdit(assignment({ status: 'ongoing', difficulty: 3, reward_exp: 35, reward_tickets: 2 }));
    const name = await screen.findByLabelText('Assignment name');
    expect(name).toHaveValue('Farm animals');
    expect(screen.getByText(/This assignment has started\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toBeDisabled();
    expect(screen.getByLabelText('End date (due)')).toBeEnabled();
    expect(screen.getByLabelText('Extra EXP')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Add a material from the class library' })).not.toBeInTheDocument();

    // Given to two of the three active students: the chosen list, where those two stay.
    expect(screen.getByRole('checkbox', { name: 'Ana Lee' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ana Lee' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Dan Oh Inactive' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Cleo Ito' }));
    await user.clear(name);
    await user.type(name, 'Farm animals, part 2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(sentBody(fetchMock)).toEqual({
        name: 'Farm animals, part 2',
        start_date: '2026-11-20',
        end_date: '2026-11-27',
        difficulty: 3,
        reward_exp: 35,
        reward_tickets: 2,
        resourceids: [101, 102],
        stuids: [1, 2, 3],
        open_materials: false,
      }),
    );
    expect(useToastStore.getState().current?.text).toBe('Assignment "Farm animals, part 2" saved');
  });

  it('keeps the students of a started assignment when the teacher picks the whole class', async () => {
    const user = userEvent.setup();
    const fetchMock = renderEdit(assignment({ status: 'ended' }));
    await user.click(await screen.findByRole('radio', { name: 'The whole class (3 students)' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentBody(fetchMock)?.stuids).toEqual([1, 2, 3]));
  });

  it('before the start, changes the materials and their order too', async () => {
    const user = userEvent.setup();
    const fetchMock = renderEdit(assignment({ status: 'upcoming', start_date: '2099-01-05', end_date: '2099-01-11' }));
    await screen.findByLabelText('Assignment name');
    expect(screen.queryByText(/This assignment has started\./)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Move Owl at Night up' }));
    const order = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(order).toEqual(['1Owl at Night', '2Pip the Pig']);
    await user.click(screen.getByRole('radio', { name: 'The whole class (3 students)' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentBody(fetchMock)).toMatchObject({ resourceids: [102, 101], stuids: [1, 2, 3] }));
  });
});
