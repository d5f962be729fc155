import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { InviteTeacherDialog } from './InviteTeacherDialog';

async function fill(name: string, email: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: /Send invitation/ }));
}

describe('inviting a teacher', () => {
  it('says inline what is wrong with the name or e-mail, without calling the server', async () => {
    const fetchMock = mockApi({});
    const first = renderInApp(<InviteTeacherDialog defaultLanguage="es" onClose={vi.fn()} />);
    await fill('', 'someone@school.test');
    expect(await screen.findByText('Name is not valid.')).toBeInTheDocument();
    first.unmount();
    renderInApp(<InviteTeacherDialog defaultLanguage="es" onClose={vi.fn()} />);
    await fill('Lina Park', 'not-an-address');
    expect(await screen.findByText('E-mail is not valid.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the name, e-mail and mail language once, then closes', async () => {
    const fetchMock = mockApi({ 'POST /account/invite': () => jsonResponse({ status: 'success', userid: 9 }) });
    const onClose = vi.fn();
    renderInApp(<InviteTeacherDialog defaultLanguage="es" onClose={onClose} />);
    await fill('Lina Park', 'lina@school.test');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const init = fetchMock.mock.calls[0]?.[1];
    expect(String(init?.body)).toBe('name=Lina+Park&email=lina%40school.test&language=es');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('translates an e-mail that already has an account', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'POST /account/invite': () => jsonResponse({ status: 'error', code: 'account.email_taken', message: 'x' }, 409),
    });
    renderInApp(<InviteTeacherDialog defaultLanguage="en-US" onClose={vi.fn()} />);
    await fill('Lina Park', 'lina@school.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail already has an account.');
  });
});
