import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/toast/toast-store';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { assignment, SUNFLOWERS } from '../test/assignment-fixtures';
import { AssignmentList } from './AssignmentList';

/** The next weekly run, Monday 30 November 2026 at 05:00 in the browser's time zone. */
const NEXT_RUN = new Date(2026, 10, 30, 5, 0).toISOString();

const listWith =
  (autoAssign: boolean, record = [assignment({ aid: 1, name: 'Farm animals' })], nextRun: string | null = NEXT_RUN) =>
  () =>
    jsonResponse({ status: 'success', record, auto_assign: autoAssign, next_run: nextRun });

const bodyOf = (init: RequestInit | undefined) => new URLSearchParams(String(init?.body ?? ''));

/** A response the test sends when it chooses, to look at the page while the request is out. */
function held() {
  let send: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    send = resolve;
  });
  return { response, send };
}

const autoSwitch = () => screen.findByRole('switch', { name: 'Auto-assign weekly' });

/** Answers the confirmation the switch asks for with its button `answer`. */
async function confirmWith(user: ReturnType<typeof userEvent.setup>, answer: string) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the auto-assign switch', () => {
  it("shows the class's setting with what it does, and turns it on at once while the server saves it", async () => {
    const user = userEvent.setup();
    const answer = held();
    const sent: URLSearchParams[] = [];
    mockApi({
      'GET /course/asgmt/list/12': listWith(false),
      'POST /course/asgmt/auto/12': (init) => {
        sent.push(bodyOf(init));
        return answer.response;
      },
    });
    renderInApp(<AssignmentList course={SUNFLOWERS} readOnly={false} />);
    const toggle = await autoSwitch();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      "Every Monday the system assigns the whole class the next 3 open materials of the library at the class's level that the students have not read yet, due on Sunday.",
    );

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on weekly auto-assignment?' });
    expect(dialog).toHaveTextContent(
      "Every Monday morning the class's active students will be given the next 3 open materials of the library at the class's level that they have not read yet, due on Sunday.",
    );
    expect(dialog).toHaveTextContent('The first run is on 2026.11.30 05:00.');
    expect(sent).toEqual([]);
    await confirmWith(user, 'Turn on');
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sent.map((body) => body.get('enabled'))).toEqual(['true']);
    // While it is saved the switch shows it is busy and takes no second click.
    expect(toggle).toHaveClass('ant-switch-loading');
    expect(toggle).toBeDisabled();
    answer.send(jsonResponse({ status: 'success', auto_assign: true }));
    await waitFor(() => expect(toggle).not.toHaveClass('ant-switch-loading'));
    expect(toggle).toBeChecked();
    // Once on, the class says when it runs next.
    expect(toggle).toHaveAccessibleDescription(/Next run: 2026\.11\.30 05:00\.$/);
  });

  it('changes nothing when the teacher cancels, and says so when the class expires before the next run', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'GET /course/asgmt/list/12': listWith(false, undefined, null) });
    renderInApp(<AssignmentList course={SUNFLOWERS} readOnly={false} />);
    const toggle = await autoSwitch();
    await user.click(toggle);
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'The class expires before the next run, so nothing more will be assigned.',
    );
    await confirmWith(user, 'Cancel');
    expect(toggle).not.toBeChecked();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns off, and goes back with the reason when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const answers = [held(), held()];
    const sent: URLSearchParams[] = [];
    mockApi({
      'GET /course/asgmt/list/12': listWith(true),
      'POST /course/asgmt/auto/12': (init) => {
        sent.push(bodyOf(init));
        return answers[sent.length - 1]!.response;
      },
    });
    renderInApp(<AssignmentList course={SUNFLOWERS} readOnly={false} />);
    const toggle = await autoSwitch();
    expect(toggle).toBeChecked();

    await user.click(toggle);
    expect(await screen.findByRole('dialog', { name: 'Turn off weekly auto-assignment?' })).toHaveTextContent(
      'No more weekly assignments will be set for this class. The assignments already set stay as they are.',
    );
    await confirmWith(user, 'Turn off');
    await waitFor(() => expect(toggle).not.toBeChecked());
    answers[0]!.send(jsonResponse({ status: 'error', code: 'course.expired', message: 'Expired' }, 409));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(useToastStore.getState().current?.text).toBe('Expired, please contact your business partner.');

    await waitFor(() => expect(toggle).not.toHaveClass('ant-switch-loading'));
    await user.click(toggle);
    await confirmWith(user, 'Turn off');
    answers[1]!.send(jsonResponse({ status: 'success', auto_assign: false }));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent.map((body) => body.get('enabled'))).toEqual(['false', 'false']);
  });

  it('is offered in a class without assignments yet', async () => {
    mockApi({ 'GET /course/asgmt/list/12': listWith(false, []) });
    renderInApp(<AssignmentList course={SUNFLOWERS} readOnly={false} />);
    expect(await autoSwitch()).toBeEnabled();
    expect(screen.getByText('No assignments yet')).toBeInTheDocument();
  });

  it('shows the setting of an expired class without offering to change it', async () => {
    const fetchMock = mockApi({ 'GET /course/asgmt/list/12': listWith(true) });
    renderInApp(<AssignmentList course={SUNFLOWERS} readOnly />);
    const toggle = await autoSwitch();
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    await userEvent.setup().click(toggle);
    expect(toggle).toBeChecked();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
