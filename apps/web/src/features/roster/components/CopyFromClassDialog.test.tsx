import type { CourseListResponse, RosterInfo } from '@lms/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { CopyFromClassDialog } from './CopyFromClassDialog';

const INFO: RosterInfo = {
  courseid: 12,
  course_name: '3B',
  student_limit: 30,
  occupied: 10,
  available: 20,
  quota: 400,
  quota_used: 120,
  expired: false,
};

const CLASSES = {
  status: 'success',
  active: [
    { courseid: 12, course_name: '3B' },
    { courseid: 14, course_name: '2A' },
  ],
  expired: [],
} as unknown as CourseListResponse;

describe('copying students from another class', () => {
  it('ends on who joined the class, and closes only when the teacher says so', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /stu/copylist/14/12': () =>
        jsonResponse({
          status: 'success',
          record: [{ stuid: 5, username: 'Ana Lee', account: 'ana.lee', pin: null, active: true, in_course: false }],
        }),
      'POST /stu/adduser/12': () =>
        jsonResponse({
          status: 'success',
          added: [{ stuid: 5, username: 'Ana Lee', account: 'ana.lee' }],
          cards: null,
        }),
    });
    const onClose = vi.fn();
    renderInApp(
      <CopyFromClassDialog
        courseId={12}
        info={INFO}
        classListQuery={{ queryKey: ['classes'], queryFn: async () => CLASSES }}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Choose a class' }));
    await user.click(await screen.findByTitle('2A'));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Pick Ana Lee' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add selected students (1)' }));

    expect(await within(dialog).findByText('Added to the class')).toBeInTheDocument();
    expect(within(dialog).getByText(/Ana Lee/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    // The dialog's own close (×) aside, the result's Close button.
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closes.at(-1)!);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
