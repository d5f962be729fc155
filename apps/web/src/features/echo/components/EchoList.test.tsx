import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { classLibrary, echoList, material, quiz, SUNFLOWERS } from '../test/echo-fixtures';
import { EchoList } from './EchoList';

const LIST = [
  quiz({ echoid: 1, name: 'Farm animals', state: 'unpublished', extra: true }),
  quiz({
    echoid: 2,
    name: 'Colours',
    state: 'published',
    published_at: '2026-11-17T09:00:00.000Z',
    submitted: 12,
    assigned: 20,
    average_score: 81.6,
  }),
  quiz({
    echoid: 3,
    name: 'Weekly picks',
    state: 'published',
    auto: true,
    author: null,
    published_at: '2026-11-16T00:00:00.000Z',
  }),
  quiz({
    echoid: 4,
    kind: 'task',
    name: 'The Big Red Barn',
    resourceid: 101,
    resource_name: 'The Big Red Barn',
    open_date: null,
    close_date: null,
  }),
];

const rowOf = (echoid: number) => document.querySelector(`tr[data-row-key="${echoid}"]`) as HTMLElement;
const bodyOf = (init: RequestInit | undefined) => new URLSearchParams(String(init?.body));

describe('the Echo Valley list', () => {
  it('shows each quiz with its kind, state, counts, dates, author and tags; only a draft can be edited, published or deleted', async () => {
    mockApi({ 'GET /echo/list/12': () => jsonResponse(echoList(LIST)) });
    renderInApp(<EchoList course={SUNFLOWERS} readOnly={false} />);
    await screen.findByText('Farm animals');

    const draft = within(rowOf(1));
    expect(draft.getByText('Unpublished')).toBeInTheDocument();
    expect(draft.getByText('Extra quiz')).toBeInTheDocument();
    expect(draft.getByText('Echo Valley')).toBeInTheDocument();
    expect(draft.getByText('2026.11.16 – 2026.11.22')).toBeInTheDocument();
    expect(draft.getByText('Ms Lin')).toBeInTheDocument();
    expect(draft.getByText('0 / 20')).toBeInTheDocument();

    const published = within(rowOf(2));
    expect(published.getByText('Published')).toBeInTheDocument();
    expect(published.getByText('82')).toBeInTheDocument();
    expect(published.getByText('12 / 20')).toBeInTheDocument();
    expect(within(rowOf(3)).getByText('Auto-assigned')).toBeInTheDocument();
    expect(within(rowOf(4)).getByText(/Speaking task/)).toHaveTextContent('Speaking task · The Big Red Barn');

    expect(screen.getByRole('link', { name: 'Edit Farm animals' })).toHaveAttribute(
      'href',
      '/course_weekly_quiz/edit/course=Sunflowers/type=regular/12/1',
    );
    expect(screen.getByRole('link', { name: 'Progress of Colours' })).toHaveAttribute(
      'href',
      '/course_weekly_quiz/progress/course=Sunflowers/type=regular/12/2',
    );
    expect(screen.queryByRole('link', { name: 'Edit Colours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Colours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish Colours' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Farm animals' })).toBeInTheDocument();
  });

  it('filters by state, by kind and by name', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /echo/list/12': () => jsonResponse(echoList(LIST)) });
    renderInApp(<EchoList course={SUNFLOWERS} readOnly={false} />);
    await screen.findByText('Farm animals');

    await user.click(screen.getByText('Published', { selector: '.ant-segmented-item-label' }));
    expect(screen.queryByText('Farm animals')).not.toBeInTheDocument();
    expect(screen.getByText('Colours')).toBeInTheDocument();
    await user.click(screen.getByText('All states', { selector: '.ant-segmented-item-label' }));

    await user.click(screen.getByRole('combobox', { name: 'Show quizzes by kind' }));
    await user.click(await screen.findByTitle('Speaking task'));
    expect(rowOf(4)).toBeInTheDocument();
    expect(screen.queryByText('Colours')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Show quizzes by kind' }));
    await user.click(await screen.findByTitle('All kinds'));

    await user.type(screen.getByLabelText('Search by name'), 'weekly');
    expect(screen.getByText('Weekly picks')).toBeInTheDocument();
    expect(screen.queryByText('Colours')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search by name'));
    await user.type(screen.getByLabelText('Search by name'), 'nothing like it');
    expect(screen.getByText('No quiz matches these filters.')).toBeInTheDocument();
  });

  it('says to create a quiz first when there is none, and offers to create one', async () => {
    mockApi({ 'GET /echo/list/12': () => jsonResponse(echoList([])) });
    renderInApp(<EchoList course={SUNFLOWERS} readOnly={false} />);
    expect(await screen.findByText('No quiz found; create one first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create oral quiz' })).toBeInTheDocument();
  });

  it('says why the list could not be read, and reads it again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      'GET /echo/list/12': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ status: 'error', code: 'common.system_error' }, 500)
          : jsonResponse(echoList([quiz({ echoid: 1, name: 'Farm animals' })]));
      },
    });
    renderInApp(<EchoList course={SUNFLOWERS} readOnly={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The oral quizzes could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Farm animals')).toBeInTheDocument();
  });

  it('while a quiz is generating, says it takes time and reads the list again every ten seconds', async () => {
    let calls = 0;
    mockApi({
      'GET /echo/list/12': () => {
        calls += 1;
        return jsonResponse(
          echoList(calls === 1 ? [quiz({ echoid: 7, name: 'This week', state: 'generating', auto: true })] : []),
        );
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderInApp(<EchoList course={SUNFLOWERS} readOnly={false} />);
    expect(
      await screen.findByText('It takes some time to generate the oral quizzes; check back later.'),
    ).toBeInTheDocument();
    expect(within(rowOf(7)).getByText('Generating')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(10_500);
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('No quiz found; create one first.')).toBeInTheDocument();
    expect(screen.queryByText(/It takes some time/)).not.toBeInTheDocument();
  });

  it('says why no quiz was made for a week when the class read nothing', async () => {
    mockApi({
      'GET /echo/list/12': () =>
        jsonResponse(
          echoList([], {
            auto: {
              enabled: true,
              next_run: '2026-11-23T00:00:00.000Z',
              last_note: 'nothing_read',
              last_note_week: '2026-11-16',
            },
          }),
        ),
    });
    renderInApp(<EchoList course={SUNFLOWERS} readOnly={false} />);
    expect(
      await screen.findByText(
        'No oral quiz was made for the week of 2026.11.16: the class read nothing and was assigned nothing that week.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto-assigned oral quizzes' })).toBeChecked();
  });

  it('switches auto-assigned oral quizzes on and saves the rewards', async () => {
    const user = userEvent.setup();
    const sent: URLSearchParams[] = [];
    // What the server keeps: the list answers with the last setting saved.
    let setting = { enabled: false, reward_exp: 10, reward_tickets: 1 };
    mockApi({
      'GET /echo/list/12': () =>
        jsonResponse(
          echoList([quiz({ echoid: 1, name: 'Farm animals' })], {
            auto: { enabled: setting.enabled, next_run: null, last_note: null, last_note_week: null },
            reward_exp: setting.reward_exp,
            reward_tickets: setting.reward_tickets,
          }),
        ),
      'GET /course/detail/12': () => jsonResponse(classLibrary([material(101, 'The Big Red Barn')])),
      'POST /echo/auto/12': (init) => {
        const body = bodyOf(init);
        sent.push(body);
        setting = {
          enabled: body.get('enabled') === 'true',
          reward_exp: Number(body.get('reward_exp')),
          reward_tickets: Number(body.get('reward_tickets')),
        };
        return jsonResponse({ status: 'success', ...setting });
      },
    });
    renderInApp(<EchoList course={SUNFLOWERS} readOnly={false} />);
    const toggle = await screen.findByRole('switch', { name: 'Auto-assigned oral quizzes' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(Object.fromEntries(sent[0]!)).toEqual({ enabled: 'true', reward_exp: '10', reward_tickets: '1' });

    const exp = screen.getByLabelText('EXP');
    await user.clear(exp);
    await user.type(exp, '25');
    await user.click(screen.getByRole('button', { name: 'Save rewards' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(Object.fromEntries(sent[1]!)).toEqual({ enabled: 'true', reward_exp: '25', reward_tickets: '1' });
    await waitFor(() => expect(screen.getByLabelText('EXP')).toHaveValue('25'));
  });

  it('asks before switching auto-assigned oral quizzes on for a class whose library is empty', async () => {
    const user = userEvent.setup();
    const sent: URLSearchParams[] = [];
    const fetchMock = mockApi({
      'GET /echo/list/12': () => jsonResponse(echoList([quiz({ echoid: 1, name: 'Farm animals' })])),
      'GET /course/detail/12': () => jsonResponse(classLibrary([])),
      'POST /echo/auto/12': (init) => {
        sent.push(bodyOf(init));
        return jsonResponse({ status: 'success', enabled: true, reward_exp: 10, reward_tickets: 1 });
      },
    });
    renderInApp(<EchoList course={SUNFLOWERS} readOnly={false} />);
    const toggle = await screen.findByRole('switch', { name: 'Auto-assigned oral quizzes' });
    // The library is read before the teacher's click is answered.
    await waitFor(() => expect(fetchMock.mock.settledResults).toHaveLength(2));
    await user.click(toggle);
    // (antd gives every dialog title the same id in tests: the dialog is found by its words.)
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Turn on auto-assigned oral quizzes?');
    expect(dialog).toHaveTextContent("This class's library is empty, so no oral quiz can be made from it");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).not.toBeChecked();
    expect(sent).toEqual([]);

    await user.click(toggle);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on anyway' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('enabled')).toBe('true');
  });

  it('publishes a draft only after the teacher confirms the wording of the specification', async () => {
    const user = userEvent.setup();
    let published = false;
    mockApi({
      'GET /echo/list/12': () =>
        jsonResponse(
          echoList([
            quiz({
              echoid: 1,
              name: 'Farm animals',
              state: published ? 'published' : 'unpublished',
              published_at: published ? '2026-11-17T09:00:00.000Z' : null,
            }),
          ]),
        ),
      'POST /echo/publish/12/1': () => {
        published = true;
        return jsonResponse({ status: 'success' });
      },
    });
    renderInApp(<EchoList course={SUNFLOWERS} readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: 'Publish Farm animals' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'After publication, the content and time cannot be modified, and the quiz cannot be deleted. Publish?',
    );
    expect(published).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(within(rowOf(1)).getByText('Published')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Edit Farm animals' })).not.toBeInTheDocument();
  });

  it('deletes a draft after confirming', async () => {
    const user = userEvent.setup();
    let deleted = false;
    mockApi({
      'GET /echo/list/12': () => jsonResponse(echoList(deleted ? [] : [quiz({ echoid: 1, name: 'Farm animals' })])),
      'POST /echo/delete/12/1': () => {
        deleted = true;
        return jsonResponse({ status: 'success' });
      },
    });
    renderInApp(<EchoList course={SUNFLOWERS} readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Farm animals' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No quiz found; create one first.')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it('offers nothing to change in an expired class', async () => {
    mockApi({
      'GET /echo/list/12': () =>
        jsonResponse(
          echoList(LIST, { auto: { enabled: true, next_run: null, last_note: null, last_note_week: null } }),
        ),
    });
    renderInApp(<EchoList course={SUNFLOWERS} readOnly />);
    await screen.findByText('Farm animals');
    expect(screen.queryByRole('button', { name: 'Create oral quiz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Publish|Delete)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save rewards' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto-assigned oral quizzes' })).toBeDisabled();
    expect(screen.getByLabelText('EXP')).toBeDisabled();
    // Progress stays readable, through the read-only address.
    expect(screen.getByRole('link', { name: 'Progress of Colours' })).toHaveAttribute(
      'href',
      '/course_weekly_quiz/progress/course=Sunflowers/type=regular/12/2/expired',
    );
  });
});
