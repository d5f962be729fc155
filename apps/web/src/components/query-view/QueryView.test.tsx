import type { ErrorCode } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RequestFailure } from '../../lib/request-failure';
import { renderInApp } from '../../test/render';
import { QueryView } from './QueryView';
import { allOf } from './query-state';

const refusal = (code: ErrorCode) =>
  new RequestFailure({ ok: false, status: code === 'common.not_found' ? 404 : 500, code });

/** Reads the next of `answers`: a failure is thrown, a list is returned. */
function reader(answers: (string[] | Error)[]) {
  return async () => {
    const answer = answers.shift() ?? [];
    if (answer instanceof Error) throw answer;
    return answer;
  };
}

/** A list of names read through `answers`, one answer a read. */
function Names({ answers, leavesOnNotFound }: { answers: (string[] | Error)[]; leavesOnNotFound?: boolean }) {
  const query = useQuery({ queryKey: ['names'], queryFn: reader(answers) });
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

  it('words Try again as the screen asks', async () => {
    function Worded() {
      const query = useQuery<string[]>({
        queryKey: ['worded'],
        queryFn: () => Promise.reject(refusal('common.system_error')),
      });
      return (
        <QueryView query={query} pending={null} errorTitle="The names could not be loaded" retryLabel="Read again">
          {(names) => names.join(', ')}
        </QueryView>
      );
    }
    renderInApp(<Worded />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The names could not be loaded');
    expect(screen.getByRole('button', { name: 'Read again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('keeps an answer on screen when a re-read fails, for a screen that keeps it', async () => {
    function Editor({ read, keepsData }: { read: () => Promise<string[]>; keepsData?: boolean }) {
      const query = useQuery({ queryKey: ['edited'], queryFn: read });
      return (
        <>
          <button type="button" onClick={() => query.refetch()}>
            Read again
          </button>
          {query.isError && <p>The re-read failed</p>}
          <QueryView query={query} pending={null} errorTitle="The names could not be loaded" keepsData={keepsData}>
            {(names) => <input aria-label="Names" defaultValue={names.join(', ')} />}
          </QueryView>
        </>
      );
    }
    const kept = renderInApp(<Editor read={reader([['Amy'], refusal('common.system_error')])} keepsData />);
    expect(await screen.findByRole('textbox', { name: 'Names' })).toHaveValue('Amy');
    await userEvent.click(screen.getByRole('button', { name: 'Read again' }));
    expect(await screen.findByText('The re-read failed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Names' })).toHaveValue('Amy');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    kept.unmount();

    renderInApp(<Editor read={reader([['Amy'], refusal('common.system_error')])} />);
    expect(await screen.findByRole('textbox', { name: 'Names' })).toHaveValue('Amy');
    await userEvent.click(screen.getByRole('button', { name: 'Read again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The names could not be loaded');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('reads several queries as one: failed as soon as one fails, Try again reads that one again', async () => {
    let answerNames: (names: string[]) => void = () => {};
    const names = new Promise<string[]>((resolve) => {
      answerNames = resolve;
    });
    const readNames = vi.fn(() => names);
    const readClasses = reader([refusal('common.system_error'), ['Herons']]);
    function Register() {
      const people = useQuery({ queryKey: ['people'], queryFn: readNames });
      const classes = useQuery({ queryKey: ['classes'], queryFn: readClasses });
      return (
        <QueryView
          query={allOf(people, classes)}
          pending={<p>Loading the register…</p>}
          errorTitle="The register could not be loaded"
        >
          {([who, where]) => <p>{`${who.join(' and ')} in ${where.join(', ')}`}</p>}
        </QueryView>
      );
    }
    renderInApp(<Register />);
    // The names are still on their way; the classes' failure is shown at once.
    expect(await screen.findByRole('alert')).toHaveTextContent('The register could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loading the register…')).toBeInTheDocument();
    answerNames(['Amy', 'Ben']);
    expect(await screen.findByText('Amy and Ben in Herons')).toBeInTheDocument();
    expect(readNames).toHaveBeenCalledTimes(1);
  });
});
