import type { OidcSettingsResponse } from '@lms/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { SchoolSignInCallback } from './SchoolSignInCallback';
import { SchoolSignInSettingsForm } from './SchoolSignInSettingsForm';

const REDIRECT = 'https://lms.example/oidc/callback';
const saved: OidcSettingsResponse = {
  status: 'success',
  settings: {
    issuer: 'https://id.school.example',
    client_id: 'lms',
    domains: 'school.example,staff.school.example',
    enabled: true,
    checked_at: '2026-03-02T08:00:00.000Z',
  },
  redirect_uri: REDIRECT,
};

afterEach(() => vi.unstubAllGlobals());

describe("the school's sign-in settings", () => {
  it('starts empty, asks for a secret, and checks the domains before sending', async () => {
    const fetchMock = mockApi({});
    renderInApp(<SchoolSignInSettingsForm current={{ status: 'success', settings: null, redirect_uri: REDIRECT }} />);
    const user = userEvent.setup();
    expect(screen.getByText(REDIRECT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try signing in/ })).toBeDisabled();
    await user.type(screen.getByLabelText('Provider address (issuer)'), 'id.school.example');
    await user.type(screen.getByLabelText(/Allowed e-mail domains/), 'school.example, not a domain');
    await user.click(screen.getByRole('button', { name: 'Save and check provider' }));
    expect(screen.getByText('Enter a whole address, such as https://id.your-school.example.')).toBeInTheDocument();
    expect(screen.getByText('Enter the client ID your provider gave you.')).toBeInTheDocument();
    expect(screen.getByText('Enter the client secret your provider gave you.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter one or more domains separated by commas, such as your-school.example.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the secret when left empty, and says why the server refused the provider', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockApi({
      'POST /auth/oidc/settings': () =>
        jsonResponse({ status: 'error', code: 'auth.oidc_issuer_not_allowed', message: 'no' }, 400),
    });
    renderInApp(<SchoolSignInSettingsForm current={saved} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText(/Allowed e-mail domains/)).toHaveValue('school.example, staff.school.example');
    expect(screen.getByLabelText('Client secret')).toHaveAttribute(
      'placeholder',
      'A secret is set. Leave empty to keep it.',
    );
    await user.clear(screen.getByLabelText('Provider address (issuer)'));
    await user.type(screen.getByLabelText('Provider address (issuer)'), 'https://10.0.0.1/');
    await user.click(screen.getByRole('button', { name: 'Save and check provider' }));
    expect(await screen.findByText('The settings were not saved')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/private or reserved network/);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      issuer: 'https://10.0.0.1/',
      client_id: 'lms',
      domains: 'school.example,staff.school.example',
      enabled: true,
    });
  });

  it('says when the provider answered and the sign-in is on', async () => {
    mockApi({ 'POST /auth/oidc/settings': () => jsonResponse(saved) });
    renderInApp(<SchoolSignInSettingsForm current={saved} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save and check provider' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. Your provider answered, and your staff can now sign in with their school accounts.',
    );
  });

  it('opens the trial in a new tab, cut off from this one', async () => {
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    mockApi({
      'POST /auth/oidc/try': () => jsonResponse({ status: 'success', url: 'https://id.school.example/auth?x' }),
    });
    renderInApp(<SchoolSignInSettingsForm current={saved} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Try signing in/ }));
    await vi.waitFor(() => expect(tab.location.href).toBe('https://id.school.example/auth?x'));
    expect(tab.opener).toBeNull();
  });
});

describe('coming back from a trial of the sign-in', () => {
  it('names who would be signed in, and signs nobody in', async () => {
    mockApi({
      'POST /auth/oidc/finish': () =>
        jsonResponse({ status: 'success', trial: { username: 'Tess Teacher', email: 'tess@school.example' } }),
    });
    const onSignedIn = vi.fn();
    renderInApp(
      <SchoolSignInCallback
        answer={{ state: 's', code: 'c', iss: undefined, error: undefined }}
        onSignedIn={onSignedIn}
      />,
    );
    expect(await screen.findByRole('heading', { name: "Your school's sign-in works" })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your provider's account signs in here as Tess Teacher (tess@school.example).",
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('lms.auth') ?? '').not.toContain('token":"');
  });
});
