import type { CourseInfo } from '@lms/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  ECHO_PAGE,
  ECHO_ROUTE_PARAMS,
  SPEAKING_TASK_PAGE,
  SPEAKING_TASK_ROUTE_PARAMS,
} from '../../entities/echo/echo-paths';
import {
  answer,
  classProgress,
  listBody,
  progressBody,
  quiz,
  student,
} from '../../features/echo-review/test/echo-fixtures';
import { jsonResponse, mockApi } from '../../test/fetch-mock';
import { TEST_THEME } from '../../test/render';
import type { CourseFrameContext } from '../course-frame/course-frame-context';
import { Component as EchoProgressPage } from './echo-progress';
import { Component as SpeakingTaskPage } from './speaking-task';

const COURSE = { courseid: 12, course_name: 'Sunflowers', type: 'regular', state: 'active' } as CourseInfo;
const TASK_ADDRESS = '/quiz/course=Sunflowers/type=regular/Farm%20books/The%20Red%20Hen/12/-/3/101';
const CREATE_ADDRESS = '/quizcreate/course=Sunflowers/type=regular/Farm%20books/The%20Red%20Hen/12/-/3/101';

function Address() {
  const { pathname } = useLocation();
  return <p data-testid="address">{pathname}</p>;
}

/** A page inside a stand-in for the class frame, which hands it the class. */
function renderPage(address: string, readOnly = false) {
  const context: CourseFrameContext = { course: COURSE, readOnly };
  const router = createMemoryRouter(
    [
      {
        element: <Outlet context={context} />,
        children: [
          { path: `${SPEAKING_TASK_PAGE}/${SPEAKING_TASK_ROUTE_PARAMS}`, Component: SpeakingTaskPage },
          { path: `${ECHO_PAGE}/progress/${ECHO_ROUTE_PARAMS}`, Component: EchoProgressPage },
          { path: '*', Component: Address },
        ],
      },
    ],
    { initialEntries: [address] },
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

describe('a material’s speaking task page', () => {
  it('shows the task’s progress, with a way to edit it while unpublished', async () => {
    const task = quiz({
      echoid: 8,
      kind: 'task',
      name: 'Red Hen speaking',
      resourceid: 101,
      resource_name: 'The Red Hen',
      state: 'unpublished',
      open_date: null,
      close_date: null,
    });
    mockApi({
      'GET /echo/list/12': () =>
        jsonResponse(listBody([quiz(), quiz({ echoid: 9, kind: 'task', resourceid: 202 }), task])),
      'GET /echo/progress/12/8': () =>
        jsonResponse(progressBody([student(1, 'Ana Lee', { answers: [answer()] })], { summary: task })),
    });
    renderPage(TASK_ADDRESS);
    expect(await screen.findByRole('heading', { name: 'Red Hen speaking' })).toBeInTheDocument();
    expect(screen.getByText('The Red Hen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ana Lee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit speaking task' })).toHaveAttribute('href', CREATE_ADDRESS);
    expect(screen.getByRole('link', { name: 'Back to the class library' })).toHaveAttribute(
      'href',
      '/course_material/course=Sunflowers/type=regular/12',
    );
  });

  it('offers no editing once the task is published', async () => {
    const task = quiz({ echoid: 8, kind: 'task', resourceid: 101, state: 'published' });
    mockApi({
      'GET /echo/list/12': () => jsonResponse(listBody([task])),
      'GET /echo/progress/12/8': () => jsonResponse(progressBody([], { summary: task })),
    });
    renderPage(TASK_ADDRESS);
    expect(await screen.findByText('No students in this class yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit speaking task' })).not.toBeInTheDocument();
  });

  it('offers to create a task for a material that has none', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /echo/list/12': () => jsonResponse(listBody([quiz({ echoid: 9, kind: 'task', resourceid: 202 })])),
    });
    renderPage(TASK_ADDRESS);
    expect(await screen.findByRole('heading', { name: 'Speaking task: The Red Hen' })).toBeInTheDocument();
    expect(screen.getByText('This material has no speaking task yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create speaking task' }));
    expect(await screen.findByTestId('address')).toHaveTextContent(CREATE_ADDRESS);
  });

  it('takes a class with no quiz at all for a material without a task', async () => {
    mockApi({ 'GET /echo/list/12': () => jsonResponse({ status: 'error', code: 'quiz.none' }, 404) });
    renderPage(TASK_ADDRESS);
    expect(await screen.findByText('This material has no speaking task yet')).toBeInTheDocument();
  });

  it('offers no new task in an expired class', async () => {
    mockApi({ 'GET /echo/list/12': () => jsonResponse(listBody([])) });
    renderPage(TASK_ADDRESS, true);
    expect(await screen.findByText('This class has ended, so no speaking task can be added.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create speaking task' })).not.toBeInTheDocument();
  });

  it('is not a page for a malformed material id', async () => {
    renderPage('/quiz/course=Sunflowers/type=regular/Farm/Hen/12/-/3/abc');
    expect(await screen.findByTestId('address')).toHaveTextContent('/404');
  });
});

describe('the Echo Valley progress page’s links', () => {
  it('leads back to the list, and to the editor while unpublished', async () => {
    mockApi({
      'GET /echo/progress/12/5': () =>
        jsonResponse(progressBody(classProgress().record, { summary: quiz({ state: 'unpublished' }) })),
    });
    renderPage('/course_weekly_quiz/progress/course=Sunflowers/type=regular/12/5');
    expect(await screen.findByRole('link', { name: 'Back to the Echo Valley quizzes' })).toHaveAttribute(
      'href',
      '/course_weekly_quiz/course=Sunflowers/type=regular/12',
    );
    expect(screen.getByRole('link', { name: 'Edit quiz' })).toHaveAttribute(
      'href',
      '/course_weekly_quiz/edit/course=Sunflowers/type=regular/12/5',
    );
  });

  it('keeps to the read-only list in an expired class, with no editing', async () => {
    mockApi({
      'GET /echo/progress/12/5': () => jsonResponse(progressBody([], { summary: quiz({ state: 'unpublished' }) })),
    });
    renderPage('/course_weekly_quiz/progress/course=Sunflowers/type=regular/12/5/expired', true);
    expect(await screen.findByRole('link', { name: 'Back to the Echo Valley quizzes' })).toHaveAttribute(
      'href',
      '/course_weekly_quiz/course=Sunflowers/type=regular/12/expired',
    );
    expect(screen.queryByRole('link', { name: 'Edit quiz' })).not.toBeInTheDocument();
  });
});
