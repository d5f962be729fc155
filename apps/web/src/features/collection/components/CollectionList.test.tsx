import type { CollectionSummary } from '@lms/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { typeThenPause } from '../../../test/typing';
import { CollectionList } from './CollectionList';

beforeAll(() => i18n.loadNamespaces(['collection']));
// antd's select lists measure themselves with ResizeObserver, which jsdom does not provide.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

function collection(cid: number, overrides: Partial<CollectionSummary>): CollectionSummary {
  return {
    cid,
    name: `Collection ${cid}`,
    description: '',
    pkgid: 1,
    package_name: 'Seedling Readers',
    applicable_course: 'all',
    count: 5,
    in_use: 0,
    created: '2026-03-01',
    updated: '2026-03-01',
    author: 'Amy Lin',
    ...overrides,
  };
}

const record = [
  collection(3, { name: 'Weather week', created: '2026-05-02', count: 4, applicable_course: 'grade3', in_use: 2 }),
  collection(2, { name: 'Animals', created: '2026-04-10', count: 12, description: 'Farm and zoo animals' }),
  collection(1, { name: 'Ocean', created: '2026-01-20', count: 7, package_name: 'Voyager Readers' }),
];

/** One page of the list as the server answers it. */
const answer = (items: CollectionSummary[], { page = 1, size = 50, total = items.length } = {}) =>
  jsonResponse({ status: 'success', record: items, page, size, total });

const FIRST = 'GET /collection/list?page=1&sort=created';

const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/**
 * The open dialog, checked by its title. (antd gives every element the same id under test,
 * so a dialog's accessible name cannot be relied on.)
 */
async function findDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(title);
  return dialog;
}

describe('My Library', () => {
  it('lists the collections newest first with their package, course, count, date and author', async () => {
    mockApi({ [FIRST]: () => answer(record) });
    renderInApp(<CollectionList />);
    expect(await screen.findByRole('link', { name: 'Weather week' })).toHaveAttribute(
      'href',
      '/collection/1/Weather%20week/3',
    );
    expect(names()).toEqual(['Weather week', 'Animals', 'Ocean']);
    const card = screen.getByRole('link', { name: 'Weather week' }).closest('article')!;
    expect(within(card).getByText('Third grade')).toBeInTheDocument();
    expect(within(card).getByText('Seedling Readers')).toBeInTheDocument();
    expect(within(card).getByText('2026.05.02')).toBeInTheDocument();
    expect(within(card).getByText('Amy Lin')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit “Weather week”' })).toHaveAttribute(
      'href',
      '/collection/edit/1/Weather%20week/3/',
    );
  });

  it('asks the server to search and sort, once the teacher pauses typing', async () => {
    const user = userEvent.setup();
    const [weather, animals, ocean] = record as [CollectionSummary, CollectionSummary, CollectionSummary];
    const fetchMock = mockApi({
      [FIRST]: () => answer(record),
      'GET /collection/list?page=1&sort=created&search=zoo': () => answer([animals]),
      'GET /collection/list?page=1&sort=created&search=nothing': () => answer([]),
      'GET /collection/list?page=1&sort=name': () => answer([animals, ocean, weather]),
    });
    renderInApp(<CollectionList />);
    typeThenPause(await screen.findByRole('searchbox', { name: 'Search collections' }), 'zoo');
    await waitFor(() => expect(names()).toEqual(['Animals']));
    // One request for the search, not one per key.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/collection/list?page=1&sort=created',
      '/api/collection/list?page=1&sort=created&search=zoo',
    ]);

    typeThenPause(screen.getByRole('searchbox', { name: 'Search collections' }), 'nothing', { replace: true });
    expect(await screen.findByText('No collections match “nothing”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(names()).toEqual(['Weather week', 'Animals', 'Ocean']));

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(within(screen.getByRole('listbox').parentElement!).getByTitle('Name (A–Z)'));
    await waitFor(() => expect(names()).toEqual(['Animals', 'Ocean', 'Weather week']));
  });

  it('shows a long list a page at a time, and goes to the page asked for', async () => {
    const user = userEvent.setup();
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => collection(from - i, { name: `Week ${from - i}` }));
    mockApi({
      [FIRST]: () => answer(many(25, 10), { size: 10, total: 25 }),
      'GET /collection/list?page=2&sort=created': () => answer(many(15, 10), { page: 2, size: 10, total: 25 }),
      'GET /collection/list?page=3&sort=created': () => answer(many(5, 5), { page: 3, size: 10, total: 25 }),
    });
    renderInApp(<CollectionList />);
    expect(await screen.findByRole('link', { name: 'Week 25' })).toBeInTheDocument();
    expect(names()).toHaveLength(10);
    expect(screen.getByText('1–10 of 25 collections')).toBeInTheDocument();

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByRole('link', { name: 'Week 15' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Week 25' })).not.toBeInTheDocument();
    expect(screen.getByText('11–20 of 25 collections')).toBeInTheDocument();

    await user.click(screen.getByTitle('3'));
    expect(await screen.findByRole('link', { name: 'Week 5' })).toBeInTheDocument();
    expect(names()).toHaveLength(5);
    expect(screen.getByText('21–25 of 25 collections')).toBeInTheDocument();
  });

  it('shows no page numbers when everything fits on one page', async () => {
    mockApi({ [FIRST]: () => answer(record) });
    renderInApp(<CollectionList />);
    expect(await screen.findByRole('link', { name: 'Weather week' })).toBeInTheDocument();
    expect(screen.queryByTitle('1')).not.toBeInTheDocument();
  });

  it('deletes a collection only after a confirmation that names the classes using it', async () => {
    const user = userEvent.setup();
    let stored = record;
    const fetchMock = mockApi({
      [FIRST]: () => answer(stored),
      'POST /collection/delete/3': () => {
        stored = record.slice(1);
        return jsonResponse({ status: 'success', detached: 2 });
      },
    });
    renderInApp(<CollectionList />);
    await user.click(await screen.findByRole('button', { name: 'Delete “Weather week”' }));
    const dialog = await findDialog('Delete “Weather week”?');
    expect(dialog).toHaveTextContent('2 classes use it as their library');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalledWith('/api/collection/delete/3', expect.anything());

    await user.click(screen.getByRole('button', { name: 'Delete “Weather week”' }));
    await user.click(
      within(await findDialog('Delete “Weather week”?')).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Weather week' })).not.toBeInTheDocument());
  });

  it('duplicates a collection under a name the teacher can change', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    mockApi({
      [FIRST]: () => answer(record),
      'POST /collection/duplicate/2': (init) => {
        sent.push(String(init?.body));
        return jsonResponse({ status: 'success', cid: 4 });
      },
    });
    renderInApp(<CollectionList />);
    await user.click(await screen.findByRole('button', { name: 'Duplicate “Animals”' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Animals (copy)');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(sent).toEqual(['name=Animals+%28copy%29']));
  });

  it('offers to create the first collection when there is none', async () => {
    mockApi({ [FIRST]: () => answer([]) });
    renderInApp(<CollectionList />);
    expect(await screen.findByText('You have no collections yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create a collection/ })).toBeInTheDocument();
  });
});
