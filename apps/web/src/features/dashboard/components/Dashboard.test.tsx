import type { DashboardResponse } from '@lms/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { COURSE_ROUTE_PARAMS } from '../../../entities/course/course-route';
import { STUDENT_PAGE, STUDENT_ROUTE_PARAMS } from '../../../entities/student/student-paths';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { TEST_THEME } from '../../../test/render';
import { DASHBOARD_PAGE } from '../dashboard-paths';
import { stubChartSurface } from '../test/chart-surface';
import { dashboardBody, libraryBody, quietBody, SUNFLOWERS } from '../test/dashboard-fixtures';
import { Dashboard } from './Dashboard';

const PATH = '/course_dashboard/course=Sunflowers/type=regular/12';

function StudentPage() {
  const { stuid, expired } = useParams();
  return <p>{`Student page of ${stuid}${expired ? ' (read-only)' : ''}`}</p>;
}

type Routes = Parameters<typeof mockApi>[0];

function openDashboard({
  path = PATH,
  routes = {},
  readOnly = false,
  actions,
}: {
  path?: string;
  routes?: Routes;
  readOnly?: boolean;
  actions?: ReactNode;
} = {}) {
  const fetchMock = mockApi({
    'GET /dashboard/12?window=last6': () => jsonResponse(dashboardBody()),
    'GET /dashboard/12?window=last30': () => jsonResponse(dashboardBody({}, 'last30')),
    'GET /dashboard/12?window=30d': () => jsonResponse(dashboardBody({}, '30d')),
    'GET /course/detail/12': () => jsonResponse(libraryBody()),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      {
        path: `${DASHBOARD_PAGE}/${COURSE_ROUTE_PARAMS}`,
        element: <Dashboard course={SUNFLOWERS} readOnly={readOnly} actions={actions} />,
      },
      { path: `${STUDENT_PAGE}/${STUDENT_ROUTE_PARAMS}`, Component: StudentPage },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={TEST_THEME}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { router, fetchMock };
}

// Six charts and three lists render at once, which jsdom does slowly on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

const dashboardCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/dashboard/'));

async function chart(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { level: 3, name })).closest('section') as HTMLElement;
}

describe('the class dashboard', () => {
  beforeEach(() => {
    stubChartSurface();
  });

  it('sums up each chart in words: totals, the highest day or record, and the trend', async () => {
    openDashboard();
    const minutes = within(await chart('Reading and viewing minutes per day'));
    expect(
      minutes.getByText(
        'Minutes in all: 295 of reading and 80 of viewing. The most minutes were on 2026.11.20: 120. The trend is rising.',
      ),
    ).toBeInTheDocument();
    expect(
      minutes.getByText('A record is a day on which the class was active: the last 6 such days.'),
    ).toBeInTheDocument();

    expect(
      within(await chart('Books and videos completed')).getByText(
        'Books completed: 15; videos completed: 3. The most were completed on 2026.11.21: 6. The trend is rising.',
      ),
    ).toBeInTheDocument();

    const assignments = within(await chart('Assignment completion'));
    expect(
      assignments.getByText(
        'Across 3 assignments: 18 complete, 7 incomplete and 5 missed; 60% complete. Missed most often: Bedtime stories (3).',
      ),
    ).toBeInTheDocument();
    expect(assignments.getByText('A record is an assignment: the last 6, by start date.')).toBeInTheDocument();

    // The quiz without a scored answer is left out of the average and the trend.
    const echo = within(await chart('Echo Valley scores over time'));
    expect(
      echo.getByText(
        'The average score over 3 quizzes was 73. Highest: Week 44 (82); lowest: Week 47 (61). The trend is falling.',
      ),
    ).toBeInTheDocument();
    expect(echo.getByText('A record is an Echo Valley quiz: the last 6, by opening date.')).toBeInTheDocument();

    expect(
      within(await chart('Active students per day')).getByText(
        'On average 8 students were active a day. The most were active on 2026.11.20: 12. The trend is rising.',
      ),
    ).toBeInTheDocument();

    expect(
      within(await chart('Levels of the class and their movement')).getByText(
        '12 students; the most are at level B (5). Not placed yet: 2. In this window, moves up a level: 3; moves down: 1.',
      ),
    ).toBeInTheDocument();
  });

  it('draws each chart as a picture beside its words', async () => {
    openDashboard();
    const minutes = await chart('Reading and viewing minutes per day');
    // ECharts draws on the next animation frame. The legend names each series in words, and
    // the axis shows the days with their weekdays.
    const drawing = () => minutes.querySelector('[aria-hidden="true"][_echarts_instance_] svg');
    await waitFor(() => expect(drawing()?.textContent).toContain('Reading'));
    expect(drawing()?.textContent).toContain('Viewing');
    expect(drawing()?.textContent).toContain('Fri');
    expect(minutes.querySelector('table')).toBeNull();
  });

  it('shows a chart’s figures as a table and back', async () => {
    const user = userEvent.setup();
    openDashboard();
    const echo = within(await chart('Echo Valley scores over time'));
    await user.click(echo.getByRole('button', { name: 'Show as table' }));

    const table = echo.getByRole('table', { name: 'Echo Valley scores over time' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Quiz', 'Opening date', 'Average score', 'Students scored'],
      ['Week 44', '2026.10.26', '82', '9'],
      ['Week 45', '2026.11.02', '75', '8'],
      ['Week 46', '2026.11.09', 'Not scored yet', '0'],
      ['Week 47', '2026.11.16', '61', '7'],
    ]);
    // Each row is named by its quiz for a screen reader moving along the cells.
    expect(within(table).getByRole('rowheader', { name: 'Week 45' })).toBeInTheDocument();

    await user.click(echo.getByRole('button', { name: 'Show as chart' }));
    expect(echo.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists levels in book order with the students not placed yet last', async () => {
    const user = userEvent.setup();
    openDashboard();
    const levels = within(await chart('Levels of the class and their movement'));
    await user.click(levels.getByRole('button', { name: 'Show as table' }));
    const rows = within(levels.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Level', 'Students', 'Moved up', 'Moved down'],
      ['A', '3', '0', '1'],
      ['B', '5', '2', '0'],
      ['C', '2', '1', '0'],
      ['Not placed yet', '2', '0', '0'],
    ]);
  });

  it('keeps the report window in the address and says what a record is in it', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = openDashboard({ path: `${PATH}?window=last30` });
    const windows = await screen.findByRole('radiogroup', { name: 'Report window' });
    expect(within(windows).getByRole('radio', { name: 'Last 30 records' })).toBeChecked();
    expect(await screen.findByText('A record is an assignment: the last 30, by start date.')).toBeInTheDocument();

    await user.click(within(windows).getByText('Last 30 days'));
    await screen.findByText('The assignments that started in the last 30 days.');
    expect(router.state.location.search).toBe('?window=30d');
    expect(within(windows).getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(screen.getAllByText('Every day of the last 30 days, quiet days included.')).toHaveLength(3);
    expect(dashboardCalls(fetchMock)).toEqual(['/api/dashboard/12?window=last30', '/api/dashboard/12?window=30d']);
  });

  it('opens the default window when the address names none or an unknown one', async () => {
    const { fetchMock } = openDashboard({ path: `${PATH}?window=forever` });
    await screen.findByText('A record is an assignment: the last 6, by start date.');
    expect(screen.getByRole('radio', { name: 'Last 6 records' })).toBeChecked();
    expect(dashboardCalls(fetchMock)).toEqual(['/api/dashboard/12?window=last6']);
  });

  it('lists the students who need attention, why, and links to their page', async () => {
    const user = userEvent.setup();
    const { router } = openDashboard();
    const attention = within(await chart('Students who need attention'));
    const links = attention.getAllByRole('link');
    // In name order, whatever order the server sent.
    expect(links.map((link) => link.textContent)).toEqual(['Ana Lee', 'Ben Wu']);
    expect(links[0]).toHaveAttribute('href', '/course_student_page/course=Sunflowers/type=regular/12/501');
    expect(
      within(attention.getByRole('list', { name: 'Why Ben Wu needs attention' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Missed assignments in a row', 'Echo Valley scores falling']);
    expect(attention.getByText('No activity for 7 days or more')).toBeInTheDocument();

    await user.click(attention.getByRole('link', { name: 'Ben Wu' }));
    expect(await screen.findByText('Student page of 502')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course_student_page/course=Sunflowers/type=regular/12/502');
  });

  it('links to the read-only student page from a read-only dashboard', async () => {
    openDashboard({ path: `${PATH}/expired`, readOnly: true });
    const attention = within(await chart('Students who need attention'));
    expect(attention.getByRole('link', { name: 'Ana Lee' })).toHaveAttribute(
      'href',
      '/course_student_page/course=Sunflowers/type=regular/12/501/expired',
    );
  });

  it('lists popular and overlooked books of the past 14 days, with the covers the library has', async () => {
    openDashboard();
    const popular = within(await chart('Popular books'));
    expect(popular.getByText('Read by the most students over the past 14 days.')).toBeInTheDocument();
    const books = popular.getAllByRole('listitem');
    expect(books.map((book) => book.textContent)).toEqual([
      'The Big Red Barn' + 'Readers: 9 · minutes: 1,240',
      'Moon Night' + 'Readers: 6 · minutes: 85',
    ]);
    await waitFor(() => expect(books[0]?.querySelector('img')).toHaveAttribute('src', '/cms/resdl/covers/101.png'));

    const overlooked = within(await chart('Overlooked books'));
    expect(overlooked.getByText('Rain Boots')).toBeInTheDocument();
    expect(overlooked.getByText('Readers: 0')).toBeInTheDocument();
    // Not in the library any more: no cover, the same place kept.
    expect(overlooked.getByRole('listitem').querySelector('img')).toBeNull();
  });

  it('says when a chart has nothing in the window, and when a list is empty', async () => {
    const body: DashboardResponse = { ...dashboardBody(), attention: [], popular: [] };
    body.series = { ...body.series, echo_scores: [] };
    openDashboard({ routes: { 'GET /dashboard/12?window=last6': () => jsonResponse(body) } });
    const echo = within(await chart('Echo Valley scores over time'));
    expect(echo.getByText('Nothing recorded in this window yet.')).toBeInTheDocument();
    expect(echo.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
    expect(screen.getByText('No student needs attention right now.')).toBeInTheDocument();
    expect(screen.getByText('No book was read over the past 14 days.')).toBeInTheDocument();
  });

  it('says what will appear when the class has no activity yet', async () => {
    openDashboard({ routes: { 'GET /dashboard/12?window=last6': () => jsonResponse(quietBody()) } });
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(screen.getByText(/Once students read books, watch videos/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    // The window can still be changed.
    expect(screen.getByRole('radiogroup', { name: 'Report window' })).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that loads again', async () => {
    const user = userEvent.setup();
    let failing = true;
    openDashboard({
      routes: {
        'GET /dashboard/12?window=last6': () =>
          failing
            ? jsonResponse({ status: 'error', code: 'common.system_error', message: 'x' }, 500)
            : jsonResponse(dashboardBody()),
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
    expect(await screen.findByText('The dashboard could not be loaded')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Assignment completion' })).toBeInTheDocument();
  });

  it('puts the page’s actions beside the window switcher', async () => {
    openDashboard({ actions: <Button>Download report</Button> });
    const toolbar = (await screen.findByRole('radiogroup', { name: 'Report window' })).parentElement;
    expect(within(toolbar as HTMLElement).getByRole('button', { name: 'Download report' })).toBeInTheDocument();
  });
});
