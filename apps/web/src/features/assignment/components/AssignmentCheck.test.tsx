import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { assignment, progress, SUNFLOWERS } from '../test/assignment-fixtures';
import { AssignmentCheck } from './AssignmentCheck';

const PROGRESS = {
  status: 'success',
  assignment: assignment(),
  record: [
    progress(1, 'Ana Lee', { state: 'complete', completed_at: new Date(2026, 10, 21, 18, 44).toISOString() }),
    progress(2, 'Ben Wu'),
    progress(3, 'Cleo Ito', { state: 'missed' }),
  ],
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function renderCheck(body = PROGRESS) {
  const fetchMock = mockApi({
    'GET /course/asgmt/progress/12/5/export?format=xlsx&lang=en-US': () =>
      new Response('xlsx bytes', {
        headers: {
          'content-type': XLSX_TYPE,
          'content-disposition': `attachment; filename="Garden week.xlsx"; filename*=UTF-8''Garden%20week.xlsx`,
        },
      }),
    'GET /course/asgmt/progress/12/5': () => jsonResponse(body),
    'GET /course/detail/12': () => jsonResponse({ status: 'error' }, 500),
    'POST /course/asgmt/check/12/5': () => jsonResponse({ status: 'success' }),
  });
  renderInApp(<AssignmentCheck course={SUNFLOWERS} assignmentId={5} readOnly={false} />);
  return fetchMock;
}

describe('the check page', () => {
  it('shows where each student stands', async () => {
    renderCheck();
    await screen.findByText('Ana Lee');
    expect(screen.getByText('Complete')).toBeInTheDocument();
    expect(screen.getByText('Incomplete')).toBeInTheDocument();
    expect(screen.getByText('Missed')).toBeInTheDocument();
    expect(screen.getByText('1 complete · 1 incomplete · 1 missed')).toBeInTheDocument();
    expect(screen.getAllByText('1 of 2 done')).toHaveLength(3);
    // Dates and times as everywhere in the app: YYYY.MM.DD, with the time where it matters.
    expect(screen.getByText('2026.11.21 18:44')).toBeInTheDocument();
    expect(screen.getByText('2026.11.20')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit assignment' })).toHaveAttribute(
      'href',
      '/course_assignment/edit/course=Sunflowers/type=regular/12/5',
    );
    // Each name leads to the student's page in the class.
    expect(screen.getByRole('link', { name: 'Ana Lee' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/course_student_page\/course=Sunflowers\/type=regular\/12\/\d+$/),
    );
  });

  it('marks the selected students checked in one request', async () => {
    const user = userEvent.setup();
    const fetchMock = renderCheck();
    await screen.findByText('Ana Lee');
    await user.click(screen.getByLabelText('Select Ana Lee'));
    await user.click(screen.getByLabelText('Select Cleo Ito'));
    await user.click(screen.getByRole('button', { name: 'Mark checked' }));
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/course/asgmt/check/12/5'));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.[1]?.body))).toEqual({ stuids: [1, 3], checked: true });
  });

  it('offers no checking before the assignment starts, and says why', async () => {
    renderCheck({ ...PROGRESS, assignment: assignment({ status: 'upcoming' }) });
    await screen.findByText('Ana Lee');
    expect(screen.getByText('Work can be marked checked once the assignment has started.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark checked' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Select Ana Lee')).not.toBeInTheDocument();
  });

  it('downloads the export the server writes, in the teacher’s language', async () => {
    const user = userEvent.setup();
    const saved: { name: string; url: string }[] = [];
    vi.stubGlobal('URL', { ...URL, createObjectURL: (blob: Blob) => `blob:${blob.type}`, revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, url: this.href });
    });
    const fetchMock = renderCheck();
    await screen.findByText('Ana Lee');
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await vi.waitFor(() => expect(saved).toEqual([{ name: 'Garden week.xlsx', url: `blob:${XLSX_TYPE}` }]));
    const exports = fetchMock.mock.calls.filter(([url]) => String(url).includes('/export'));
    expect(exports).toHaveLength(1);
  });
});
