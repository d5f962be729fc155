import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { LoadFailure } from '../../components/state-panel/LoadFailure';
import { type CourseRoute, classPageAddress, isCanonical, parseCourseRoute } from '../../entities/course/course-route';
import { useRememberCourse } from '../../entities/course/use-remember-course';
import { useCourseInfo } from '../../features/course/api/get-course-info';
import { failureCode } from '../../lib/request-failure';
import { CourseHeader } from './CourseHeader';
import type { CourseFrameContext } from './course-frame-context';
import { COURSE_PAGES, courseTabOf, readOnlyVariantOf } from './course-pages';

/** The layout of every class page: the class header and tabs above the page. */
export function Component() {
  const route = parseCourseRoute(useParams());
  if (!route) return <Navigate to="/404" replace />;
  return <CourseFrame route={route} />;
}

function CourseFrame({ route }: { route: CourseRoute }) {
  const { t } = useTranslation('class');
  const { t: tError } = useTranslation('errors');
  const { pathname, search } = useLocation();
  const info = useCourseInfo(route.courseid);
  useRememberCourse(info.data?.courseid);

  if (info.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('loading')}
        </span>
        <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 2 }} />
      </div>
    );
  }

  if (info.isError) {
    const code = failureCode(info.error);
    // A class the user may not see: the HTTP client is already taking them to the not-found page.
    if (code === 'common.not_found') return null;
    return (
      <LoadFailure title={t('error.title')} retryLabel={t('error.retry')} onRetry={() => info.refetch()}>
        {tError(code)}
      </LoadFailure>
    );
  }

  const course = info.data;
  const readOnly = route.expired || course.state === 'expired';
  const page = COURSE_PAGES.find((candidate) => pathname.startsWith(`/${candidate.page}/course=`));
  // The id decides; the name and type in the address follow the server, and an expired
  // class is only ever shown through its read-only address, an assignment's or a student's too.
  const variant = readOnlyVariantOf(pathname);
  if (variant && !isCanonical(route, course, readOnly)) {
    return <Navigate to={`${classPageAddress(variant, pathname, course, readOnly)}${search}`} replace />;
  }

  const context: CourseFrameContext = { course, readOnly };
  return (
    <>
      <CourseHeader course={course} readOnly={readOnly} page={page} tab={courseTabOf(pathname)} />
      <Outlet context={context} />
    </>
  );
}
