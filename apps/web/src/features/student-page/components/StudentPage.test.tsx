import type { StudentPageResponse } from '@lms/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubObjectUrls } from '../../../test/browser-stubs';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { StudentPage } from './StudentPage';

const PAGE = 'GET /student/12/7';
const NOTE = 'POST /student/note/12/7';

function emptyPage(): StudentPageResponse {
  return {
    status: 'success',
    student: {
      stuid: 7,
      username: 'Ana Lee',
      account: 'ana.lee',
      avatar: 'user03',
      active: true,
      level: null,
      placement: 'pending',
      exp: 0,
      tickets: 0,
    },
    time: { total_minutes: 0, last30_minutes: 0, books_completed: 0, videos_completed: 0 },
    history: [],
    completed: [],
    assignments: [],
    echo: [],
    levels: [],
    rewards: [],
    notes: [],
  };
}

function fullPage(): StudentPageResponse {
  return {
    ...emptyPage(),
    student: { ...emptyPage().student, level: 'B', placement: 'done', exp: 35, tickets: 2 },
    time: { total_minutes: 125, last30_minutes: 40, books_completed: 3, videos_completed: 1 },
    history: [
      {
        at: '2026-11-20T08:30:00.000Z',
        resourceid: 4,
        resource_name: 'Zebra Days',
        type: 'book',
        minutes: 12,
        pages: 16,
        completed: true,
      },
      {
        at: '2026-11-19T08:30:00.000Z',
        resourceid: 5,
        resource_name: 'Count Song',
        type: 'video',
        minutes: 3,
        pages: 0,
        completed: false,
      },
    ],
    completed: [{ resourceid: 4, resource_name: 'Zebra Days', type: 'book', completed_at: '2026-11-20T08:30:00.000Z' }],
    assignments: [
      { aid: 1, name: 'Next week', start: '2026-11-30', end: '2026-12-06', state: 'upcoming', completed_at: null },
      { aid: 2, name: 'This week', start: '2026-11-23', end: '2026-11-29', state: 'incomplete', completed_at: null },
      { aid: 3, name: 'Last week', start: '2026-11-16', end: '2026-11-22', state: 'missed', completed_at: null },
      {
        aid: 4,
        name: 'Farm week',
        start: '2026-11-09',
        end: '2026-11-15',
        state: 'complete',
        completed_at: '2026-11-12T09:00:00.000Z',
      },
    ],
    echo: [
      {
        answerid: 501,
        echoid: 9,
        quiz_name: 'Echo week 3',
        question: 'The cat sat on the mat.',
        submitted_at: '2026-11-21T10:00:00.000Z',
        state: 'scored',
        overall: 70,
        overruled: true,
        words: [
          { word: 'The', mark: 'correct', start: 0.2, end: 0.4 },
          { word: 'cat', mark: 'substitution', start: 0.4, end: 0.7 },
          { word: 'sat', mark: 'correct', start: 0.7, end: 1 },
          { word: 'on', mark: 'omission', start: null, end: null },
          { word: 'the', mark: 'correct', start: 1.1, end: 1.2 },
          { word: 'mat.', mark: 'correct', start: 1.2, end: 1.6 },
        ],
        inserted: [{ start: 1.8, end: 2.1 }],
      },
      {
        answerid: 502,
        echoid: 9,
        quiz_name: 'Echo week 3',
        question: 'Birds',
        submitted_at: '2026-11-21T09:59:00.000Z',
        state: 'queued',
        overall: null,
        overruled: false,
        words: [],
        inserted: [],
      },
    ],
    levels: [
      { at: '2026-11-10T09:00:00.000Z', from_level: 'A', to_level: 'B', source: 'check', computed_level: 'B' },
      { at: '2026-09-01T09:00:00.000Z', from_level: null, to_level: 'A', source: 'placement', computed_level: 'A' },
    ],
    rewards: [
      { at: '2026-11-21T10:00:00.000Z', reason: 'echo', label: 'Echo week 3', in_class: true, exp: 20, tickets: 1 },
      { at: '2026-11-12T09:00:00.000Z', reason: 'assignment', label: null, in_class: false, exp: 15, tickets: 1 },
    ],
    notes: [
      { id: 3, text: 'Reads aloud well.\nNeeds help with numbers.', author: 'Ms Lin', at: '2026-11-22T07:00:00.000Z' },
    ],
  };
}

function renderPage({ body = fullPage(), readOnly = false, routes = {} as Parameters<typeof mockApi>[0] } = {}) {
  const fetchMock = mockApi({ [PAGE]: () => jsonResponse(body), ...routes });
  renderInApp(
    <StudentPage
      courseId={12}
      studentId={7}
      readOnly={readOnly}
      back={<a href="/roster">Back</a>}
      actions={<button type="button">Download report</button>}
    />,
  );
  return fetchMock;
}

const region = (name: string) => screen.getByRole('region', { name });

describe("a student's page", () => {
  it('shows who the student is, with the actions given to its header', async () => {
    renderPage();
    const header = await screen.findByRole('region', { name: 'Ana Lee' });
    expect(within(header).getByRole('heading', { level: 2, name: 'Ana Lee' })).toBeInTheDocument();
    expect(within(header).getByText('Account: ana.lee')).toBeInTheDocument();
    const facts = Object.fromEntries(
      within(header)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({ Level: 'B', Placement: 'Done', EXP: '35', Tickets: '2' });
    expect(within(header).getByRole('button', { name: 'Download report' })).toBeInTheDocument();
  });

  it('shows the time spent, the history newest first and the completed materials', async () => {
    renderPage();
    const time = await screen.findByRole('region', { name: 'Time spent' });
    expect(within(time).getByText('In total').nextSibling).toHaveTextContent('125 min');
    expect(within(time).getByText('Last 30 days').nextSibling).toHaveTextContent('40 min');
    expect(within(time).getByText('Books completed').nextSibling).toHaveTextContent('3');
    expect(within(time).getByText('Videos completed').nextSibling).toHaveTextContent('1');

    const rows = within(region('Reading history')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [expect.stringMatching(/^2026\.11\.\d\d \d\d:\d\d$/), 'Zebra Days', 'Book', '12', '16', ' Completed'],
      [expect.stringMatching(/^2026\.11\.\d\d/), 'Count Song', 'Video', '3', '0', ' Not finished'],
    ]);
    expect(within(region('Completed materials')).getByText('Zebra Days')).toBeInTheDocument();
  });

  it('names each assignment state in words, not colour alone', async () => {
    renderPage();
    const list = within(await screen.findByRole('region', { name: 'Assignments' })).getAllByRole('listitem');
    expect(
      list.map((item) => [
        item.querySelector('p')?.textContent,
        within(item).getByText(/^(Upcoming|Incomplete|Missed|Complete)$/).textContent,
      ]),
    ).toEqual([
      ['Next week', 'Upcoming'],
      ['This week', 'Incomplete'],
      ['Last week', 'Missed'],
      ['Farm week', 'Complete'],
    ]);
    expect(within(list[3]!).getByText(/^2026\.11\.09 – 2026\.11\.15 · completed 2026\.11\.12/)).toBeInTheDocument();
  });

  it("shows each Echo Valley answer's score, the teacher's marked, and plays its recording", async () => {
    const user = userEvent.setup();
    stubObjectUrls();
    const fetchMock = renderPage({
      routes: { 'GET /echo/voice/501': () => new Response('OggS', { headers: { 'content-type': 'audio/ogg' } }) },
    });
    const answers = within(await screen.findByRole('region', { name: 'Echo Valley answers' })).getAllByRole('listitem');
    expect(within(answers[0]!).getByText('Score 70')).toBeInTheDocument();
    expect(within(answers[0]!).getByText('Score given by a teacher')).toBeInTheDocument();
    expect(within(answers[1]!).getByText('Waiting to be scored')).toBeInTheDocument();
    // The words as the engine marked them, readable without colour; none before scoring.
    const heard = within(answers[0]!).getByRole('figure', { name: 'How the words were read' });
    expect(heard).toHaveTextContent(
      'The cat (said differently) sat on (left out) the mat. +Extra speech from 1.8 s to 2.1 s',
    );
    expect(within(heard).getByText('on').closest('[data-mark]')).toHaveAttribute('data-mark', 'omission');
    expect(within(heard).getByText('cat').closest('[data-mark]')).toHaveAttribute('data-mark', 'substitution');
    expect(within(answers[1]!).queryByRole('figure')).toBeNull();
    expect(screen.getByRole('list', { name: 'What the marks mean' })).toBeInTheDocument();

    await user.click(within(answers[0]!).getByRole('button', { name: 'Listen' }));
    const audio = await within(answers[0]!).findByLabelText('Recording of “The cat sat on the mat.”');
    expect(audio).toHaveAttribute('src', 'blob:recording-1');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/echo/voice/501'))).toHaveLength(1);
  });

  it('shows the level history and the reward ledger', async () => {
    renderPage();
    const levels = within(await screen.findByRole('region', { name: 'Level and placement history' }));
    expect(levels.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Level A → B',
      'Placed at level A',
    ]);
    expect(levels.getByText('Level check')).toBeInTheDocument();
    expect(levels.getByText(/the test computed B/)).toBeInTheDocument();

    const rewards = within(region('Rewards')).getAllByRole('row').slice(1);
    expect(rewards.map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent))).toEqual([
      ['Completed an Echo Valley quizEcho week 3', '+20', '+1'],
      ['Completed an assignmentIn another class', '+15', '+1'],
    ]);
  });

  it('says what is empty, with "No level test yet" for the levels', async () => {
    renderPage({ body: emptyPage() });
    await screen.findByRole('region', { name: 'Ana Lee' });
    expect(within(region('Level and placement history')).getByText('No level test yet')).toBeInTheDocument();
    expect(within(region('Reading history')).getByText('No reading or viewing in this class yet.')).toBeInTheDocument();
    expect(within(region('Assignments')).getByText(/No assignments/)).toBeInTheDocument();
    expect(within(region('Echo Valley answers')).getByText(/No Echo Valley answers/)).toBeInTheDocument();
    expect(within(region('Rewards')).getByText('No rewards yet.')).toBeInTheDocument();
    expect(within(region("Teachers' notes")).getByText('No notes yet.')).toBeInTheDocument();
    expect(within(region('Ana Lee')).getByText('Not placed yet')).toBeInTheDocument();
  });

  it('says when the page could not be loaded and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      [PAGE]: () =>
        ++calls === 1 ? jsonResponse({ status: 'error', code: 'common.system_error' }, 500) : jsonResponse(fullPage()),
    });
    renderInApp(<StudentPage courseId={12} studentId={7} readOnly={false} back={null} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The student's page could not be loaded");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ana Lee' })).toBeInTheDocument();
  });
});

describe("teachers' notes", () => {
  it('adds a note with Ctrl+Enter, counting its characters, and shows it once kept', async () => {
    const user = userEvent.setup();
    let body = fullPage();
    const kept = { id: 4, text: 'Great progress', author: 'Ms Lin', at: '2026-11-23T07:00:00.000Z' };
    const fetchMock = renderPage({
      routes: {
        [PAGE]: () => jsonResponse(body),
        [NOTE]: () => {
          body = { ...body, notes: [kept, ...body.notes] };
          return jsonResponse({ status: 'success', note: kept });
        },
      },
    });
    const notes = within(await screen.findByRole('region', { name: "Teachers' notes" }));
    expect(
      notes.getByText('Reads aloud well. Needs help with numbers.', { normalizer: (s) => s.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    const field = notes.getByLabelText('New note');
    expect(notes.getByRole('button', { name: 'Add note' })).toBeDisabled();
    await user.type(field, '  Great progress  ');
    expect(notes.getByText(/^18 \/ 2000 characters/)).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(notes.getAllByRole('listitem')[0]).toHaveTextContent('Great progress'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/student/note/12/7'))!;
    expect(String(init?.body)).toBe('text=Great+progress');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(field).toHaveValue('');
  });

  it('shows a refused note’s error translated, beside the field', async () => {
    const user = userEvent.setup();
    renderPage({ routes: { [NOTE]: () => jsonResponse({ status: 'error', code: 'course.expired' }, 409) } });
    const notes = within(await screen.findByRole('region', { name: "Teachers' notes" }));
    await user.type(notes.getByLabelText('New note'), 'Late note');
    await user.click(notes.getByRole('button', { name: 'Add note' }));
    expect(await notes.findByRole('alert')).toHaveTextContent('Expired, please contact your business partner.');
    expect(notes.getByLabelText('New note')).toHaveValue('Late note');
  });

  it('offers no form on an expired class', async () => {
    renderPage({ readOnly: true });
    const notes = within(await screen.findByRole('region', { name: "Teachers' notes" }));
    expect(notes.queryByLabelText('New note')).not.toBeInTheDocument();
    expect(notes.getByText(/can be read, not added to/)).toBeInTheDocument();
  });
});
