import type { CourseInfo } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { LoadingSkeleton } from '../../components/query-view/LoadingSkeleton';
import { QueryView } from '../../components/query-view/QueryView';
import { type CourseRoute, classPageAddress, isCanonical, parseCourseRoute } from '../../entities/course/course-route';
import { useRememberCourse } from '../../entities/course/use-remember-course';
import { useCourseInfo } from '../../features/course/api/get-course-info';
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
  const info = useCourseInfo(route.courseid);
  useRememberCourse(info.data?.courseid);
  return (
    <QueryView
      query={info}
      pending={<LoadingSkeleton label={t('loading')} rows={2} title={{ width: '40%' }} />}
      errorTitle={t('error.title')}
      leavesOnNotFound
    >
      {(course) => <ClassPage route={route} course={course} />}
    </QueryView>
  );
}

/** The class's header and the page under it, at the address the server's class says. */
function ClassPage({ route, course }: { route: CourseRoute; course: CourseInfo }) {
  const { pathname, search } = useLocation();
  const readOnly = route.expired || !course.abilities.change;
  const page = COURSE_PAGES.find((candidate) => pathname.startsWith(`/${candidate.page}/course=`));
  // The id decides; the name and type in the address follow the server, and a class the
  // caller may not change (an expired one) is only ever shown through its read-only address,
  // an assignment's or a student's too.
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
