import type { RosterInfo, StudentCandidate } from '@lms/shared';
import type { CandidateRow, Roster } from './roster.repository.js';

export function toRosterInfo(roster: Roster, expired: boolean): RosterInfo {
  return {
    courseid: roster.courseId,
    course_name: roster.courseName,
    student_limit: roster.studentLimit,
    occupied: roster.occupied,
    available: Math.max(0, roster.studentLimit - roster.occupied),
    quota: roster.quota,
    quota_used: roster.quotaUsed,
    expired,
  };
}

/**
 * The body of GET /stu/list (RosterListResponse) around the students' JSON as the database
 * wrote it: hundreds of students pass through without being parsed and written again.
 */
export function rosterListBody(studentsJson: string, info: RosterInfo): string {
  return `{"status":"success","record":${studentsJson},"info":${JSON.stringify(info)}}`;
}

export function toStudentCandidate(row: CandidateRow): StudentCandidate {
  return {
    stuid: row.stuid,
    username: row.username,
    account: row.account,
    pin: row.pin,
    active: row.active,
    in_course: row.inCourse,
  };
}
