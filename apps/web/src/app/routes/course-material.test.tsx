import type { CourseInfo } from '@lms/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COURSE_ROUTE_PARAMS } from '../../entities/course/course-route';
import { courseInfo, expiredCourseInfo } from '../../entities/course/test/course-info';
import { SPEAKING_TASK_CREATE_PAGE, SPEAKING_TASK_ROUTE_PARAMS } from '../../entities/echo/echo-paths';
import { classLibrary, echoList, material, quiz, sentences } from '../../features/echo/test/echo-fixtures';
import { jsonResponse, mockApi } from '../../test/fetch-mock';
import { TEST_THEME } from '../../test/render';
import { Component as CourseFrame } from '../course-frame/CourseFrame';
import { Component as CourseMaterialPage } from './course-material';
import { Component as SpeakingTaskCreatePage } from './speaking-task-create';

configure({ asyncUtilTimeout: 5_000 });

const BARN = material(101, 'The Big Red Barn');
const BUS = material(102, 'Big Red Bus', { note: 'special_book' });
const BARN_TASK = quiz({
  echoid: 31,
  kind: 'task',
  name: 'Barn task',
  resourceid: 101,
  resource_name: 'The Big Red Barn',
  open_date: null,
  close_date: null,
  state: 'published',
  published_at: '2026-11-17T09:00:00.000Z',
});

function openLibrary(course: CourseInfo) {
  mockApi({
    'GET /course/info/12': () => jsonResponse({ status: 'success', course }),
    'GET /course/detail/12': () => jsonResponse(classLibrary([BARN, BUS])),
    'GET /echo/list/12': () => jsonResponse(echoList([BARN_TASK])),
    'GET /echo/sentences/12/102': () => jsonResponse(sentences([{ text: 'The bus goes beep.', page: 2 }])),
  });
  const router = createMemoryRouter(
    [
      {
        Component: CourseFrame,
        children: [
          { path: `course_material/${COURSE_ROUTE_PARAMS}`, Component: CourseMaterialPage },
          { path: `${SPEAKING_TASK_CREATE_PAGE}/${SPEAKING_TASK_ROUTE_PARAMS}`, Component: SpeakingTaskCreatePage },
        ],
      },
    ],
    { initialEntries: ['/course_material/course=Sunflowers/type=regular/12'] },
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

describe('speaking tasks in the class library', () => {
  it('marks the material that has one and opens it; offers to create one for the others', async () => {
    const user = userEvent.setup();
    const router = openLibrary(courseInfo());
    const task = await screen.findByRole('link', { name: /^Speaking task\s*Published\s*–\s*The Big Red Barn$/ });
    expect(task).toHaveAttribute(
      'href',
      '/quiz/course=Sunflowers/type=regular/Seedling%20Readers/The%20Big%20Red%20Barn/12/-/1/101',
    );
    expect(
      screen.queryByRole('link', { name: /^Create speaking task\s*–\s*The Big Red Barn$/ }),
    ).not.toBeInTheDocument();
    const create = screen.getByRole('link', { name: /^Create speaking task\s*–\s*Big Red Bus$/ });
    expect(create).toHaveAttribute(
      'href',
      '/quizcreate/course=Sunflowers/type=regular/Seedling%20Readers/Big%20Red%20Bus/12/special_book/1/102',
    );

    // The link opens the material's new task, its sentences ready to pick.
    await user.click(create);
    expect(await screen.findByRole('heading', { name: 'Create a speaking task' })).toBeInTheDocument();
    expect(router.state.location.pathname).toContain('/quizcreate/');
    expect(await screen.findByText('The bus goes beep.')).toBeInTheDocument();
    expect(screen.getByText('p. 2')).toBeInTheDocument();
  });

  it('in an expired class, opens an existing task but offers none to create', async () => {
    openLibrary(expiredCourseInfo({ expiry_date: '2026-06-30' }));
    expect(
      await screen.findByRole('link', { name: /^Speaking task\s*Published\s*–\s*The Big Red Barn$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Big Red Bus')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Create a speaking task/ })).not.toBeInTheDocument();
  });
});
