import { type CourseDetailResponse, type LibraryChoice, RESOURCE_SORTS, type Textbook } from '@lms/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/toast/toast-store';
import { useCourseInfoStore } from '../../../entities/course/course-info-store';
import { i18n } from '../../../lib/i18n/i18n';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderInApp } from '../../../test/render';
import { typeThenPause } from '../../../test/typing';
import { ClassLibrary } from './ClassLibrary';

beforeAll(() => i18n.loadNamespaces(['library']));
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

function textbook(resourceid: number, overrides: Partial<Textbook> = {}): Textbook {
  return {
    resourceid,
    type: 'book',
    resource_name: `Book ${resourceid}`,
    level: 'A',
    unit: '',
    topic: 'animals',
    publisher: 'Bluebell Press',
    author: 'Ann Author',
    information: '',
    note: '',
    cover: `/cms/resdl/books/${resourceid}/cover.svg`,
    colid: 'p1',
    openflag: 'true',
    ...overrides,
  };
}

const record = [
  textbook(1, { resource_name: 'Big Red Bus', level: 'A', topic: 'transport' }),
  textbook(2, { resource_name: 'Cat Naps', level: 'B', publisher: 'Kite & Compass Books' }),
  textbook(3, {
    resource_name: 'Hello, Friends!',
    type: 'video',
    level: '',
    unit: '1',
    topic: 'friends',
    openflag: 'false',
    information: '{"description":"Two children say hello.","download_link":"/cms/resdl/videos/hello.mp4"}',
  }),
];

function library(items: Textbook[] = record): CourseDetailResponse {
  return {
    status: 'success',
    csrInfo: { courseid: 7, colid: 'p1', library_kind: 'package', library_name: 'Seedling Readers', pkgid: 1 },
    record: items,
    courseOverview: {
      record: [
        { type: 'book', group: 'A', total: 1, opened: 1 },
        { type: 'book', group: 'B', total: 1, opened: 1 },
        { type: 'video', group: '1', total: 1, opened: 0 },
      ],
      total: 3,
      opened: 2,
    },
  };
}

/** A collection the class could switch to. */
function choice(colid: string, name: string): LibraryChoice {
  return { colid, kind: 'collection', name, description: '', pkgid: 1, package_name: 'Seedling Readers', count: 2 };
}

const bodyOf = (init: RequestInit | undefined) => new URLSearchParams(String(init?.body ?? ''));

function renderLibrary(routes: Parameters<typeof mockApi>[0] = {}, readOnly = false) {
  const searches: URLSearchParams[] = [];
  const fetchMock = mockApi({
    'GET /course/detail/7': () => jsonResponse(library()),
    'POST /course/detail/search/7': (init) => {
      searches.push(bodyOf(init));
      return jsonResponse(library(record.slice(0, 1)));
    },
    ...routes,
  });
  renderInApp(<ClassLibrary courseId={7} readOnly={readOnly} />);
  return { fetchMock, searches };
}

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox.parentElement!).getByTitle(option));
}

const switchFor = (title: string) => screen.getByRole('switch', { name: `Students can open “${title}”` });

// antd is heavy under jsdom: a page of cards takes a few seconds to render and query.
describe('the class library', () => {
  it('shows the library, its overview and each material with its open state', async () => {
    renderLibrary();
    expect(await screen.findByText('Seedling Readers')).toBeInTheDocument();
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(switchFor('Big Red Bus')).toBeChecked();
    expect(switchFor('Hello, Friends!')).not.toBeChecked();
    // Information holding a download link becomes a download button to the content host.
    expect(screen.getByRole('link', { name: 'Download “Hello, Friends!”' })).toHaveAttribute(
      'href',
      '/cms/resdl/videos/hello.mp4',
    );
    // The class's library id is kept beside the class in the persisted course info.
    expect(useCourseInfoStore.getState()).toMatchObject({ courseid: 7, colid: 'p1' });
  });

  it('searches with the keyword once the teacher pauses typing', async () => {
    const { searches } = renderLibrary();
    typeThenPause(await screen.findByRole('searchbox', { name: 'Search by title or author' }), 'bus');
    await waitFor(() => expect(searches.at(-1)?.toString()).toBe('keyword=bus'));
    expect(searches).toHaveLength(1);
    expect(await screen.findByText('Big Red Bus')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Cat Naps')).not.toBeInTheDocument());
  });

  it.each([
    ['Type', 'Videos', 'type=video'],
    ['Level', 'Level B', 'level=B'],
    ['Unit', 'Unit 1', 'unit=1'],
    ['Topic', 'Transport', 'topic=transport'],
    ['Publisher', 'Kite & Compass Books', 'publisher=Kite+%26+Compass+Books'],
    ['Open for students', 'Closed', 'opened=false'],
  ])('filters by %s', async (filter, option, sent) => {
    const user = userEvent.setup();
    const { searches } = renderLibrary();
    await choose(user, await screen.findByRole('combobox', { name: filter }), option);
    await waitFor(() => expect(searches.at(-1)?.toString()).toBe(sent));
  });

  it.each(RESOURCE_SORTS.map((sort) => [sort]))('sorts by %s on the server', async (sort) => {
    const user = userEvent.setup();
    const { searches } = renderLibrary();
    const label = {
      title_asc: 'Title (A–Z)',
      title_desc: 'Title (Z–A)',
      level_asc: 'Level (A–Z)',
      level_desc: 'Level (Z–A)',
      unit_asc: 'Unit (ascending)',
      unit_desc: 'Unit (descending)',
    }[sort];
    await choose(user, await screen.findByRole('combobox', { name: 'Sort by' }), label);
    await waitFor(() => expect(searches.at(-1)?.toString()).toBe(`sort=${sort}`));
  });

  it('opens or closes one material with its switch', async () => {
    const user = userEvent.setup();
    const stored = record.map((item) => ({ ...item }));
    const { fetchMock } = renderLibrary({
      'GET /course/detail/7': () => jsonResponse(library(stored)),
      'GET /course/openresource/7/p1/1/false': () => {
        stored[0]!.openflag = 'false';
        return jsonResponse({ status: 'success', openflag: 'false', resourceids: [1] });
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Students can open “Big Red Bus”' }));
    await waitFor(() => expect(switchFor('Big Red Bus')).not.toBeChecked());
    expect(fetchMock).toHaveBeenCalledWith('/api/course/openresource/7/p1/1/false', expect.anything());
  });

  it('closes the selection in one request, shows it at once, and puts it back when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let refuse: (response: Response) => void = () => {};
    const sent: URLSearchParams[] = [];
    renderLibrary({
      'POST /course/openresourcelist/7/p1/false': (init) => {
        sent.push(bodyOf(init));
        return new Promise<Response>((resolve) => {
          refuse = resolve;
        });
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Big Red Bus”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Cat Naps”' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close for students' }));

    await waitFor(() => expect(switchFor('Big Red Bus')).not.toBeChecked());
    expect(sent.map((body) => body.getAll('resourceids'))).toEqual([['1', '2']]);
    expect(switchFor('Cat Naps')).not.toBeChecked();

    refuse(jsonResponse({ status: 'error', code: 'course.expired', message: 'Expired' }, 409));
    await waitFor(() => expect(switchFor('Big Red Bus')).toBeChecked());
    expect(switchFor('Cat Naps')).toBeChecked();
    expect(useToastStore.getState().current?.text).toBe('Expired, please contact your business partner.');
  });

  it('selects every material shown at once', async () => {
    const user = userEvent.setup();
    renderLibrary();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all 3 materials shown' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    for (const title of ['Big Red Bus', 'Cat Naps', 'Hello, Friends!']) {
      expect(screen.getByRole('checkbox', { name: `Select “${title}”` })).toBeChecked();
    }
  });

  it('only shows an expired class library: no switches, no selection, no library switcher', async () => {
    renderLibrary({}, true);
    expect(await screen.findByText('Big Red Bus')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change library/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Opened')).toHaveLength(2);
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });

  it('says so and links to creating a collection when there is no other library to switch to', async () => {
    const user = userEvent.setup();
    renderLibrary({
      'GET /course/libraries/7?page=1': () =>
        jsonResponse({ status: 'success', current: 'p1', record: [], page: 1, size: 50, total: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: /Change library/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('No collection or library can be added; create one first.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Create a collection/ })).toHaveAttribute(
      'href',
      '/collection/create/',
    );
  });

  it('switches to another library after saying that open states are kept', async () => {
    const user = userEvent.setup();
    const switched: URLSearchParams[] = [];
    renderLibrary({
      'GET /course/libraries/7?page=1': () =>
        jsonResponse({
          status: 'success',
          current: 'p1',
          record: [choice('c4', 'Farm week')],
          page: 1,
          size: 50,
          total: 1,
        }),
      'POST /course/setlibrary/7': (init) => {
        switched.push(bodyOf(init));
        return jsonResponse(library());
      },
    });
    await user.click(await screen.findByRole('button', { name: /Change library/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Materials that are in both libraries keep their open or closed state for students.'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Farm week/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this library' }));
    await waitFor(() => expect(switched.map(String)).toEqual(['colid=c4']));
  });

  it('offers the libraries a page at a time, and more when asked', async () => {
    const user = userEvent.setup();
    const page = (number: number, names: string[]) =>
      jsonResponse({
        status: 'success',
        current: 'p1',
        record: names.map((name, i) => choice(`c${number * 10 + i}`, name)),
        page: number,
        size: 2,
        total: 3,
      });
    const switched: URLSearchParams[] = [];
    renderLibrary({
      'GET /course/libraries/7?page=1': () => page(1, ['Animals', 'Birds']),
      'GET /course/libraries/7?page=2': () => page(2, ['Colours']),
      'POST /course/setlibrary/7': (init) => {
        switched.push(bodyOf(init));
        return jsonResponse(library());
      },
    });
    await user.click(await screen.findByRole('button', { name: /Change library/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));
    expect(await within(dialog).findByRole('radio', { name: /Colours/ })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Colours/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this library' }));
    await waitFor(() => expect(switched.map(String)).toEqual(['colid=c20']));
  });

  it('tells the teacher when the library cannot be loaded, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let answer = () => jsonResponse({ status: 'error', code: 'common.system_error', message: '' }, 500);
    mockApi({ 'GET /course/detail/7': () => answer() });
    renderInApp(<ClassLibrary courseId={7} readOnly={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('System error, please contact your administrator.');
    answer = () => jsonResponse(library());
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Big Red Bus')).toBeInTheDocument();
  });
});
