import type { EchoProgressResponse } from '@lms/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectHttp, type HttpSession } from '../../../lib/http';
import { stubMediaPlayback, stubObjectUrls } from '../../../test/browser-stubs';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { SCORING_POLL_MS } from '../api/get-echo-progress';
import { answer, classProgress, progressBody, quiz, SUNFLOWERS, student, wordAnswer } from '../test/echo-fixtures';
import { EchoProgress } from './EchoProgress';

const SIGNED_OUT: HttpSession = {
  token: () => null,
  isOnLoginRoute: () => false,
  expire() {},
  unavailable() {},
  signInAgain() {},
  navigate() {},
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function renderProgress({
  bodies = [classProgress()],
  readOnly = false,
  routes = {},
}: {
  bodies?: EchoProgressResponse[];
  readOnly?: boolean;
  routes?: Parameters<typeof mockApi>[0];
} = {}) {
  let served = 0;
  const fetchMock = mockApi({
    // Each call gets the next answer; the last one repeats.
    'GET /echo/progress/12/5': () => jsonResponse(bodies[Math.min(served++, bodies.length - 1)]),
    ...routes,
  });
  renderInApp(<EchoProgress course={SUNFLOWERS} echoId={5} readOnly={readOnly} />);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(path) && (init?.method ?? 'GET') === method);

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('button', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function openStudent(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  // antd names the drawer by an id that is not unique under test, so the title is checked as text.
  const panel = await screen.findByRole('dialog');
  expect(within(panel).getByText(`Answers of ${name}`)).toBeInTheDocument();
  return panel;
}

describe('the Echo Valley progress page', () => {
  it('shows the quiz and each student’s scores, the teacher’s marked as such', async () => {
    renderProgress();
    await screen.findByRole('heading', { name: 'Farm week' });
    expect(screen.getByText('2026.11.16 to 2026.11.22')).toBeInTheDocument();
    expect(screen.getByText('2 (sentences: 1, words: 1)')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 students')).toBeInTheDocument();
    // The average, rounded.
    expect(screen.getByText('73')).toBeInTheDocument();

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('button')[0]?.textContent)).toEqual([
      'Ana Lee',
      'Ben Wu',
      'Cleo Ito',
    ]);
    const ana = within(rowOf('Ana Lee'));
    expect(ana.getByText('Submitted')).toBeInTheDocument();
    // Overall 80 includes a teacher's score; question 1 shows the teacher's 70, not the automatic 64.
    expect(ana.getByText('80')).toBeInTheDocument();
    expect(ana.getByText('70')).toBeInTheDocument();
    expect(ana.queryByText('64')).not.toBeInTheDocument();
    expect(ana.getByText('90')).toBeInTheDocument();
    expect(ana.getAllByText("Teacher's score")).toHaveLength(2);
    // The last answer's time (shown in the browser's time zone).
    expect(rowOf('Ana Lee').querySelector('time')).toHaveAttribute('dateTime', '2026-11-18T10:31:00.000Z');

    // Ben answered one question of two: in progress; Cleo none.
    const ben = within(rowOf('Ben Wu'));
    expect(ben.getByText('In progress')).toBeInTheDocument();
    expect(within(rowOf('Cleo Ito')).getByText('Not submitted')).toBeInTheDocument();
    expect(
      ben.getByText('Not scored: The recording is silent. Check the microphone and record again.'),
    ).toBeInTheDocument();
    expect(within(rowOf('Cleo Ito')).getAllByText('Not answered')).toHaveLength(2);
  });

  it('asks again while answers are being scored, and stops once all are scored', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const waiting = progressBody([
      student(1, 'Ana Lee', {
        answers: [answer({ state: 'queued', overall: null }), wordAnswer({ state: 'scoring' })],
      }),
    ]);
    const done = progressBody([
      student(1, 'Ana Lee', { submitted: true, state: 'submitted', score: 77, answers: [answer(), wordAnswer()] }),
    ]);
    const fetchMock = renderProgress({ bodies: [waiting, done] });
    await screen.findByText('Scoring 2 answers; the table updates by itself.');
    expect(within(rowOf('Ana Lee')).getByText('Waiting to be scored')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SCORING_POLL_MS));
    await screen.findByText('77');
    expect(screen.queryByText(/Scoring \d answers/)).not.toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/echo/progress/12/5')).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(SCORING_POLL_MS * 3));
    expect(calls(fetchMock, 'GET', '/echo/progress/12/5')).toHaveLength(2);
  });

  it('shows only the students in progress when asked', async () => {
    const user = userEvent.setup();
    renderProgress();
    await user.click(await screen.findByRole('combobox', { name: 'Show' }));
    await user.click(within(screen.getByRole('listbox').parentElement!).getByTitle('In progress'));
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('button')[0]?.textContent),
    ).toEqual(['Ben Wu']);
  });

  it('finds students by name and says when none match', async () => {
    const user = userEvent.setup();
    renderProgress();
    await user.type(await screen.findByRole('searchbox', { name: 'Search students by name' }), 'ben');
    expect(screen.getByRole('button', { name: 'Ben Wu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ana Lee' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'x');
    expect(screen.getByText('No student matches')).toBeInTheDocument();
  });

  it('downloads the export the server writes, in the language of the screen', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    stubObjectUrls();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetchMock = renderProgress({
      routes: {
        'GET /echo/export/12/5?lang=en-US': () =>
          new Response('xlsx bytes', {
            headers: {
              'content-type': XLSX_TYPE,
              'content-disposition': `attachment; filename="Farm week.xlsx"; filename*=UTF-8''Farm%20week.xlsx`,
            },
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toEqual(['Farm week.xlsx']));
    expect(calls(fetchMock, 'GET', '/echo/export/12/5?lang=en-US')).toHaveLength(1);
  });

  it('says so when the class has no students, or nobody has answered', async () => {
    renderProgress({ bodies: [progressBody([])] });
    expect(await screen.findByText('No students in this class yet')).toBeInTheDocument();
  });

  it('explains that students answer once the quiz is published', async () => {
    renderProgress({ bodies: [progressBody([student(1, 'Ana Lee')], { summary: quiz({ state: 'unpublished' }) })] });
    expect(await screen.findByText('Nobody has answered yet')).toBeInTheDocument();
    expect(screen.getByText('Students can answer once the quiz is published.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why the progress could not be loaded and offers to try again', async () => {
    mockApi({ 'GET /echo/progress/12/5': () => jsonResponse({ status: 'error', code: 'common.system_error' }, 500) });
    renderInApp(<EchoProgress course={SUNFLOWERS} echoId={5} readOnly={false} />);
    expect(await screen.findByText('The progress could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('one student’s answers', () => {
  afterEach(() => connectHttp(SIGNED_OUT));

  it('marks every word so it reads without colour, and places inserted speech where it was heard', async () => {
    renderProgress();
    const panel = await openStudent('Ana Lee');
    // The student's own page is a link away.
    expect(within(panel).getByRole('link', { name: 'Student page' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/course_student_page\/course=Sunflowers\/type=regular\/12\/\d+$/),
    );
    const first = within(panel).getByRole('region', { name: 'Question 1' });
    const sentence = first.querySelector('p[lang="en"]');
    expect(sentence).not.toBeNull();
    const pieces = [...(sentence?.children ?? [])].map((piece) => piece.textContent);
    expect(pieces).toEqual([
      'The',
      'cat',
      'sat (left out)',
      '+Extra speech from 1.0 s to 1.4 s',
      'on',
      'the',
      'mat (said differently)',
    ]);
    // The mark is drawn, not only coloured: the styles key on it.
    expect(within(first).getByText('sat', { exact: false }).closest('[data-mark]')).toHaveAttribute(
      'data-mark',
      'omission',
    );
    expect(within(first).getByRole('button', { name: 'mat (said differently)' })).toHaveAttribute(
      'data-mark',
      'substitution',
    );
    // A word not heard has no time, so it is not a button to play.
    expect(within(first).queryByRole('button', { name: 'sat (left out)' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'What the marks mean' })).toBeInTheDocument();
    // What the score means, beside the marks: the sentence's words read correctly, fluency only lowering it.
    const rule = within(panel).getByRole('note', { name: 'What the score means' });
    expect(rule).toHaveTextContent("The score is the share of the sentence's words read correctly");
    expect(rule).toHaveTextContent('takes off at most a tenth of it');
    // The automatic scores beside the teacher's: the score, the words it counts, then the rest.
    const figures = [...first.querySelectorAll('[data-figure]')].map((figure) => figure.getAttribute('data-figure'));
    expect(figures).toEqual(['overall', 'wordsRead', 'fluency', 'accuracy', 'completeness', 'wcpm']);
    expect(within(first).getByText('Score').nextSibling).toHaveTextContent('64');
    expect(within(first).getByText('Words read correctly').nextSibling).toHaveTextContent('4 of 6');
    expect(within(first).getByText('Words correct per minute').nextSibling).toHaveTextContent('92');
    expect(within(first).getByText("Teacher's score 70, given by Ms Lin on", { exact: false })).toBeInTheDocument();
  });

  it('plays just a word’s part of the recording when the word is clicked', async () => {
    const user = userEvent.setup();
    const urls = stubObjectUrls();
    const { play, pause } = stubMediaPlayback();
    const fetchMock = renderProgress({
      routes: {
        'GET /echo/voice/501': () => new Response('RIFF', { headers: { 'content-type': 'audio/wav' } }),
      },
    });
    const panel = await openStudent('Ana Lee');
    const first = within(panel).getByRole('region', { name: 'Question 1' });
    await user.click(within(first).getByRole('button', { name: 'cat' }));

    const audio = await within(first).findByLabelText('Recording of question 1');
    expect(audio).toHaveAttribute('src', 'blob:recording-1');
    expect(calls(fetchMock, 'GET', '/echo/voice/501')).toHaveLength(1);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    const element = audio as HTMLAudioElement;
    expect(element.currentTime).toBe(0.45);

    // Still inside the word: it plays on; past its end, it pauses.
    element.currentTime = 0.6;
    element.dispatchEvent(new Event('timeupdate'));
    expect(pause).not.toHaveBeenCalled();
    element.currentTime = 0.81;
    element.dispatchEvent(new Event('timeupdate'));
    expect(pause).toHaveBeenCalledTimes(1);

    // Another word of the same recording seeks without fetching again.
    await user.click(within(first).getByRole('button', { name: 'mat (said differently)' }));
    expect(element.currentTime).toBe(2);
    expect(calls(fetchMock, 'GET', '/echo/voice/501')).toHaveLength(1);

    // Closing the panel releases the recording.
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(urls.revoked).toEqual(['blob:recording-1']));
  });

  it('sends the recording request with the session’s bearer token', async () => {
    connectHttp({ ...SIGNED_OUT, token: () => 'secret-token' });
    const user = userEvent.setup();
    stubObjectUrls();
    const fetchMock = renderProgress({
      routes: { 'GET /echo/voice/501': () => new Response('RIFF', { headers: { 'content-type': 'audio/wav' } }) },
    });
    const panel = await openStudent('Ana Lee');
    await user.click(
      within(within(panel).getByRole('region', { name: 'Question 1' })).getByRole('button', { name: 'Listen' }),
    );
    await within(panel).findByLabelText('Recording of question 1');
    const [voice] = calls(fetchMock, 'GET', '/echo/voice/501');
    expect(new Headers(voice?.[1]?.headers).get('Authorization')).toBe('Bearer secret-token');
  });

  it('saves and clears the teacher’s score', async () => {
    const user = userEvent.setup();
    const fetchMock = renderProgress({
      routes: {
        'POST /echo/override/502': () =>
          jsonResponse({
            status: 'success',
            override: 85,
            override_by: 'Ms Lin',
            override_at: '2026-11-21T09:00:00.000Z',
          }),
        'POST /echo/override/501': () =>
          jsonResponse({ status: 'success', override: null, override_by: null, override_at: null }),
      },
    });
    const panel = await openStudent('Ana Lee');
    const second = within(within(panel).getByRole('region', { name: 'Question 2' }));
    const field = second.getByLabelText("Teacher's score for question 2 (0–100)");
    await user.type(field, '85');
    await user.click(second.getByRole('button', { name: 'Save score' }));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/echo/override/502')).toHaveLength(1));
    expect(String(calls(fetchMock, 'POST', '/echo/override/502')[0]?.[1]?.body)).toBe('score=85');
    // The progress is read again, with the class's new average.
    await waitFor(() => expect(calls(fetchMock, 'GET', '/echo/progress/12/5')).toHaveLength(2));

    const first = within(within(panel).getByRole('region', { name: 'Question 1' }));
    await user.click(first.getByRole('button', { name: "Clear teacher's score" }));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/echo/override/501')).toHaveLength(1));
    expect(String(calls(fetchMock, 'POST', '/echo/override/501')[0]?.[1]?.body)).toBe('score=');
  });

  it('refuses a score outside 0–100 before sending it', async () => {
    const user = userEvent.setup();
    renderProgress();
    const panel = await openStudent('Ana Lee');
    const second = within(within(panel).getByRole('region', { name: 'Question 2' }));
    const save = second.getByRole('button', { name: 'Save score' });
    expect(save).toBeDisabled();
    await user.type(second.getByLabelText("Teacher's score for question 2 (0–100)"), '150');
    await user.tab();
    // The field keeps to its range: 150 becomes 100.
    expect(second.getByLabelText("Teacher's score for question 2 (0–100)")).toHaveValue('100');
  });

  it('scores an answer again and follows its scoring', async () => {
    const user = userEvent.setup();
    const rescored = progressBody([
      student(2, 'Ben Wu', { answers: [answer({ answerid: 601, state: 'queued', overall: null })] }),
    ]);
    const fetchMock = renderProgress({
      bodies: [classProgress(), rescored],
      routes: { 'POST /echo/rescore/601': () => jsonResponse({ status: 'success', answerid: 601, state: 'queued' }) },
    });
    const panel = await openStudent('Ben Wu');
    const first = within(within(panel).getByRole('region', { name: 'Question 1' }));
    expect(
      first.getByText(
        'The recording could not be scored: The recording is silent. Check the microphone and record again.',
      ),
    ).toBeInTheDocument();
    await user.click(first.getByRole('button', { name: 'Score again' }));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/echo/rescore/601')).toHaveLength(1));
    expect(await first.findByText('Waiting to be scored')).toBeInTheDocument();
    expect(first.queryByRole('button', { name: 'Score again' })).not.toBeInTheDocument();
  });

  it('lets an expired class be listened to and exported, but not scored', async () => {
    renderProgress({ readOnly: true });
    const panel = await openStudent('Ana Lee');
    expect(within(panel).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Save score' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Score again' })).not.toBeInTheDocument();
    expect(within(panel).getByText("Teacher's score 70, given by Ms Lin on", { exact: false })).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: 'Listen' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
  });
});
