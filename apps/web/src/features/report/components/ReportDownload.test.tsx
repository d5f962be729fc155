import type { ReportStatusResponse } from '@lms/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { REPORT_POLL_MS } from '../api/get-report-status';
import { ReportDownload } from './ReportDownload';
import { fileSize, progressStep } from './report-progress';

const JOB = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const course = { courseid: 12, course_name: 'Class 3B' };

/** Answers the status calls in turn, the last one again and again. */
function statuses(...answers: Omit<ReportStatusResponse, 'status'>[]) {
  let call = 0;
  return () => jsonResponse({ status: 'success', ...answers[Math.min(call++, answers.length - 1)] });
}

describe('ReportDownload', () => {
  const createObjectURL = vi.fn(() => 'blob:report');
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the report chosen, follows its progress, then downloads it by its name', async () => {
    // Polling runs on the test's clock, which also follows the wall's, so its end can be checked.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /report/12': () => jsonResponse({ status: 'success', jobid: JOB }, 202),
      [`GET /report/status/${JOB}`]: statuses(
        { state: 'running', progress: 40 },
        {
          state: 'done',
          progress: 100,
          file_name: 'Class 3B Class report 2026-11-23.pdf',
          bytes: 52_300,
          expires_at: '2026-11-24T15:00:00.000Z',
        },
      ),
      [`GET /report/download/${JOB}`]: () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': "attachment; filename*=UTF-8''Class%203B%20Class%20report%202026-11-23.pdf",
          },
        }),
    });
    renderInApp(<ReportDownload course={course} scope="class" window="last30" />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report of Class 3B' });
    expect(within(dialog).getByRole('radio', { name: 'Last 30 records' })).toBeChecked();
    expect(within(dialog).getByText(/kept for 24 hours/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Document (PDF)' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Last 30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create report' }));

    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/report/12'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ format: 'pdf', scope: 'class', window: '30d', lang: 'en-US' });
    expect(await within(dialog).findByText('Building the report…')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    // Focus moves from the form that is gone to the report being built.
    expect(within(dialog).getByRole('progressbar').closest('[tabindex="-1"]')).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Building the report: 40%');

    expect(await within(dialog).findByText('Class 3B Class report 2026-11-23.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('(52.3 kB)')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Kept until 2026\.11\.2[45] \d\d:00\.$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('is ready to download');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    // Polling stopped once the report was done.
    const polls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/report/status/')).length;
    // Three polling periods on the test's clock: none asks again.
    await vi.advanceTimersByTimeAsync(REPORT_POLL_MS * 3);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/report/status/'))).toHaveLength(polls);
  });

  it('says why a report failed, in words, and lets the teacher ask again', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /report/12': () => jsonResponse({ status: 'success', jobid: JOB }, 202),
      [`GET /report/status/${JOB}`]: statuses({ state: 'failed', progress: 10, error: 'report.build_failed' }),
    });
    renderInApp(<ReportDownload course={course} scope={7} window="last6" />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Student report' });
    await user.click(within(dialog).getByRole('button', { name: 'Create report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The report could not be built.');
    await user.click(within(dialog).getByRole('button', { name: 'Create another' }));
    expect(within(dialog).getByRole('button', { name: 'Create report' })).toBeInTheDocument();
  });

  it('says so when the teacher already has as many reports on their way as one may, and keeps the form', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /report/12': () => jsonResponse({ status: 'error', code: 'report.too_many_pending', message: 'x' }, 429),
    });
    renderInApp(<ReportDownload course={course} scope="class" window="last6" />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report of Class 3B' });
    await user.click(within(dialog).getByRole('button', { name: 'Create report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have 5 reports being prepared. Please wait until one is ready, then ask again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Create report' })).toBeInTheDocument();
  });

  it('announces progress in steps of ten and writes sizes in the language', () => {
    expect([0, 9, 10, 47, 100].map(progressStep)).toEqual([0, 0, 10, 40, 100]);
    expect(fileSize(52_300, 'en-US')).toBe('52.3 kB');
    expect(fileSize(2_400_000, 'de')).toBe('2,4 MB');
  });
});
