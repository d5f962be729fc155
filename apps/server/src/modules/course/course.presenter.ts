import type { CourseAbilities, CourseInfo, CourseState, CourseSummary } from '@lms/shared';
import type { CourseRow } from './course.repository.js';

/** The dates that decide a class's state, computed once per request from the clock. */
export interface CourseCalendar {
  today: string;
  expiringBy: string;
}

/** A class is expired once its expiry date is before today, and expiring within LIMITS.expiringWithinDays. */
export function courseState(expiryDate: string, calendar: CourseCalendar): CourseState {
  if (expiryDate < calendar.today) return 'expired';
  return expiryDate <= calendar.expiringBy ? 'expiring' : 'active';
}

export function toCourseSummary(row: CourseRow, calendar: CourseCalendar): CourseSummary {
  return {
    courseid: row.id,
    course_name: row.name,
    type: row.type,
    grade_tag: row.gradeTag,
    teacher_id: row.teacherId,
    teacher_name: row.teacherName,
    student_limit: row.studentLimit,
    occupied: row.occupied,
    available: Math.max(0, row.studentLimit - row.occupied),
    start_date: row.startDate,
    expiry_date: row.expiryDate,
    expiring: courseState(row.expiryDate, calendar) === 'expiring',
  };
}

export function toCourseInfo(row: CourseRow, calendar: CourseCalendar, abilities: CourseAbilities): CourseInfo {
  return {
    ...toCourseSummary(row, calendar),
    level: row.level,
    state: courseState(row.expiryDate, calendar),
    abilities,
  };
}
