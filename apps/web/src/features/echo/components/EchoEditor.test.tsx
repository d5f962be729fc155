import { ECHO_LIMITS } from '@lms/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/toast/toast-store';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { TEST_THEME } from '../../../test/render';
import { type EchoDraft, newDraft, questionKey } from '../echo-draft';
import { classLibrary, echoDetail, echoList, material, quiz, SUNFLOWERS, sentences } from '../test/echo-fixtures';
import { WARNINGS_DEBOUNCE_MS } from '../use-question-warnings';
import { EchoEditor } from './EchoEditor';
import { CreateEcho, EditEcho, SpeakingTaskEditor } from './EchoEditorPages';

const BARN = material(101, 'The Big Red Barn');
const SONG = material(102, 'Sing Along', { type: 'video' });
const LIBRARY = classLibrary([BARN, SONG]);
const LIST_PATH = '/course_weekly_quiz/course=Sunflowers/type=regular/12';

const BARN_SENTENCES = sentences([
  { text: 'The cow says moo.', page: 3 },
  {
    text: 'Zog the dog runs.',
    page: 4,
    unscoreable: ['Zog'],
    warnings: [{ index: 0, word: 'Zog', reasons: ['not_in_dictionary'] }],
  },
  { text: 'Hens sleep in the barn.', page: 5 },
]);
const SONG_SENTENCES = sentences([{ text: 'Clap your hands.', start_ms: 83_000 }]);

/** A page in a data router (leaving is guarded with useBlocker), with a link away and the list to land on. */
function renderPage(page: ReactElement, path = '/editor') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/editor',
        element: (
          <>
            <Link to="/elsewhere">Go elsewhere</Link>
            {page}
          </>
        ),
      },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
      { path: '/course_weekly_quiz/:course/:type/:courseid', element: <p>The quiz list</p> },
      { path: '/course_material/:course/:type/:courseid', element: <p>The class library</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={TEST_THEME}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** A weekly quiz with dates well ahead and `texts` as its questions. */
function weeklyDraft(texts: string[]): EchoDraft {
  return {
    ...newDraft('weekly'),
    name: 'Farm week',
    openDate: '2030-01-07',
    closeDate: '2030-01-13',
    questions: texts.map((text) => ({ key: questionKey(), text, resourceid: null })),
  };
}

function editorOf(initial: EchoDraft, extra: Partial<Parameters<typeof EchoEditor>[0]> = {}) {
  return (
    <EchoEditor
      courseId={12}
      title="Create an Echo Valley oral quiz"
      initial={initial}
      library={LIBRARY.record}
      backTo={LIST_PATH}
      {...extra}
    />
  );
}

const questionRows = () => within(screen.getByRole('region', { name: /^Questions/ })).queryAllByRole('listitem');
const wordingOf = (row: HTMLElement) => row.querySelector('p')?.textContent;
const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('the oral quiz editor', () => {
  it('creates a weekly quiz from picked sentences and the teacher own words, once, and returns to the list', async () => {
    const user = userEvent.setup();
    const created: RequestInit[] = [];
    mockApi({
      'GET /course/detail/12': () => jsonResponse(LIBRARY),
      'GET /echo/sentences/12/101': () => jsonResponse(BARN_SENTENCES),
      'GET /echo/sentences/12/102': () => jsonResponse(SONG_SENTENCES),
      'POST /echo/warnings/12': (init) =>
        jsonResponse({
          status: 'success',
          record: sentBody(init).texts.map((text: string) => ({ text, warnings: [] })),
        }),
      'POST /echo/create/12': (init) => {
        created.push(init ?? {});
        return jsonResponse({ status: 'success', echoid: 9 });
      },
      'GET /echo/list/12': () => jsonResponse(echoList([])),
    });
    const router = renderPage(<CreateEcho course={SUNFLOWERS} />);

    await user.click(await screen.findByLabelText('Quiz name'));
    await user.paste('Farm week');
    await user.click(screen.getByLabelText('Open date'));
    await user.paste('2030.01.07');
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText('Close date'));
    await user.paste('2030.01.13');
    await user.keyboard('{Enter}');

    // Pick a book: its sentences show with their page.
    await user.click(screen.getByRole('combobox', { name: 'Choose a material of the class library' }));
    await user.click(await screen.findByTitle('The Big Red Barn · Picture book'));
    expect(await screen.findByText('p. 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add sentence 1: The cow says moo.' }));
    expect(screen.getByText('Added')).toBeInTheDocument();

    // And a video: its sentences show with their time.
    await user.click(screen.getByRole('combobox', { name: 'Choose a material of the class library' }));
    await user.click(await screen.findByTitle('Sing Along · Video'));
    expect(await screen.findByText('01:23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add sentence 1: Clap your hands.' }));

    await user.type(screen.getByLabelText('Add your own question'), 'tractor');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('heading', { name: 'Questions 3 / 30' })).toBeInTheDocument();
    expect(questionRows().map(wordingOf)).toEqual(['The cow says moo.', 'Clap your hands.', 'tractor']);
    expect(within(questionRows()[2]!).getByText('Word question')).toBeInTheDocument();
    expect(within(questionRows()[2]!).getByText('1 / 25 word')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save unpublished' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST_PATH));
    expect(created).toHaveLength(1);
    expect(new Headers(created[0]!.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(sentBody(created[0])).toEqual({
      name: 'Farm week',
      kind: 'weekly',
      open_date: '2030-01-07',
      close_date: '2030-01-13',
      extra: false,
      questions: [
        { text: 'The cow says moo.', resourceid: 101 },
        { text: 'Clap your hands.', resourceid: 102 },
        { text: 'tractor', resourceid: null },
      ],
    });
  });

  it('says what is missing before saving, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'GET /course/detail/12': () => jsonResponse(LIBRARY) });
    renderPage(<CreateEcho course={SUNFLOWERS} />);
    await user.click(await screen.findByRole('button', { name: 'Save unpublished' }));
    expect(screen.getByText('Enter a name for the quiz.')).toBeInTheDocument();
    expect(screen.getByText('Choose the open and close dates.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one question.')).toBeInTheDocument();
    expect(screen.getByLabelText('Quiz name')).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('brings the first problem into view with the focus on it when publishing without dates', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      const fetchMock = mockApi({ 'POST /echo/warnings/12': () => jsonResponse({ status: 'success', record: [] }) });
      renderPage(editorOf({ ...weeklyDraft(['The cow says moo.']), openDate: null, closeDate: null }));
      await user.click(screen.getByRole('button', { name: 'Publish' }));
      expect(screen.getByText('Choose the open and close dates.')).toBeInTheDocument();
      const open = screen.getByLabelText('Open date');
      await waitFor(() => expect(open).toHaveFocus());
      expect(scrolled.mock.contexts).toEqual([open]);
      expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/echo/create/12');
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('never saves on Enter in a date field: only the Save button saves', async () => {
    const user = userEvent.setup();
    const created: RequestInit[] = [];
    mockApi({
      'POST /echo/warnings/12': () => jsonResponse({ status: 'success', record: [] }),
      'POST /echo/create/12': (init) => {
        created.push(init ?? {});
        return jsonResponse({ status: 'success', echoid: 9 });
      },
    });
    const router = renderPage(editorOf(weeklyDraft(['The cow says moo.'])));
    for (const label of ['Open date', 'Close date', 'Quiz name']) {
      await user.click(screen.getByLabelText(label));
      await user.keyboard('{Escape}{Enter}');
    }
    expect(router.state.location.pathname).toBe('/editor');
    await user.click(screen.getByRole('button', { name: 'Save unpublished' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST_PATH));
    // The one request is the Save button's.
    expect(created).toHaveLength(1);
  });

  it('puts the focus on the question a picked sentence became', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /echo/sentences/12/101': () => jsonResponse(BARN_SENTENCES),
      'POST /echo/warnings/12': () => jsonResponse({ status: 'success', record: [] }),
    });
    renderPage(editorOf(weeklyDraft(['Sentence number one.']), { material: BARN }));
    await user.click(await screen.findByRole('button', { name: 'Add sentence 1: The cow says moo.' }));
    const added = questionRows()[1]!;
    expect(added).toHaveAccessibleName('Question 2');
    await waitFor(() => expect(added).toHaveFocus());
  });

  it('refuses the teacher own words beyond 25 words, with the count shown', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /echo/warnings/12': () => jsonResponse({ status: 'success', record: [] }) });
    renderPage(editorOf(weeklyDraft([])));
    const long = Array.from({ length: 26 }, (_, index) => `word${index}`).join(' ');
    await user.click(screen.getByLabelText('Add your own question'));
    await user.paste(long);
    expect(screen.getByText('26 / 25 words')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('A question has at most 25 words.')).toBeInTheDocument();
    expect(questionRows()).toHaveLength(0);
  });

  it('reorders questions with the keyboard buttons, the focus following the moved question', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /echo/warnings/12': (init) =>
        jsonResponse({
          status: 'success',
          record: sentBody(init).texts.map((text: string) => ({ text, warnings: [] })),
        }),
    });
    renderPage(editorOf(weeklyDraft(['one fish', 'two fish', 'red fish'])));
    await user.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect(questionRows().map(wordingOf)).toEqual(['two fish', 'one fish', 'red fish']);
    expect(screen.getByRole('button', { name: 'Move question 2 down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(questionRows().map(wordingOf)).toEqual(['two fish', 'red fish', 'one fish']);
    // At the end the focus moves to the button that can still be used.
    expect(screen.getByRole('button', { name: 'Move question 3 up' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move question 3 down' })).toBeDisabled();
    expect(screen.getByText('Question 2 moved to position 3 of 3.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(questionRows().map(wordingOf)).toEqual(['red fish', 'one fish']);
    expect(screen.getByRole('heading', { name: 'Questions 2 / 30' })).toBeInTheDocument();
    // The drag handles are there too, for the mouse and the keyboard alike.
    expect(screen.getByRole('button', { name: 'Drag question 1' })).toBeInTheDocument();
  });

  it('underlines the words the engine may miss: from the sentences at once, and for edited words after asking', async () => {
    const user = userEvent.setup();
    const asked: string[][] = [];
    mockApi({
      'GET /course/detail/12': () => jsonResponse(LIBRARY),
      'GET /echo/sentences/12/101': () => jsonResponse(BARN_SENTENCES),
      'POST /echo/warnings/12': (init) => {
        const { texts } = sentBody(init) as { texts: string[] };
        asked.push(texts);
        return jsonResponse({
          status: 'success',
          record: texts.map((text) => ({
            text,
            warnings: text.includes(' a ') ? [{ index: 2, word: 'a', reasons: ['sounds_like_another'] }] : [],
          })),
        });
      },
    });
    renderPage(editorOf(weeklyDraft([]), { material: BARN }));

    // The sentence list shows the warning before anything is added.
    const picked = await screen.findByRole('region', { name: 'Sentences of The Big Red Barn' });
    const zogInList = within(picked).getByText('Zog', { selector: 'mark', exact: false });
    expect(zogInList).toHaveAttribute('data-reason', 'not_in_dictionary');

    // The wait before asking the engine runs on the test's clock, so "not asked" is checked after it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add sentence 2: Zog the dog runs.' })));
    const row = questionRows()[0]!;
    const zog = within(row).getByText('Zog', { selector: 'mark', exact: false });
    expect(zog).toHaveAttribute('data-reason', 'not_in_dictionary');
    expect(zog).toHaveTextContent('The engine does not know this word');
    expect(within(row).getByText(/1 word may be scored poorly: “Zog”/)).toBeInTheDocument();
    // Known from the sentence: the engine was not asked, even once the wait is over.
    act(() => vi.advanceTimersByTime(WARNINGS_DEBOUNCE_MS));
    vi.useRealTimers();
    expect(asked).toEqual([]);

    // Hovering the word says why.
    await user.hover(zog);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The engine does not know this word');

    // An edited wording is asked about once the typing settles.
    await user.click(within(row).getByRole('button', { name: 'Edit the wording of question 1' }));
    const wording = within(row).getByLabelText('Wording of question 1');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => fireEvent.change(wording, { target: { value: 'Zog has a hat' } }));
    act(() => fireEvent.keyDown(wording, { key: 'Enter', code: 'Enter', keyCode: 13 }));
    act(() => vi.advanceTimersByTime(WARNINGS_DEBOUNCE_MS));
    vi.useRealTimers();
    await waitFor(() => expect(asked).toEqual([['Zog has a hat']]));
    const a = await within(questionRows()[0]!).findByText('a', { selector: 'mark', exact: false });
    expect(a).toHaveAttribute('data-reason', 'sounds_like_another');
    expect(within(questionRows()[0]!).getByText('4 / 25 words')).toBeInTheDocument();
  });

  it('underlines the words of a question the teacher typed even when the engine answered late or failed once', async () => {
    const warned = (text: string) => ({
      text,
      warnings: [{ index: 0, word: text.split(' ')[0]!, reasons: ['not_in_dictionary'] }],
    });
    const asked: string[][] = [];
    let answerFirst: (response: Response) => void = () => {};
    mockApi({
      'POST /echo/warnings/12': (init) => {
        const { texts } = sentBody(init) as { texts: string[] };
        asked.push(texts);
        // The first ask is answered late; the next fails once, then the engine answers.
        if (asked.length === 1) return new Promise<Response>((resolve) => (answerFirst = resolve));
        if (asked.length === 2) return jsonResponse({ status: 'error', code: 'common.system_error' }, 500);
        return jsonResponse({ status: 'success', record: texts.map(warned) });
      },
    });
    renderPage(editorOf(weeklyDraft([])));
    const own = screen.getByLabelText('Add your own question');
    // The waits before asking and before asking again run on the test's clock: the test waits
    // for the requests, never for a length of time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const addOwn = (text: string) => {
        act(() => fireEvent.change(own, { target: { value: text } }));
        act(() => fireEvent.keyDown(own, { key: 'Enter', code: 'Enter', keyCode: 13 }));
        act(() => fireEvent.keyUp(own, { key: 'Enter', code: 'Enter', keyCode: 13 }));
        act(() => vi.advanceTimersByTime(WARNINGS_DEBOUNCE_MS));
      };
      addOwn('Zorblax has a hat');
      await vi.waitFor(() => expect(asked).toEqual([['Zorblax has a hat']]));
      // The teacher types on before the engine answers: both wordings are asked about.
      addOwn('Quibble sat down');
      await vi.waitFor(() => expect(asked).toHaveLength(2));
      expect(asked[1]).toEqual(['Quibble sat down', 'Zorblax has a hat']);
      answerFirst(jsonResponse({ status: 'success', record: [warned('Zorblax has a hat')] }));
      // The late answer counts for its wording.
      await vi.waitFor(() =>
        expect(within(questionRows()[0]!).getByText('Zorblax', { selector: 'mark', exact: false })).toHaveAttribute(
          'data-reason',
          'not_in_dictionary',
        ),
      );
      // The wording whose ask failed is asked about again once the wait is over.
      await vi.waitFor(() => {
        act(() => vi.advanceTimersByTime(WARNINGS_DEBOUNCE_MS));
        expect(asked).toHaveLength(3);
      });
    } finally {
      vi.useRealTimers();
    }
    const quibble = await within(questionRows()[1]!).findByText('Quibble', { selector: 'mark', exact: false });
    expect(quibble).toHaveAttribute('data-reason', 'not_in_dictionary');
    expect(asked[2]).toEqual(['Quibble sat down']);
  });

  it('stops at 30 questions: adding is disabled and adding all takes only what fits', async () => {
    const user = userEvent.setup();
    const twentyEight = Array.from({ length: 28 }, (_, index) => `Sentence number ${index + 1}.`);
    mockApi({
      'GET /echo/sentences/12/101': () => jsonResponse(BARN_SENTENCES),
      'POST /echo/warnings/12': (init) =>
        jsonResponse({
          status: 'success',
          record: sentBody(init).texts.map((text: string) => ({ text, warnings: [] })),
        }),
    });
    renderPage(editorOf(weeklyDraft(twentyEight), { material: BARN }));
    // Role queries are slow over 30 rows: these find the same elements by their text and labels.
    expect(screen.getByText('Questions 28 / 30')).toBeInTheDocument();
    await user.click(await screen.findByText('Add all'));
    expect(screen.getByText(`Questions 30 / ${ECHO_LIMITS.questionsMax}`)).toBeInTheDocument();
    expect(useToastStore.getState().current).toMatchObject({
      text: '1 sentence was not added: a quiz has at most 30 questions.',
      status: 'warning',
    });
    expect(screen.getByText('The quiz has 30 questions, the most it can have.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add sentence 3: Hens sleep in the barn.')).toBeDisabled();
    for (const add of screen.getAllByText('Add', { selector: 'button span' })) {
      expect(add.closest('button')).toBeDisabled();
    }
  });

  it('publishes only after the confirmation: it saves the changes, then publishes', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const summary = quiz({ echoid: 5, name: 'Farm week', open_date: '2030-01-07', close_date: '2030-01-13' });
    mockApi({
      'GET /echo/detail/12/5': () =>
        jsonResponse(echoDetail(summary, [{ qid: 1, text: 'The cow says moo.', resourceid: 101 }])),
      'GET /course/detail/12': () => jsonResponse(LIBRARY),
      'GET /echo/sentences/12/101': () => jsonResponse(BARN_SENTENCES),
      'POST /echo/warnings/12': (init) =>
        jsonResponse({
          status: 'success',
          record: sentBody(init).texts.map((text: string) => ({ text, warnings: [] })),
        }),
      'POST /echo/edit/12/5': (init) => {
        calls.push(`edit ${sentBody(init).name}`);
        return jsonResponse({ status: 'success' });
      },
      'POST /echo/publish/12/5': () => {
        calls.push('publish');
        return jsonResponse({ status: 'success' });
      },
      'GET /echo/list/12': () => jsonResponse(echoList([summary])),
    });
    const router = renderPage(<EditEcho course={SUNFLOWERS} echoId={5} />);
    const name = await screen.findByLabelText('Quiz name');
    // The material its sentences came from is chosen already, its sentences shown.
    expect(screen.getByRole('button', { name: 'The Big Red Barn', pressed: true })).toBeInTheDocument();
    expect(await screen.findByText('Added')).toBeInTheDocument();
    await user.type(name, ' 1');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'After publication, the content and time cannot be modified, and the quiz cannot be deleted. Publish?',
    );
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST_PATH));
    expect(calls).toEqual(['edit Farm week 1', 'publish']);
  });

  it('cancelling the confirmation publishes nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /echo/warnings/12': () => jsonResponse({ status: 'success', record: [] }),
    });
    renderPage(editorOf(weeklyDraft(['one fish'])));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/echo/create/12');
  });

  it('shows a published quiz as it stays: nothing to change, save or publish', async () => {
    const summary = quiz({ echoid: 5, name: 'Farm week', state: 'published', published_at: '2026-11-17T09:00:00Z' });
    mockApi({
      'GET /echo/detail/12/5': () =>
        jsonResponse(echoDetail(summary, [{ qid: 1, text: 'The cow says moo.', resourceid: 101 }])),
      'GET /course/detail/12': () => jsonResponse(LIBRARY),
      'POST /echo/warnings/12': () =>
        jsonResponse({ status: 'success', record: [{ text: 'The cow says moo.', warnings: [] }] }),
    });
    renderPage(<EditEcho course={SUNFLOWERS} echoId={5} />);
    expect(
      await screen.findByText(
        'This quiz is published: its questions and dates can no longer be changed, and it cannot be deleted.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Quiz name')).toBeDisabled();
    expect(screen.getByText('The cow says moo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save unpublished' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move question/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove question/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add your own question')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Choose a material of the class library' })).not.toBeInTheDocument();
  });

  it('says what the server refused, in the teacher language', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /echo/warnings/12': () => jsonResponse({ status: 'success', record: [] }),
      'POST /echo/create/12': () =>
        jsonResponse({ status: 'error', code: 'quiz.dates_invalid', message: 'server text' }, 400),
    });
    renderPage(editorOf(weeklyDraft(['one fish'])));
    await user.click(screen.getByRole('button', { name: 'Save unpublished' }));
    expect(
      await screen.findByText(
        'A weekly quiz needs open and close dates; the close date must be on or after the open date and not in the past.',
      ),
    ).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /echo/warnings/12': () => jsonResponse({ status: 'success', record: [] }) });
    const router = renderPage(editorOf(weeklyDraft(['one fish'])));
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    // Nothing changed: no question.
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    await router.navigate('/editor');
    await user.type(await screen.findByLabelText('Quiz name'), '!');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/editor');
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
  });

  it('hands the wording to "Try it"', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /echo/warnings/12': () => jsonResponse({ status: 'success', record: [] }) });
    const tryIt = vi.fn((text: string) => <p>Trying “{text}”</p>);
    renderPage(editorOf(weeklyDraft(['one fish', 'two fish']), { renderTryIt: tryIt }));
    const button = screen.getByRole('button', { name: /^Try it\s*–\s*Question 2$/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByText('Trying “two fish”')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the speaking task editor', () => {
  const TASK_MATERIAL = {
    libraryName: 'Seedling Readers',
    resourceName: 'The Big Red Barn',
    note: '',
    libraryId: 1,
    resourceid: 101,
  };

  it('creates the material task from its sentences, without dates, and returns to the class library', async () => {
    const user = userEvent.setup();
    const created: unknown[] = [];
    mockApi({
      'GET /echo/list/12': () => jsonResponse(echoList([])),
      'GET /course/detail/12': () => jsonResponse(LIBRARY),
      'GET /echo/sentences/12/101': () => jsonResponse(BARN_SENTENCES),
      'POST /echo/warnings/12': () => jsonResponse({ status: 'success', record: [] }),
      'POST /echo/create/12': (init) => {
        created.push(sentBody(init));
        return jsonResponse({ status: 'success', echoid: 31 });
      },
    });
    const router = renderPage(<SpeakingTaskEditor course={SUNFLOWERS} material={TASK_MATERIAL} />);
    expect(await screen.findByRole('heading', { name: 'Create a speaking task' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quiz name')).toHaveValue('The Big Red Barn');
    expect(screen.queryByLabelText('Open date')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Choose a material of the class library' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Add all' }));
    await user.click(screen.getByRole('button', { name: 'Save unpublished' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/course_material/course=Sunflowers/type=regular/12'),
    );
    expect(created).toEqual([
      {
        name: 'The Big Red Barn',
        kind: 'task',
        resourceid: 101,
        questions: [
          { text: 'The cow says moo.', resourceid: 101 },
          { text: 'Zog the dog runs.', resourceid: 101 },
          { text: 'Hens sleep in the barn.', resourceid: 101 },
        ],
      },
    ]);
  });

  it('edits the task the material already has', async () => {
    const task = quiz({
      echoid: 31,
      kind: 'task',
      name: 'Barn task',
      resourceid: 101,
      resource_name: 'The Big Red Barn',
      open_date: null,
      close_date: null,
    });
    mockApi({
      'GET /echo/list/12': () => jsonResponse(echoList([task])),
      'GET /course/detail/12': () => jsonResponse(LIBRARY),
      'GET /echo/detail/12/31': () =>
        jsonResponse(echoDetail(task, [{ qid: 1, text: 'Hens sleep in the barn.', resourceid: 101 }])),
      'GET /echo/sentences/12/101': () => jsonResponse(BARN_SENTENCES),
      'POST /echo/warnings/12': () => jsonResponse({ status: 'success', record: [] }),
    });
    renderPage(<SpeakingTaskEditor course={SUNFLOWERS} material={TASK_MATERIAL} />);
    expect(await screen.findByDisplayValue('Barn task')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Speaking task' })).toBeInTheDocument();
    expect(questionRows().map(wordingOf)).toEqual(['Hens sleep in the barn.']);
    expect(await screen.findByText('Added')).toBeInTheDocument();
  });
});
