import type { ContentPackageSummary, ResourceSummary } from '@lms/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { TEST_THEME } from '../../../test/render';
import { type CollectionDraft, newDraft } from '../collection-draft';
import { CollectionEditor } from './CollectionEditor';

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

const packages: ContentPackageSummary[] = [
  { pkgid: 1, name: 'Seedling Readers', description: '', count: 3, books: 2, videos: 1 },
  { pkgid: 2, name: 'Pathfinder Readers', description: '', count: 5, books: 4, videos: 1 },
];

function resource(resourceid: number, resource_name: string): ResourceSummary {
  return {
    resourceid,
    resource_name,
    type: 'book',
    level: 'A',
    unit: '',
    topic: 'animals',
    publisher: 'Bluebell Press',
    author: 'Ann Author',
    information: '',
    note: '',
    cover: '',
  };
}

const ant = resource(1, 'Ant Hill');
const bee = resource(2, 'Busy Bee');
const cow = resource(3, 'Cow Moo');

/** The editor in a data router (leaving is guarded with useBlocker), with a stand-in picker. */
function renderEditor(initial: CollectionDraft, cid?: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/collection/create/',
        element: (
          <>
            <Link to="/collection">Go to My Library</Link>
            <CollectionEditor
              cid={cid}
              initial={initial}
              packages={packages}
              backTo="/collection"
              renderPicker={({ packageId, onAdd }) => (
                <button type="button" onClick={() => onAdd([ant, bee, cow])}>
                  Add all of package {packageId}
                </button>
              )}
              renderMaterial={(material) => <span>{material.resource_name}</span>}
            />
          </>
        ),
      },
      { path: '/collection', element: <p>My Library list</p> },
      { path: '/collection/:pid/:cname/:cid', element: <p>Collection page</p> },
    ],
    { initialEntries: ['/collection/create/'] },
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

const chosenTitles = () =>
  within(screen.getByRole('region', { name: /In this collection/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+/, ''));

/**
 * The open dialog, checked by its title. (antd gives every element the same id under test,
 * so a dialog's accessible name cannot be relied on.)
 */
async function findDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(title);
  return dialog;
}

// antd is heavy under jsdom: opening a select and a dialog takes a few seconds.
describe('the collection editor', () => {
  it('asks before a package change clears the materials picked, and clears them only when confirmed', async () => {
    const user = userEvent.setup();
    renderEditor({ ...newDraft(1), name: 'Farm week', materials: [ant, bee] });
    await user.click(screen.getByRole('combobox', { name: 'Package' }));
    await user.click(within(screen.getByRole('listbox').parentElement!).getByTitle(/Pathfinder Readers/));

    const dialog = await findDialog('Change the package?');
    expect(dialog).toHaveTextContent('The 2 materials you picked come from “Seedling Readers”.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(chosenTitles()).toEqual(['Ant Hill', 'Busy Bee']);

    await user.click(screen.getByRole('combobox', { name: 'Package' }));
    await user.click(within(screen.getByRole('listbox').parentElement!).getByTitle(/Pathfinder Readers/));
    await user.click(
      within(await findDialog('Change the package?')).getByRole('button', {
        name: 'Change and clear the list',
      }),
    );
    expect(screen.getByText('No materials yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add all of package 2' })).toBeInTheDocument();
  });

  it('reorders with the move buttons from the keyboard, keeping the focus on the moved material', async () => {
    const user = userEvent.setup();
    renderEditor({ ...newDraft(1), materials: [ant, bee, cow] });

    screen.getByRole('button', { name: 'Move “Cow Moo” up' }).focus();
    await user.keyboard('{Enter}');
    expect(chosenTitles()).toEqual(['Ant Hill', 'Cow Moo', 'Busy Bee']);
    expect(screen.getByRole('button', { name: 'Move “Cow Moo” up' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(chosenTitles()).toEqual(['Cow Moo', 'Ant Hill', 'Busy Bee']);
    // At the top "up" is disabled: the focus stays on the same material, on "down".
    expect(screen.getByRole('button', { name: 'Move “Cow Moo” up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move “Cow Moo” down' })).toHaveFocus();
    expect(screen.getByText('“Cow Moo” is now at position 1 of 3.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move “Ant Hill” down' }));
    expect(chosenTitles()).toEqual(['Cow Moo', 'Busy Bee', 'Ant Hill']);
  });

  it('says what is missing: a name, then at least one material', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderEditor(newDraft(1));

    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(screen.getByText('Enter a name for the collection.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Farm week');
    expect(screen.queryByText('Enter a name for the collection.')).not.toBeInTheDocument();
    expect(screen.getByText('A collection or library needs at least one resource to be saved.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the rule the server refused in its place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    mockApi({
      'POST /collection/create': () =>
        jsonResponse({ status: 'error', code: 'collection.name_invalid', message: 'Enter a name' }, 400),
    });
    renderEditor({ ...newDraft(1), name: 'Farm week', materials: [ant] });
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Enter a name for the collection.')).toBeInTheDocument();
  });

  it('says beside the Save button why the server refused anything else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    mockApi({
      'POST /collection/create': () =>
        jsonResponse({ status: 'error', code: 'collection.package_mismatch', message: 'Mismatch' }, 400),
    });
    renderEditor({ ...newDraft(1), name: 'Farm week', materials: [ant] });
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Every material must come from the chosen package.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('saves the materials in their order and opens the saved collection', async () => {
    const user = userEvent.setup();
    const sent: URLSearchParams[] = [];
    const keys: (string | null)[] = [];
    mockApi({
      'POST /collection/create': (init) => {
        sent.push(new URLSearchParams(String(init?.body)));
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        return jsonResponse({ status: 'success', cid: 9 });
      },
    });
    const router = renderEditor({ ...newDraft(1), materials: [cow, ant] });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Farm week ');
    await user.click(screen.getByRole('button', { name: /Save/ }));

    expect(await screen.findByText('Collection page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/collection/1/Farm%20week/9');
    expect(sent[0]?.get('name')).toBe('Farm week');
    expect(sent[0]?.get('pkgid')).toBe('1');
    expect(sent[0]?.get('applicable_course')).toBe('all');
    expect(sent[0]?.getAll('resourceids')).toEqual(['3', '1']);
    // A key of its own, so a repeat of this save cannot make a second collection.
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  });

  it('lets the teacher leave without a question when nothing changed', async () => {
    const user = userEvent.setup();
    renderEditor(newDraft(1));
    await user.click(screen.getByRole('link', { name: 'Go to My Library' }));
    // Nothing changed yet: leaving needs no question.
    expect(await screen.findByText('My Library list')).toBeInTheDocument();
  });

  it('asks to save before leaving with unsaved changes, and stays or leaves without saving as told', async () => {
    const user = userEvent.setup();
    const router = renderEditor(newDraft(1));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Farm week');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to My Library' }));
    const dialog = await findDialog('Save your changes?');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/collection/create/');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Farm week');

    await user.click(screen.getByRole('link', { name: 'Go to My Library' }));
    await user.click(
      within(await findDialog('Save your changes?')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByText('My Library list')).toBeInTheDocument();
  });

  it('saves and then goes where the teacher was heading', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /collection/create': () => jsonResponse({ status: 'success', cid: 9 }) });
    renderEditor({ ...newDraft(1), materials: [ant] });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Farm week');
    await user.click(screen.getByRole('link', { name: 'Go to My Library' }));
    await user.click(
      within(await findDialog('Save your changes?')).getByRole('button', {
        name: 'Save and leave',
      }),
    );
    expect(await screen.findByText('My Library list')).toBeInTheDocument();
  });

  it('asks the browser to confirm a reload or closing the tab while there are unsaved changes', async () => {
    const user = userEvent.setup();
    renderEditor(newDraft(1));
    const unchanged = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unchanged);
    expect(unchanged.defaultPrevented).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Farm week');
    const changed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(changed);
    expect(changed.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.getByText('Unsaved changes')).toBeInTheDocument());
  });
});
