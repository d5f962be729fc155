import { idSchema } from '@lms/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { type SessionReader, staffOf } from '../../plugins/auth.js';
import type { SessionService, StaffPrincipal } from '../session/index.js';
import type { CourseRevision, CourseRow } from './course.repository.js';
import type { CourseService } from './course.service.js';

/** What a route does with a class it names: reads it, or changes it or anything in it. */
export type CourseAccess = 'read' | 'change';

/**
 * The classes a route acts on: the one its address names as usual (COURSE_PARAM), or several
 * parameters each with what the route does with it (checked in the order given).
 */
export type CourseDeclaration = CourseAccess | Readonly<Record<string, CourseAccess>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The class the route acts on, checked for the signed-in staff member before the handler
     * runs: one they may not see answers 404, and `change` on an expired class course.expired.
     */
    course?: CourseDeclaration;
  }
  interface FastifyRequest {
    /** The classes the route declared, checked, by parameter name; null on a route that declares none. */
    checkedCourses: Record<string, CourseRow> | null;
    /** The class of the usual parameter (COURSE_PARAM) as read with the session, not checked yet; null when not read so. */
    namedCourse: NamedCourse | null;
  }
}

/** A class as read with the request's session: its row with its revision, undefined when the school has none of that id. */
interface NamedCourse {
  id: number;
  row: (CourseRow & CourseRevision) | undefined;
}

/** The parameter a route names its class with, when it declares one class. */
const COURSE_PARAM = 'courseid';

function declared(course: CourseDeclaration): [string, CourseAccess][] {
  return typeof course === 'string' ? [[COURSE_PARAM, course]] : Object.entries(course);
}

/**
 * The class guard: the class the staff member may see (anything else, another school's or a
 * colleague's for a teacher, is not found), and for `change` one that has not expired. Routes
 * reach it through their `course` declaration; a caller without a request (a job acting as the
 * staff member who asked for it) calls it directly.
 */
export function guardCourse(
  courses: Pick<CourseService, 'visibleCourse' | 'writableCourse'>,
  staff: StaffPrincipal,
  courseId: number,
  access: CourseAccess,
): Promise<CourseRow> {
  return access === 'change' ? courses.writableCourse(staff, courseId) : courses.visibleCourse(staff, courseId);
}

function hooksOf<T>(existing: T | T[] | undefined): T[] {
  if (existing === undefined) return [];
  return Array.isArray(existing) ? existing : [existing];
}

/**
 * Checks the classes each route declares in `config.course`, once per request, before its
 * handler: a pre-handler, so a request whose parameters or body are invalid is answered 400
 * first, and one after the idempotency key's (installed before this), so a repeat gets the first
 * answer. The checked rows are read with `courseOf`. A route declaring a class its address
 * does not name, or declaring one for callers who are not staff, is a startup error.
 */
export function installCourseGuard(app: FastifyInstance, courses: CourseService): void {
  app.decorateRequest('checkedCourses', null);
  app.decorateRequest('namedCourse', null);

  const check: preHandlerAsyncHookHandler = async (request) => {
    const staff = staffOf(request);
    const params = request.params as Record<string, unknown>;
    const checked: Record<string, CourseRow> = {};
    for (const [param, access] of declared(request.routeOptions.config.course!)) {
      const courseId = params[param];
      if (typeof courseId !== 'number') throw new Error(`${request.routeOptions.url}: :${param} is not read as an id`);
      const named = param === COURSE_PARAM && request.namedCourse?.id === courseId ? request.namedCourse : undefined;
      checked[param] = named
        ? courses.allowed(staff, named.row, access === 'change' ? 'change' : 'view')
        : await guardCourse(courses, staff, courseId, access);
    }
    request.checkedCourses = checked;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const course = route.config?.course;
    if (course === undefined) return;
    const name = `${String(route.method)} ${route.url}`;
    if (route.config?.access !== 'staff' && route.config?.access !== 'admin') {
      throw new Error(`Route ${name} declares a class (config.course) but is not a staff route`);
    }
    for (const [param] of declared(course)) {
      if (!new RegExp(`:${param}(?![\\w])`).test(route.url)) {
        throw new Error(`Route ${name} declares the class of :${param} (config.course), which its address lacks`);
      }
    }
    route.preHandler = [...hooksOf(route.preHandler), check];
  });
}

/** The class the route declared (`config.course`), as its guard checked it; `param` names another of its classes. */
export function courseOf(request: FastifyRequest, param = COURSE_PARAM): CourseRow {
  const row = request.checkedCourses?.[param];
  if (!row)
    throw new Error(`${request.routeOptions.url} reads the class of :${param} without declaring it (config.course)`);
  return row;
}

/**
 * What a kept answer about the route's class is keyed by (`CourseRevision`), read with the
 * session in the same statement as the class; for a route declaring the class of its usual parameter.
 */
export function courseRevisionOf(request: FastifyRequest): CourseRevision {
  courseOf(request); // the class the guard checked, so the revision is of a class the caller may see
  const row = request.namedCourse?.row;
  if (!row) throw new Error(`${request.routeOptions.url} reads the revision of a class not read with its session`);
  return row;
}

/**
 * Reads the session of a request to a route declaring the class of its usual parameter together with
 * that class and its revision, in one statement (the auth plugin's `SessionReader`): the guard
 * then checks the row it read instead of reading it again. Other requests read the session alone.
 */
export function readSessionWithCourse(sessions: SessionService, courses: CourseService): SessionReader {
  return (request, token) => {
    const course = request.routeOptions.config.course;
    if (course === undefined || !declared(course).some(([param]) => param === COURSE_PARAM)) return undefined;
    // Read as the route's parameters are: a request whose id is invalid is answered 400 later.
    const courseId = idSchema.safeParse((request.params as Record<string, unknown>)[COURSE_PARAM]);
    if (!courseId.success) return undefined;
    return sessions
      .resolveWith(token, courses.sessionCourse, { courseId: courseId.data })
      .then(({ principal, row }) => {
        const named = row?.course;
        request.namedCourse = { id: courseId.data, row: named && named.id !== null ? named : undefined };
        return principal;
      });
  };
}
