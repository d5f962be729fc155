import type { ErrorCode } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequestFailure } from '../../lib/request-failure';
import { renderInApp } from '../../test/render';
import { QueryView } from './QueryView';

const refusal = (code: ErrorCode) =>
  new RequestFailure({ ok: false, status: code === 'common.not_found' ? 404 : 500, code });

/** A list of names read through `answers`, one answer a read: a failure is thrown, a list is returned. */
function Names({ answers, leavesOnNotFound }: { answers: (string[] | Error)[]; leavesOnNotFound?: boolean }) {
  const query = useQuery({
    queryKey: ['names'],
    queryFn: async () => {
      const answer = answers.shift() ?? [];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  return (
    <QueryView
      query={query}
      pending={<p>Loading the names…</p>}
      errorTitle="The names could not be loaded"
      leavesOnNotFound={leavesOnNotFound}
      empty={{ when: (names) => names.length === 0, view: <p>No names yet</p> }}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

describe('a query on screen', () => {
  it('shows the skeleton until the answer, then what is drawn from it', async () => {
    renderInApp(<Names answers={[['Amy', 'Ben']]} />);
    expect(screen.getByText('Loading the names…')).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Loading the names…')).not.toBeInTheDocument();
  });

  it('says why it failed and reads again on Try again', async () => {
    renderInApp(<Names answers={[refusal('common.system_error'), ['Amy']]} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The names could not be loaded');
    expect(alert).toHaveTextContent('System error, please contact your administrator.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Amy');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('makes the reason the heading when the screen names no failure of its own', async () => {
    function Plain() {
      const query = useQuery<string[]>({
        queryKey: ['plain'],
        queryFn: () => Promise.reject(refusal('common.system_error')),
      });
      return (
        <QueryView query={query} pending={null}>
          {(names) => names.join(', ')}
        </QueryView>
      );
    }
    renderInApp(<Plain />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^System error, please contact your administrator\.Try again$/);
  });

  it('shows the empty state for an answer with nothing in it', async () => {
    renderInApp(<Names answers={[[]]} />);
    expect(await screen.findByText('No names yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows nothing for a page the user is being taken away from, and the failure elsewhere', async () => {
    const leaving = renderInApp(<Names answers={[refusal('common.not_found')]} leavesOnNotFound />);
    await waitForElementToBeRemoved(() => screen.queryByText('Loading the names…'));
    expect(leaving.container).toBeEmptyDOMElement();
    leaving.unmount();
    renderInApp(<Names answers={[refusal('common.not_found')]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
  });
});
