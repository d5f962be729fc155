import type { Announcement } from '@lms/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { useCommonStore } from '../../../stores/common-store';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { useAnnouncements } from '../api/get-announcements';
// Loaded before any test, so the modal's dialog shows within the same turn as its answer.
import './AnnouncementDialog';
import { AnnouncementModal } from './AnnouncementModal';

const epoch = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).getTime() / 1000;

const maintenance: Announcement = {
  anncmnt_id: 1,
  anncmnt_type: 'maintenance',
  anncmnt_content: '',
  display_flag: 'true',
  start_date: epoch(2026, 11, 30, 22, 0),
  end_date: epoch(2026, 12, 1, 6, 30),
};
const general: Announcement = {
  anncmnt_id: 2,
  anncmnt_type: 'general',
  anncmnt_content:
    '<p>New <b>picture books</b> arrived.</p><img src="x" onerror="window.hacked=true"><script>window.hacked=true</script><a href="https://example.test" onclick="steal()">Read more</a>',
  display_flag: 'true',
  start_date: epoch(2026, 11, 1, 0, 0),
  end_date: epoch(2026, 12, 31, 0, 0),
};
const activity: Announcement = {
  ...general,
  anncmnt_id: 3,
  anncmnt_type: 'activity',
  anncmnt_content: '<p>Reading week!</p>',
};

/** Says when the announcements have been read, to the modal and to it alike (one query, one answer). */
function AnswerRead() {
  const { data } = useAnnouncements();
  return data ? <p>Announcements read</p> : null;
}

function renderModal(record: Announcement[]) {
  const fetchMock = mockApi({ 'GET /ores/getanncmnt': () => jsonResponse({ status: 'success', record }) });
  renderInApp(
    <>
      <AnnouncementModal />
      <AnswerRead />
    </>,
  );
  return fetchMock;
}

/**
 * The modal has had the answer (and, its dialog's code being loaded already, would show it by
 * now): what it shows is final, however long the answer took.
 */
async function answerShown() {
  await screen.findByText('Announcements read');
  await act(async () => {});
}

describe('the announcement modal', () => {
  afterEach(() => {
    useCommonStore.setState({ dismissedAnnouncements: [] });
    useAuthStore.getState().signOut();
  });

  it('pages through the announcements one at a time', async () => {
    const user = userEvent.setup();
    renderModal([maintenance, general, activity]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Scheduled maintenance')).toBeInTheDocument();
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous announcement' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next announcement' }));
    expect(within(dialog).getByText('Announcement')).toBeInTheDocument();
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next announcement' }));
    expect(within(dialog).getByText('Reading week!')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next announcement' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Previous announcement' }));
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
  });

  it('states a maintenance window in the fixed sentence with YYYY/MM/DD HH:mm times', async () => {
    renderModal([maintenance]);
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'The system will be under maintenance from 2026/11/30 22:00 to 2026/12/01 06:30.',
    );
    expect(screen.queryByRole('navigation', { name: 'Announcements' })).not.toBeInTheDocument();
  });

  it('shows announcement HTML with scripts and event handlers removed', async () => {
    renderModal([general]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('picture books').tagName).toBe('B');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('[onclick]')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Read more' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('"Don\'t show again" + "Noted" remembers the choice so the modal stays away', async () => {
    const user = userEvent.setup();
    renderModal([maintenance, general]);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: "Don't show again" }));
    await user.click(within(dialog).getByRole('button', { name: 'Noted' }));
    expect(useCommonStore.getState().dismissedAnnouncements).toEqual([1, 2]);
    expect(JSON.parse(localStorage.getItem('lms.common') ?? '{}').state.dismissedAnnouncements).toEqual([1, 2]);

    cleanup();
    const fetchMock = renderModal([maintenance, general]);
    await answerShown();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Noted" without the checkbox hides it for this session only: a reload keeps it away, the next sign-in brings it back', async () => {
    const user = userEvent.setup();
    renderModal([general]);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Noted' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(useCommonStore.getState().dismissedAnnouncements).toEqual([]);
    expect(JSON.parse(localStorage.getItem('lms.auth') ?? '{}').state.announcementsClosed).toBe(true);

    cleanup();
    const fetchMock = renderModal([general]);
    await answerShown();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    cleanup();
    signInAs('teacher', 'next-token');
    renderModal([general]);
    expect(await screen.findByRole('dialog')).toHaveTextContent('New picture books arrived.');
  });

  it('closes on its close button without remembering anything', async () => {
    const user = userEvent.setup();
    renderModal([general]);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(useCommonStore.getState().dismissedAnnouncements).toEqual([]);
  });

  it('still shows an announcement that arrives after earlier ones were dismissed', async () => {
    useCommonStore.getState().dismissAnnouncements([1, 2]);
    renderModal([maintenance, general, activity]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reading week!')).toBeInTheDocument();
  });
});
