import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/toast/toast-store';
import { useAssignmentSelectionStore } from '../../../stores/assignment-selection-store';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { SUNFLOWERS } from '../test/assignment-fixtures';
import { AssignmentForm } from './AssignmentForm';

const BOOK = {
  resourceid: 101,
  type: 'book',
  resource_name: 'Pip the Pig',
  level: 'A',
  unit: '',
  cover: 'https://content.test/101.jpg',
} as const;

function renderForm(students: { stuid: number; username: string }[]) {
  const fetchMock = mockApi({
    'GET /stu/listbrief/12': () => jsonResponse({ status: 'success', record: students }),
    'POST /course/asgmt/set/12': () => jsonResponse({ status: 'success', aid: 9 }),
  });
  renderInApp(<AssignmentForm course={SUNFLOWERS} />);
  return fetchMock;
}

describe('the create assignment form', { timeout: 30_000 }, () => {
  beforeEach(() => useAssignmentSelectionStore.getState().add(12, [BOOK]));
  afterEach(() => useAssignmentSelectionStore.getState().clearAll());

  it('asks for students first when the class has none, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = renderForm([]);
    await user.type(screen.getByLabelText('Assignment name'), 'Farm animals');
    await screen.findByText('The whole class (0 students)');
    await user.click(screen.getByRole('button', { name: 'Create assignment' }));
    expect(await screen.findByText('Select the list of students to assign first.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/asgmt/set/'))).toBe(false);
  });

  it('gives the rewards of the chosen difficulty, which the teacher can still change', async () => {
    const user = userEvent.setup();
    renderForm([{ stuid: 1, username: 'Ana Lee' }]);
    const exp = screen.getByLabelText('Extra EXP');
    const tickets = screen.getByLabelText('Lucky-draw tickets');
    expect(exp).toHaveValue('20');
    expect(tickets).toHaveValue('1');
    await user.click(screen.getByText('5 · Difficult'));
    expect(exp).toHaveValue('50');
    expect(tickets).toHaveValue('3');
    await user.tripleClick(exp);
    await user.keyboard('75');
    expect(exp).toHaveValue('75');
  });

  it('sends the assignment for the whole class and clears the selection', async () => {
    const user = userEvent.setup();
    const fetchMock = renderForm([
      { stuid: 1, username: 'Ana Lee' },
      { stuid: 2, username: 'Ben Wu' },
    ]);
    await user.type(screen.getByLabelText('Assignment name'), 'Farm animals');
    await screen.findByText('The whole class (2 students)');
    await user.click(screen.getByRole('button', { name: 'Create assignment' }));
    await waitFor(() => expect(useAssignmentSelectionStore.getState().byCourse[12]).toBeUndefined());
    expect(useToastStore.getState().current?.text).toBe('Assignment "Farm animals" created');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('/asgmt/set/12'));
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      name: 'Farm animals',
      difficulty: 2,
      reward_exp: 20,
      reward_tickets: 1,
      resourceids: [101],
      stuids: [1, 2],
    });
  });
});
