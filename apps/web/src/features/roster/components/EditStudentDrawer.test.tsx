import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { rosterInfo, STUDENTS } from '../test/roster-fixtures';
import { EditStudentDrawer } from './EditStudentDrawer';

describe('editing a student', () => {
  it("sets the student's avatar with one of ten named radio buttons, sent with the profile", async () => {
    const fetchMock = mockApi({ 'POST /stu/modify/12/1': () => jsonResponse({ status: 'success', cards: null }) });
    const onClose = vi.fn();
    renderInApp(<EditStudentDrawer courseId={12} student={STUDENTS[0]!} info={rosterInfo()} onClose={onClose} />);
    const group = await screen.findByRole('group', { name: 'Avatar' });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(10);
    expect(screen.getByRole('radio', { name: 'Avatar 1' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Avatar 4' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.get('avatar')).toBe('user04');
    expect(body.get('username')).toBe('Ana Lee');
  });
});
