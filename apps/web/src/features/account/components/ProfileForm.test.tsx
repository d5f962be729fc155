import type { AccountProfile } from '@lms/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { ProfileForm } from './ProfileForm';

const PROFILE: AccountProfile = {
  userid: 7,
  name: 'Mei Chen',
  email: 'mei@demo.test',
  role: 'admin',
  image: '2',
  language: 'en-US',
  institution: 'Demo School',
  pending_email: null,
};

describe('the profile form', () => {
  it('refuses a name without a letter, as the student form does, before sending', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderInApp(<ProfileForm profile={PROFILE} />);
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '@@@');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Name is not valid.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a name of any script, trimmed', async () => {
    const fetchMock = mockApi({
      'POST /account/profile': () => jsonResponse({ status: 'success', profile: { ...PROFILE, name: '陳美' } }),
    });
    const user = userEvent.setup();
    renderInApp(<ProfileForm profile={PROFILE} />);
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, ' 陳美 ');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body)).get('name')).toBe('陳美');
    expect(screen.queryByText('Name is not valid.')).toBeNull();
  });
});
