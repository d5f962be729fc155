import type { Textbook } from '@lms/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/toast/toast-store';
import {
  toSelectedMaterial,
  useAssignmentSelectionStore,
} from '../../../entities/assignment/assignment-selection-store';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { classLibrary, SUNFLOWERS, textbook } from '../test/assignment-fixtures';
import { CreateAssignment } from './CreateAssignment';

const PIP = textbook(101, 'Pip the Pig');
const OWL = textbook(102, 'Owl at Night', { openflag: 'false' });
const FOX = textbook(103, 'Fox in Socks', { openflag: 'false' });

type Brief = { stuid: number; username: string; active: boolean };
const student = (stuid: number, username: string, active = true): Brief => ({ stuid, username, active });

function renderForm(students: Brief[], library: Textbook[] = [PIP, OWL, FOX], opened: number[] = []) {
  const fetchMock = mockApi({
    'GET /stu/listbrief/12': () => jsonResponse({ status: 'success', record: students }),
    'GET /course/detail/12': () => jsonResponse(classLibrary(library)),
    'POST /course/asgmt/set/12': () => jsonResponse({ status: 'success', aid: 9, opened }),
  });
  renderInApp(<CreateAssignment course={SUNFLOWERS} />);
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof mockApi>) => {
  const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('/asgmt/set/12'));
  return JSON.parse(String(sent?.[1]?.body));
};

const select = (materials: Textbook[]) =>
  useAssignmentSelectionStore.getState().add(12, materials.map(toSelectedMaterial));

describe('the create assignment page', () => {
  afterEach(() => useAssignmentSelectionStore.getState().clearAll());

  it('asks for students first when the class has none, and sends nothing', async () => {
    select([PIP]);
    const user = userEvent.setup();
    const fetchMock = renderForm([]);
    await user.type(screen.getByLabelText('Assignment name'), 'Farm animals');
    await screen.findByText('The whole class (0 students)');
    await user.click(screen.getByRole('button', { name: 'Create assignment' }));
    expect(await screen.findByText('Select the list of students to assign first.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/asgmt/set/'))).toBe(false);
  });

  it('gives the rewards of the chosen difficulty, which the teacher can still change', async () => {
    select([PIP]);
    const user = userEvent.setup();
    renderForm([student(1, 'Ana Lee')]);
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

  it('counts only active students as the whole class, and sends them, clearing the selection', async () => {
    select([PIP]);
    const user = userEvent.setup();
    const fetchMock = renderForm([student(1, 'Ana Lee'), student(2, 'Ben Wu'), student(3, 'Cleo Ito', false)]);
    await user.type(screen.getByLabelText('Assignment name'), 'Farm animals');
    await screen.findByText('The whole class (2 students)');
    expect(screen.getByText('1 inactive student is left out and cannot be chosen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create assignment' }));
    await waitFor(() => expect(useAssignmentSelectionStore.getState().byCourse[12]).toBeUndefined());
    expect(useToastStore.getState().current?.text).toBe('Assignment "Farm animals" created');
    expect(sentBody(fetchMock)).toMatchObject({
      name: 'Farm animals',
      difficulty: 2,
      reward_exp: 20,
      reward_tickets: 1,
      resourceids: [101],
      stuids: [1, 2],
      open_materials: false,
    });
  });

  it('marks inactive students in the chosen list, where they cannot be ticked', async () => {
    select([PIP]);
    const user = userEvent.setup();
    const fetchMock = renderForm([student(1, 'Ana Lee'), student(3, 'Cleo Ito', false)]);
    await user.type(screen.getByLabelText('Assignment name'), 'Farm animals');
    await user.click(await screen.findByRole('radio', { name: 'Chosen students' }));
    const inactive = screen.getByRole('checkbox', { name: 'Cleo Ito Inactive' });
    expect(inactive).toBeDisabled();
    await user.click(screen.getByText('Cleo Ito'));
    expect(inactive).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Ana Lee' }));
    await user.click(screen.getByRole('button', { name: 'Create assignment' }));
    await waitFor(() => expect(sentBody(fetchMock).stuids).toEqual([1]));
  });

  it('warns about closed materials and opens them with the assignment unless the teacher says not to', async () => {
    select([PIP, OWL, FOX]);
    const user = userEvent.setup();
    const fetchMock = renderForm([student(1, 'Ana Lee')], undefined, [102, 103]);
    await user.type(screen.getByLabelText('Assignment name'), 'Night animals');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('2 of these materials are closed to students');
    expect(warning).toHaveTextContent('Students do not see them in the class library: Owl at Night, Fox in Socks');
    const open = within(warning).getByRole('checkbox', { name: "Open them to the class's students when saving" });
    expect(open).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create assignment' }));
    await waitFor(() =>
      expect(sentBody(fetchMock)).toMatchObject({ resourceids: [101, 102, 103], open_materials: true }),
    );
    expect(useToastStore.getState().current?.text).toBe(
      'Assignment "Night animals" created; 2 materials opened to students',
    );
  });

  it('keeps closed materials closed when the teacher unticks the offer, and warns no more once they are removed', async () => {
    select([PIP, OWL]);
    const user = userEvent.setup();
    const fetchMock = renderForm([student(1, 'Ana Lee')]);
    await user.type(screen.getByLabelText('Assignment name'), 'Night animals');
    const warning = await screen.findByRole('alert');
    await user.click(within(warning).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Remove Owl at Night from the assignment' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create assignment' }));
    await waitFor(() => expect(sentBody(fetchMock)).toMatchObject({ resourceids: [101], open_materials: false }));
  });

  it('adds a material of the class library to the end of the list', async () => {
    select([PIP]);
    const user = userEvent.setup();
    renderForm([student(1, 'Ana Lee')]);
    const picker = await screen.findByRole('combobox', { name: 'Add a material from the class library' });
    await user.click(picker);
    await user.click(await screen.findByTitle('Fox in Socks'));
    const order = screen.getByRole('list');
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Pip the Pig', '2Fox in Socks']);
    expect(await screen.findByRole('alert')).toHaveTextContent('1 of these materials is closed to students');
  });
});
