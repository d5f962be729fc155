import { ROSTER_LIMITS, type RosterInfo, type RosterStudent } from '@lms/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { type CourseRevision, type CourseRow, type CourseService, courseState } from '../course/index.js';
import { visibleCourses } from '../policy/index.js';
import type { StaffPrincipal } from '../session/index.js';
import { rosterListBody, toRosterInfo, toStudentCandidate } from './roster.presenter.js';
import * as repository from './roster.repository.js';

export type RosterService = ReturnType<typeof createRosterService>;

/** What a class's roster pages read: the roster, pickers, and students to add from elsewhere. */
export function createRosterService(ctx: AppContext, { courses }: { courses: CourseService }) {
  async function roster(staff: StaffPrincipal, courseId: number) {
    const row = await repository.rosterOf(ctx.db, visibleCourses(staff), courseId);
    if (!row) throw new AppError('common.not_found');
    const expired = courseState(row.expiryDate, courses.calendar()) === 'expired';
    return { studentsJson: row.studentsJson, info: toRosterInfo(row, expired) };
  }

  return {
    /**
     * The roster page's body, ready to send, built again only after the institution's
     * revision or the day has changed.
     */
    async listBody(staff: StaffPrincipal, course: CourseRevision): Promise<Buffer> {
      const key = `roster:${course.id}:${course.revision}:${courses.calendar().today}`;
      return ctx.answers.get(key, async () => {
        const { studentsJson, info } = await roster(staff, course.id);
        return rosterListBody(studentsJson, info);
      });
    },

    /** The same roster as values, for files made from it. */
    async list(staff: StaffPrincipal, courseId: number): Promise<{ record: RosterStudent[]; info: RosterInfo }> {
      const { studentsJson, info } = await roster(staff, courseId);
      return { record: JSON.parse(studentsJson) as RosterStudent[], info };
    },

    /** Students of the institution to add to a class, found by name, account or pin. */
    async search(course: CourseRow, term: string) {
      const text = term.trim();
      if (text === '') return [];
      const rows = await repository.searchStudents(
        ctx.db,
        course.institutionId,
        course.id,
        text,
        ROSTER_LIMITS.searchResults,
      );
      return rows.map(toStudentCandidate);
    },

    listBrief(course: CourseRow) {
      return repository.briefStudents(ctx.db, course.institutionId, course.id);
    },

    /** Another class's students, each marked whether already in the target class. */
    async copyList(from: CourseRow, to: CourseRow) {
      const rows = await repository.studentsOfCourse(ctx.db, from.institutionId, from.id, to.id);
      return rows.map(toStudentCandidate);
    },
  };
}
