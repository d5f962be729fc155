import type { CourseInfo } from '@lms/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCourseInfoStore } from '../../entities/course/course-info-store';
import { COURSE_ROUTE_PARAMS } from '../../entities/course/course-route';
import { courseInfo, expiredCourseInfo } from '../../entities/course/test/course-info';
import { ASSIGNMENT_ROUTE_PARAMS } from '../../features/assignment/assignment-paths';
import { rosterAnswer, rosterInfo } from '../../features/roster/test/roster-fixtures';
import { jsonResponse, mockApi } from '../../test/fetch-mock';
import { TEST_THEME } from '../../test/render';
import { Component as CourseStudentPage } from '../routes/course-student';
import { Component as CourseFrame } from './CourseFrame';

function openClassPage(path: string, course: CourseInfo) {
  mockApi({
    'GET /course/info/12': () => jsonResponse({ status: 'success', course }),
    'GET /stu/list/12': () =>
      jsonResponse(rosterAnswer(undefined, rosterInfo({ expired: course.state === 'expired' }))),
  });
  const router = createMemoryRouter(
    [
      {
        Component: CourseFrame,
        children: [{ path: `course_student/${COURSE_ROUTE_PARAMS}`, Component: CourseStudentPage }],
      },
      { path: '404', element: <p>Not found page</p> },
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
  return router;
}

const ROSTER = '/course_student/course=Sunflowers/type=regular/12';

// The roster under the frame is a full antd table, which jsdom renders slowly.
configure({ asyncUtilTimeout: 5_000 });

describe('the class frame', () => {
  it('shows the class name, grade, teacher, seats, expiry date, state and the tabs', async () => {
    openClassPage(ROSTER, courseInfo({ state: 'expiring', expiring: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunflowers' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Third grade')).toBeInTheDocument();
    expect(within(header).getByText('Expiring soon')).toBeInTheDocument();
    expect(within(header).getByText('Teacher').nextElementSibling).toHaveTextContent('Ms Lin');
    expect(within(header).getByText('Seats taken').nextElementSibling).toHaveTextContent('32 of 40');
    expect(within(header).getByText('Expiry date').nextElementSibling).toHaveTextContent('2027.06.30');
    const tabs = within(screen.getByRole('navigation', { name: 'Class pages' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Library',
      'Students',
      'Assignments',
      'Echo Valley',
      'Dashboard',
      'Levels',
    ]);
    expect(tabs[1]).toHaveAttribute('aria-current', 'page');
  });

  it("highlights the Assignments tab on an assignment's create, edit and check pages too", async () => {
    mockApi({ 'GET /course/info/12': () => jsonResponse({ status: 'success', course: courseInfo() }) });
    const pages = ['course_assignment/create', 'course_assignment/edit', 'check_assignment'];
    const router = createMemoryRouter(
      [
        {
          Component: CourseFrame,
          children: [
            { path: `course_assignment/create/${COURSE_ROUTE_PARAMS}`, element: <p>Assignment page</p> },
            { path: `course_assignment/edit/${ASSIGNMENT_ROUTE_PARAMS}`, element: <p>Assignment page</p> },
            { path: `check_assignment/${ASSIGNMENT_ROUTE_PARAMS}`, element: <p>Assignment page</p> },
          ],
        },
      ],
      { initialEntries: ['/course_assignment/create/course=Sunflowers/type=regular/12'] },
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    for (const page of pages) {
      const aid = page === 'course_assignment/create' ? '' : '/5';
      await act(() => router.navigate(`/${page}/course=Sunflowers/type=regular/12${aid}`));
      await screen.findByText('Assignment page');
      const tabs = within(screen.getByRole('navigation', { name: 'Class pages' }));
      const current = tabs.getAllByRole('link').filter((tab) => tab.hasAttribute('aria-current'));
      expect(
        current.map((tab) => [tab.textContent, tab.getAttribute('aria-current')]),
        page,
      ).toEqual([['Assignments', 'true']]);
    }
  });

  it('keeps the open class in the course-info state', async () => {
    openClassPage(ROSTER, courseInfo());
    await screen.findByRole('heading', { level: 1, name: 'Sunflowers' });
    expect(useCourseInfoStore.getState().courseid).toBe(12);
  });

  it('offers the roster changes on an active class', async () => {
    openClassPage(ROSTER, courseInfo());
    expect(await screen.findByLabelText('Select Ana Lee')).toBeInTheDocument();
    expect(screen.getByText('Add students').closest('button')).toBeInTheDocument();
    expect(screen.getByText('Import').closest('button')).toBeInTheDocument();
    expect(screen.getByLabelText('Edit Ana Lee')).toBeInTheDocument();
  });

  it('sends the editable address of an expired class to its read-only variant and hides every change', async () => {
    const router = openClassPage(ROSTER, expiredCourseInfo());
    expect(await screen.findByText('This class has expired')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${ROSTER}/expired`);
    await screen.findByText('Ana Lee');
    expect(screen.getByText(/It expired on 2026\.01\.15/)).toBeInTheDocument();
    for (const action of [/Add students/, /Import/, /Copy from a class/]) {
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    // Reading out is not a change.
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
  });

  it("keeps an expired class's assignment check page on its read-only address, the assignment kept", async () => {
    mockApi({
      'GET /course/info/12': () => jsonResponse({ status: 'success', course: expiredCourseInfo() }),
    });
    const router = createMemoryRouter(
      [
        {
          Component: CourseFrame,
          children: [{ path: `check_assignment/${ASSIGNMENT_ROUTE_PARAMS}`, element: <p>Assignment page</p> }],
        },
      ],
      { initialEntries: ['/check_assignment/course=Old/type=regular/12/5?tab=missed'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByText('Assignment page');
    expect(router.state.location.pathname).toBe('/check_assignment/course=Sunflowers/type=regular/12/5/expired');
    expect(router.state.location.search).toBe('?tab=missed');
  });

  it('shows the read-only variant of an active class read-only too', async () => {
    openClassPage(`${ROSTER}/expired`, courseInfo());
    expect(await screen.findByText('Read-only view')).toBeInTheDocument();
    await screen.findByText('Ana Lee');
    expect(screen.queryByRole('button', { name: /Add students/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the editable view' })).toHaveAttribute('href', ROSTER);
  });

  it('corrects a stale class name and type in the address from the server', async () => {
    const router = openClassPage('/course_student/course=Old%20name/type=trial/12', courseInfo());
    await screen.findByRole('heading', { level: 1, name: 'Sunflowers' });
    expect(router.state.location.pathname).toBe(ROSTER);
  });

  it('keeps a class name with a slash and other scripts stable in the address', async () => {
    const router = openClassPage(
      '/course_student/course=x/type=regular/12',
      courseInfo({ course_name: 'Room 3/B 三年級' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Room 3/B 三年級' });
    expect(router.state.location.pathname).toBe(
      '/course_student/course=Room%203%2FB%20%E4%B8%89%E5%B9%B4%E7%B4%9A/type=regular/12',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Room 3/B 三年級');
  });

  it('treats a malformed class id as a page that does not exist', async () => {
    const router = openClassPage('/course_student/course=Sunflowers/type=regular/12abc', courseInfo());
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });
});
