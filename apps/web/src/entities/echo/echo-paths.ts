import type { CourseInfo } from '@lms/shared';
import { coursePagePath, EXPIRED_SEGMENT } from '../course/course-route';

type ClassAddress = Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;

/** The first segment of the Echo Valley pages' addresses (SPEC §2 /course_weekly_quiz). */
export const ECHO_PAGE = 'course_weekly_quiz';
/** The first segments of a material's speaking task and of its editor (SPEC §2 /quiz, /quizcreate). */
export const SPEAKING_TASK_PAGE = 'quiz';
export const SPEAKING_TASK_CREATE_PAGE = 'quizcreate';

/** One quiz's pages (progress, edit): the class's parameters, the quiz id, then the read-only variant. */
export const ECHO_ROUTE_PARAMS = ':courseSegment/:typeSegment/:courseid/:echoid/:expired?';
/** A material's speaking task (SPEC §2): `{course}/{type}/{rname}/{mname}/{courseid}/{note}/{rid}/{mid}`. */
export const SPEAKING_TASK_ROUTE_PARAMS = ':courseSegment/:typeSegment/:rname/:mname/:courseid/:note/:rid/:mid';

export const echoListPath = (course: ClassAddress, expired: boolean) => coursePagePath(ECHO_PAGE, course, expired);

export const createEchoPath = (course: ClassAddress) => coursePagePath(`${ECHO_PAGE}/create`, course, false);

export const editEchoPath = (course: ClassAddress, echoid: number) =>
  `${coursePagePath(`${ECHO_PAGE}/edit`, course, false)}/${echoid}`;

export function echoProgressPath(course: ClassAddress, echoid: number, expired: boolean) {
  const path = `${coursePagePath(`${ECHO_PAGE}/progress`, course, false)}/${echoid}`;
  return expired ? `${path}/${EXPIRED_SEGMENT}` : path;
}

/** What a speaking task's address names of its material. */
export interface TaskMaterial {
  /** The class library's name. */
  libraryName: string;
  resourceName: string;
  note: string;
  /** The class library's id (its package or collection). */
  libraryId: number;
  resourceid: number;
}

function speakingTaskAddress(page: string, course: ClassAddress, material: TaskMaterial) {
  const part = encodeURIComponent;
  return [
    '',
    page,
    `course=${part(course.course_name)}`,
    `type=${part(course.type)}`,
    part(material.libraryName || '-'),
    part(material.resourceName || '-'),
    course.courseid,
    part(material.note || '-'),
    material.libraryId,
    material.resourceid,
  ].join('/');
}

export const speakingTaskPath = (course: ClassAddress, material: TaskMaterial) =>
  speakingTaskAddress(SPEAKING_TASK_PAGE, course, material);

export const createSpeakingTaskPath = (course: ClassAddress, material: TaskMaterial) =>
  speakingTaskAddress(SPEAKING_TASK_CREATE_PAGE, course, material);
