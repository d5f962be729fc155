import type { CourseBody, CourseSummary, CourseType, GradeTag } from '@lms/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** The class form's values as the fields hold them. */
export interface CourseFormValues {
  course_name: string;
  type: CourseType;
  grade_tag: GradeTag;
  teacher_id?: number;
  student_limit: number;
  start_date: Dayjs;
  expiry_date: Dayjs;
  /** A colid: "p…" for a package, or the class's current collection; undefined for none. */
  library?: string;
}

/** A new class: a regular class for the coming school year. */
export function newCourseValues(): CourseFormValues {
  return {
    course_name: '',
    type: 'regular',
    grade_tag: 'grade2',
    student_limit: 30,
    start_date: dayjs().startOf('day'),
    expiry_date: dayjs().add(1, 'year').startOf('day'),
  };
}

export function courseValues(course: CourseSummary, library: string | undefined): CourseFormValues {
  return {
    course_name: course.course_name,
    type: course.type,
    grade_tag: course.grade_tag,
    teacher_id: course.teacher_id,
    student_limit: course.student_limit,
    start_date: dayjs(course.start_date),
    expiry_date: dayjs(course.expiry_date),
    library,
  };
}

/** A package id from a colid ("p12" → 12); a collection or nothing keeps the class's library. */
function packageOf(colid: string | undefined): number | undefined {
  return colid?.startsWith('p') ? Number(colid.slice(1)) : undefined;
}

/** What is sent: the library only when it is a package other than the one the class already uses. */
export function courseBodyOf(values: CourseFormValues, currentLibrary?: string): CourseBody {
  const pkgid = values.library !== currentLibrary ? packageOf(values.library) : undefined;
  return {
    course_name: values.course_name.trim(),
    type: values.type,
    grade_tag: values.grade_tag,
    teacher_id: values.teacher_id ?? 0,
    student_limit: values.student_limit,
    start_date: values.start_date.format('YYYY-MM-DD'),
    expiry_date: values.expiry_date.format('YYYY-MM-DD'),
    ...(pkgid === undefined ? {} : { pkgid }),
  };
}
