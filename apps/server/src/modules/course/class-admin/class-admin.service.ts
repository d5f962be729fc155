import type { courseBody, LibraryKind } from '@lms/shared';
import type { z } from 'zod';
import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { type AuditFields, changedFields, recordAudit } from '../../audit/index.js';
import type { CatalogueService } from '../../catalogue/index.js';
import type { StaffPrincipal } from '../../session/index.js';
import type { CourseFields } from '../course.repository.js';
import type { CourseService } from '../course.service.js';
import * as repository from './class-admin.repository.js';

type CourseCommand = z.infer<typeof courseBody>;

const fieldsOf = (body: CourseCommand): CourseFields => ({
  name: body.course_name,
  type: body.type,
  gradeTag: body.grade_tag,
  teacherId: body.teacher_id,
  studentLimit: body.student_limit,
  startDate: body.start_date,
  expiryDate: body.expiry_date,
});

/** A class as the audit log shows it: readable values, the teacher and library by name. */
const audited = (fields: Omit<CourseFields, 'teacherId'>, teacher: string, library: string | null): AuditFields => ({
  name: fields.name,
  type: fields.type,
  grade_tag: fields.gradeTag,
  teacher,
  student_limit: fields.studentLimit,
  start_date: fields.startDate,
  expiry_date: fields.expiryDate,
  library,
});

/** A library by kind and id. */
interface LibraryChosen {
  kind: LibraryKind;
  id: number;
}

/**
 * What the administration of classes needs of a class's library, read and switched in the
 * caller's transaction: the library module's service, handed in at composition (that module
 * builds on this one).
 */
export interface LibraryChoice {
  describe(
    tx: Db,
    course: { institutionId: number; id: number },
  ): Promise<{ ref: LibraryChosen; name: string } | undefined>;
  switchLibrary(tx: Db, course: { institutionId: number; id: number }, library: LibraryChosen): Promise<void>;
  libraryOfEachCourse(institutionId: number): Promise<{ courseid: number; colid: string; name: string }[]>;
}

export type ClassAdminService = ReturnType<typeof createClassAdminService>;

/** The school's administration of its classes: creating and changing them within its quota and subscriptions. */
export function createClassAdminService(
  ctx: AppContext,
  { courses, libraries, catalogue }: { courses: CourseService; libraries: LibraryChoice; catalogue: CatalogueService },
) {
  /**
   * One transaction, with the school's quota locked (as admissions lock it): the class, its
   * library when a package is chosen, and the audit row.
   */
  async function save(staff: StaffPrincipal, courseId: number | undefined, body: CourseCommand) {
    const institutionId = staff.institutionId;
    return ctx.db.transaction(async (tx) => {
      const { quota } = await repository.quotaOf(tx, institutionId, { lock: true });
      const fields = fieldsOf(body);
      const saved = await courses.saveIn(tx, institutionId, courseId, fields, quota);
      const chosen =
        body.pkgid === undefined ? undefined : await catalogue.availablePackage(institutionId, body.pkgid, tx);
      const course = { institutionId, id: saved.id };
      const library = await libraries.describe(tx, course);
      const keeps = !chosen || (library?.ref.kind === 'package' && library.ref.id === chosen.pkgid);
      if (chosen && !keeps) await libraries.switchLibrary(tx, course, { kind: 'package', id: chosen.pkgid });
      const after = audited(fields, saved.teacherName, chosen ? chosen.name : (library?.name ?? null));
      if (!saved.before) {
        await recordAudit(
          tx,
          staff,
          [{ action: 'course.create', entity: 'course', entityId: saved.id, courseId: saved.id, after }],
          ctx.clock(),
        );
        return saved.id;
      }
      const diff = changedFields(audited(saved.before, saved.before.teacherName, library?.name ?? null), after);
      if (diff) {
        await recordAudit(
          tx,
          staff,
          [{ action: 'course.update', entity: 'course', entityId: saved.id, courseId: saved.id, ...diff }],
          ctx.clock(),
        );
      }
      return saved.id;
    });
  }

  return {
    create: (staff: StaffPrincipal, body: CourseCommand) => save(staff, undefined, body),
    edit: (staff: StaffPrincipal, courseId: number, body: CourseCommand) => save(staff, courseId, body),

    /** What the class form offers: the school's active teachers and packages, its quota, each class's library. */
    async options(staff: StaffPrincipal) {
      const institutionId = staff.institutionId;
      const [teachers, packages, quota, classLibraries] = await Promise.all([
        courses.activeTeachers(institutionId),
        catalogue.packages(institutionId),
        repository.quotaOf(ctx.db, institutionId),
        libraries.libraryOfEachCourse(institutionId),
      ]);
      return {
        teachers,
        packages: packages.map(({ pkgid, name }) => ({ pkgid, name })),
        quota: quota.quota,
        quota_used: quota.used,
        libraries: classLibraries,
      };
    },
  };
}
