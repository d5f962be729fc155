import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/toast/toast-store';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { EmailChangeDialog } from './EmailChangeDialog';

describe('changing one’s sign-in e-mail', () => {
  it('sends the new address with the current password, and closes saying where the link went', async () => {
    const fetchMock = mockApi({
      'POST /account/email': () => jsonResponse({ status: 'success', pending_email: 'mei.new@school.test' }),
    });
    const onClose = vi.fn();
    renderInApp(<EmailChangeDialog open onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Change your sign-in e-mail' });
    await user.type(within(dialog).getByLabelText('New e-mail'), 'mei.new@school.test');
    await user.type(within(dialog).getByLabelText('Current password'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(useToastStore.getState().current?.text).toBe(
      'We sent a link to mei.new@school.test. Open it within 24 hours to make the change.',
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/account/email'))!;
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      email: 'mei.new@school.test',
      password: 'demo1234',
    });
  });

  it('asks for both fields before sending, and shows a refusal translated', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockApi({
      'POST /account/email': () => jsonResponse({ status: 'error', code: 'account.email_taken' }, 409),
    });
    renderInApp(<EmailChangeDialog open onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await within(dialog).findByText('Enter the new e-mail.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your current password.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('New e-mail'), 'admin@school.test');
    await user.type(within(dialog).getByLabelText('Current password'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This e-mail already has an account.');
  });
});
