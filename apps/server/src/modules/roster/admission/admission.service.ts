import type { AddStudentBody } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { CourseRow } from '../../course/index.js';
import type { StaffPrincipal } from '../../session/index.js';
import { readablePassword } from '../readable-password.js';
import * as repository from '../student.repository.js';
import { studentValues } from '../student-fields.js';
import { hashStudentPassword } from '../student-password.js';
import type { AddStudentsCommand } from './add-students.command.js';
import { type AdmissionPlan, planAdmission } from './admission-plan.js';

/** Refuses a form whose student breaks a rule, with the first rule's code and the field it concerns. */
function assertNoProblems(plan: AdmissionPlan): void {
  const [problem] = plan.problems;
  if (problem) throw new AppError(problem.code, { field: problem.column });
}

export type AdmissionService = ReturnType<typeof createAdmissionService>;

/** POST /stu/adduser: one new student from the form, or existing students of the institution. */
export function createAdmissionService(ctx: AppContext, { addStudents }: { addStudents: AddStudentsCommand }) {
  async function addExisting(staff: StaffPrincipal, course: CourseRow, ids: number[]) {
    if (ids.length === 0) throw new AppError('students.none_selected');
    const unique = [...new Set(ids)];
    return addStudents(staff, course, async (tx: Db) => {
      const found = await repository.findStudents(tx, staff.institutionId, course.id, unique);
      if (found.length !== unique.length) throw new AppError('common.not_found');
      const enrolled = found.filter((student) => student.inCourse).map((student) => student.stuid);
      if (enrolled.length > 0) throw new AppError('students.already_in_course', { stuids: enrolled });
      return {
        create: [],
        enrol: found.map((student) => ({
          id: student.stuid,
          username: student.username,
          account: student.account,
          active: student.active,
        })),
      };
    });
  }

  async function addNew(staff: StaffPrincipal, course: CourseRow, body: AddStudentBody) {
    const candidate = { row: 0, values: studentValues(body) };
    const target = { institutionId: staff.institutionId, courseId: course.id };
    // Checked before hashing, which is slow, and again under the lock, which makes it final.
    assertNoProblems(await planAdmission(ctx.db, target, [candidate], 'add'));
    const password = candidate.values.password === '' ? readablePassword() : candidate.values.password;
    const passwordHash = await hashStudentPassword(password);
    return addStudents(staff, course, async (tx) => {
      const plan = await planAdmission(tx, target, [candidate], 'add');
      assertNoProblems(plan);
      return { create: [{ profile: plan.rows[0]!.profile, password, passwordHash }], enrol: [] };
    });
  }

  return {
    add(staff: StaffPrincipal, course: CourseRow, body: AddStudentBody) {
      return body.stuids === undefined ? addNew(staff, course, body) : addExisting(staff, course, body.stuids);
    },
  };
}
