import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { rosterInfo } from '../test/roster-fixtures';
import { AddStudentForm } from './AddStudentForm';

configure({ asyncUtilTimeout: 5_000 });

function renderForm(answer: () => Response) {
  const fetchMock = mockApi({ 'POST /stu/adduser/12': answer });
  const onAdded = vi.fn();
  renderInApp(<AddStudentForm courseId={12} info={rosterInfo({ quota_used: 400 })} onAdded={onAdded} />);
  return { fetchMock, onAdded };
}

const added = () =>
  jsonResponse({ status: 'success', added: [{ stuid: 9, username: 'Dana', account: 'dana' }], cards: 'c'.repeat(32) });

describe('the add-student form', () => {
  it('checks every field the way the server does before sending anything', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderForm(added);
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is not valid.');
    expect(screen.getByLabelText('Student account')).toHaveAccessibleDescription(/Student account is not valid/);

    await user.type(screen.getByLabelText('Password (optional)'), 'abc');
    expect(screen.getByLabelText('Password (optional)')).toHaveAccessibleDescription(
      'Password at least 6 characters, not counting spaces.',
    );
    await user.type(screen.getByLabelText('Parent account (e-mail) (optional)'), 'not-an-email');
    expect(screen.getByLabelText('Parent account (e-mail) (optional)')).toHaveAccessibleDescription(
      'E-mail is not valid.',
    );
    await user.type(screen.getByLabelText('Unique login number (PIN) (optional)'), '12');
    expect(screen.getByLabelText('Unique login number (PIN) (optional)')).toHaveAccessibleDescription(
      /login number is not valid/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a field problem once the user leaves the field, not while they type', async () => {
    const user = userEvent.setup();
    renderForm(added);
    await user.type(screen.getByLabelText('Parent phone number (optional)'), '12ab');
    expect(screen.queryByText('The parent phone number is not valid.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('The parent phone number is not valid.')).toBeInTheDocument();
  });

  it('sends the filled-in fields and hands back the new student with their login cards', async () => {
    const user = userEvent.setup();
    const { fetchMock, onAdded } = renderForm(added);
    await user.type(screen.getByLabelText('Name'), '  Dana Wu ');
    await user.type(screen.getByLabelText('Student account'), 'dana');
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('username=Dana+Wu&account=dana');
    expect(onAdded.mock.calls[0]?.[0]).toMatchObject({ cards: 'c'.repeat(32) });
  });

  it("puts the server's refusal under the field it concerns, translated", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm(() => jsonResponse({ status: 'error', code: 'students.already_exists', message: 'x' }, 409));
    await user.type(screen.getByLabelText('Name'), 'Dana Wu');
    await user.type(screen.getByLabelText('Student account'), 'dana');
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Student account')).toHaveAccessibleDescription('The student already exists.'),
    );
    await user.type(screen.getByLabelText('Student account'), '2');
    expect(screen.queryByText('The student already exists.')).not.toBeInTheDocument();
  });

  it('explains a full quota above the form with the numbers', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm(() => jsonResponse({ status: 'error', code: 'students.quota_full', message: 'x' }, 409));
    await user.type(screen.getByLabelText('Name'), 'Dana Wu');
    await user.type(screen.getByLabelText('Student account'), 'dana');
    await user.click(screen.getByRole('button', { name: 'Add student' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Quota is full.');
    expect(alert).toHaveTextContent('Your school has 400 of 400 active students.');
  });
});
