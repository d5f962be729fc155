import type { LevelResultsResponse, LevelTestResponse } from '@lms/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/toast/toast-store';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { LevelResults } from './LevelResults';

const COURSE = { courseid: 12, course_name: 'Sunflowers' };
const AT = '2026-11-20T08:30:00.000Z';

const placement = {
  testid: 41,
  kind: 'placement' as const,
  form: 'placement-1',
  state: 'finished' as const,
  created_at: AT,
  finished_at: AT,
  score: 52,
  computed_level: 'F',
  accepted_level: null,
  adjusted_at: null,
};

const results = (): LevelResultsResponse => ({
  status: 'success',
  record: [
    {
      stuid: 2,
      username: 'Ben Wu',
      account: 'ben',
      active: true,
      level: null,
      placement: 'pending',
      open: { ...placement, testid: 43, state: 'started', finished_at: null, score: null, computed_level: null },
      tests: [],
      history: [],
    },
    {
      stuid: 1,
      username: 'Ana Lee',
      account: 'ana',
      active: true,
      level: 'F',
      placement: 'done',
      open: null,
      tests: [placement],
      history: [{ at: AT, from_level: null, to_level: 'F', source: 'placement', testid: 41 }],
    },
  ],
});

const detail: LevelTestResponse = {
  status: 'success',
  stuid: 1,
  test: placement,
  levels: [{ level: 'A', mark: 50, passed: false }],
  items: [
    {
      item: 'A1',
      kind: 'question',
      level: 'A',
      text: 'What sits on the eggs?',
      passage: ['The red hen sits on eggs.'],
      choices: [
        { key: 'a', text: 'A cat', right: false },
        { key: 'b', text: 'The red hen', right: true },
      ],
      choice: 'a',
      correct: false,
      score: 0,
      marks: null,
    },
    {
      item: 'read-C',
      kind: 'oral',
      level: 'C',
      text: 'Green frogs jump over wet rocks.',
      passage: null,
      choices: [],
      choice: null,
      correct: null,
      score: 81,
      marks: {
        words: [
          { word: 'Green', mark: 'correct', start: 0.3, end: 0.6 },
          { word: 'frogs', mark: 'correct', start: 0.6, end: 1 },
          { word: 'jump', mark: 'substitution', start: 1, end: 1.3 },
          { word: 'over', mark: 'correct', start: 1.3, end: 1.6 },
          { word: 'wet', mark: 'omission', start: null, end: null },
          { word: 'rocks.', mark: 'correct', start: 1.7, end: 2.1 },
        ],
        inserted: [],
        engine_version: 'sphinx-test',
      },
    },
    {
      item: 'read-G',
      kind: 'oral',
      level: 'G',
      text: 'Seven children painted bright pictures during their music lesson.',
      passage: null,
      choices: [],
      choice: null,
      correct: null,
      score: 64,
      // Kept before the engine's marks were.
      marks: null,
    },
  ],
};

function renderLevels(routes: Parameters<typeof mockApi>[0] = {}, readOnly = false) {
  const fetchMock = mockApi({ 'GET /level/12': () => jsonResponse(results()), ...routes });
  renderInApp(<LevelResults course={COURSE} readOnly={readOnly} />);
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith(path) && init?.method === 'POST');
  // The app posts forms: read the body back as its fields.
  return call ? [...new URLSearchParams(String(call[1]?.body))] : undefined;
};

describe('the Levels tab', () => {
  it('lists the students by name with level, placement, last test and the test waiting', async () => {
    renderLevels();
    await screen.findByRole('heading', { name: 'Levels' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('button')[0]?.textContent)).toEqual(['Ana Lee', 'Ben Wu']);
    const ana = within(rows[0]!);
    expect(ana.getByText('Placed')).toBeInTheDocument();
    expect(ana.getByText('Placement test')).toBeInTheDocument();
    expect(ana.getByText('52')).toBeInTheDocument();
    // The level now and the level computed.
    expect(ana.getAllByRole('cell', { name: 'F' })).toHaveLength(2);
    const ben = within(rows[1]!);
    expect(ben.getByText('No level yet')).toBeInTheDocument();
    expect(ben.getByText('Placement pending')).toBeInTheDocument();
    expect(ben.getByText('Placement test in progress')).toBeInTheDocument();
  });

  it('schedules a level check for the students selected, after a confirmation that warns of a pending placement', async () => {
    const user = userEvent.setup();
    const fetchMock = renderLevels({
      'POST /level/check/12': () => jsonResponse({ status: 'success', scheduled: 1, skipped: 0, placement_pending: 1 }),
    });
    const button = await screen.findByRole('button', { name: 'Schedule level check' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana Lee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Wu' }));
    expect(screen.getByText('2 students selected')).toBeInTheDocument();
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    // Ben has not taken the placement test: the dialog says so before anything is scheduled.
    expect(
      within(dialog).getByText(
        '1 of the students chosen has not taken the placement test yet: the placement sets their level, so they get no level check.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(useToastStore.getState().current?.text).toBe(
        'Level checks scheduled: 1. Already waiting: 0. Still to take the placement test, so no check: 1.',
      ),
    );
    expect(bodyOf(fetchMock, '/level/check/12')).toEqual([
      ['stuids', '1'],
      ['stuids', '2'],
    ]);
  });

  it('shows a student’s history and a test’s answers, and accepts the computed level', async () => {
    const user = userEvent.setup();
    const fetchMock = renderLevels({
      'GET /level/test/12/41': () => jsonResponse(detail),
      'POST /level/set/12/1': () => jsonResponse({ status: 'success', stuid: 1, level: 'F', changed: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ana Lee' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Levels of Ana Lee')).toBeInTheDocument();
    expect(within(drawer).getByText('Placed at F')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Show answers' }));
    expect(await within(drawer).findByText('A: 50, not passed')).toBeInTheDocument();
    expect(within(drawer).getByText(/The red hen sits on eggs\./)).toBeInTheDocument();
    expect(within(drawer).getByText('Wrong')).toBeInTheDocument();
    expect(within(drawer).getByText(/Reading score 81/)).toBeInTheDocument();
    // The reading's words as the engine marked them, the marks readable without colour.
    const heard = within(drawer).getByRole('figure', { name: 'How the words were read' });
    expect(heard).toHaveTextContent('Green frogs jump (said differently) over wet (left out) rocks.');
    expect(within(heard).getByText('wet').closest('[data-mark]')).toHaveAttribute('data-mark', 'omission');
    expect(within(heard).getByText('jump').closest('[data-mark]')).toHaveAttribute('data-mark', 'substitution');
    expect(within(heard).queryByRole('button')).toBeNull();
    expect(within(drawer).getByRole('list', { name: 'What the marks mean' })).toBeInTheDocument();
    expect(within(drawer).getByText(/Reading score 64/)).toBeInTheDocument();
    expect(within(drawer).getByText('Word marks were not kept for this reading.')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Accept F' }));
    // antd's dialog names are not unique under test: the confirmation is found by its title.
    const confirm = (await screen.findByText('Set the level of Ana Lee to F?')).closest<HTMLElement>('[role="dialog"]');
    expect(within(confirm!).getByText(/computed level F stays on record/)).toBeInTheDocument();
    await user.click(within(confirm!).getByRole('button', { name: 'Set level' }));
    await waitFor(() => expect(useToastStore.getState().current?.text).toBe('Ana Lee is now at level F.'));
    expect(bodyOf(fetchMock, '/level/set/12/1')).toEqual([
      ['level', 'F'],
      ['testid', '41'],
    ]);
  });

  it('offers no selection nor level setting in an expired class', async () => {
    const user = userEvent.setup();
    renderLevels({}, true);
    await user.click(await screen.findByRole('button', { name: 'Ana Lee' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Schedule level check' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept F' })).not.toBeInTheDocument();
  });

  it('says so when the class has no students, and offers a retry when loading fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /level/12': () =>
        fail
          ? jsonResponse({ status: 'error', code: 'common.system_error', message: 'x' }, 500)
          : jsonResponse({ status: 'success', record: [] }),
    });
    renderInApp(<LevelResults course={COURSE} readOnly={false} />);
    await screen.findByText('The levels could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No students in this class yet')).toBeInTheDocument());
  });
});
