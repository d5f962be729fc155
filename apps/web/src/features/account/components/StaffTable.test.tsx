import type { StaffMember } from '@lms/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { StaffTable } from './StaffTable';

const member = (userid: number, name: string, status: StaffMember['status'], role: StaffMember['role'] = 'teacher') =>
  ({ userid, name, email: `${userid}@school.test`, role, status, classes: 0 }) satisfies StaffMember;

const STAFF = [
  member(1, 'Ada Admin', 'active', 'admin'),
  member(2, 'Ivy Invited', 'invited'),
  member(3, 'Tom Active', 'active'),
  member(4, 'Sue Suspended', 'suspended'),
];

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the staff table', () => {
  it('shows each status in words and offers the actions that status allows', () => {
    mockApi({});
    renderInApp(<StaffTable staff={STAFF} currentUserId={1} />);
    expect(within(row('Ivy Invited')).getByText('Invited')).toBeInTheDocument();
    expect(within(row('Ivy Invited')).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(within(row('Ivy Invited')).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(row('Tom Active')).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(within(row('Sue Suspended')).getByText('Suspended')).toBeInTheDocument();
    expect(within(row('Sue Suspended')).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(within(row('Ada Admin')).queryByRole('button')).toBeNull();
    expect(within(row('Tom Active')).getByRole('link', { name: 'Tom Active' })).toHaveAttribute('href', '/account/3');
  });

  it('suspends a teacher after confirming', async () => {
    const fetchMock = mockApi({
      'POST /account/suspend/3': () => jsonResponse({ status: 'success' }),
      'GET /account/list': () => jsonResponse({ status: 'success', record: STAFF }),
    });
    renderInApp(<StaffTable staff={STAFF} currentUserId={1} />);
    const user = userEvent.setup();
    await user.click(within(row('Tom Active')).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(/Suspend Tom Active\?/)).toBeInTheDocument();
    const confirmButtons = screen.getAllByRole('button', { name: 'Suspend' });
    await user.click(confirmButtons.at(-1)!);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/account/suspend/3'))).toBe(true),
    );
  });
});
