import type { AppContext } from './context.js';
import {
  type AccountService,
  createAccountService,
  createEmailChangeService,
  createInvitationService,
  createStaffService,
  createTeacherImportService,
  type EmailChangeService,
  type InvitationService,
  type StaffService,
  type TeacherImportService,
} from './modules/account/index.js';
import { type AnnouncementService, createAnnouncementService } from './modules/announcement/index.js';
import {
  type AssignmentFilesService,
  type AssignmentService,
  type AutoAssignmentService,
  createAssignmentFilesService,
  createAssignmentService,
  createAutoAssignmentService,
} from './modules/assignment/index.js';
import { type AuditService, createAuditService } from './modules/audit/index.js';
import {
  type AuthService,
  createAuthService,
  createOidcService,
  createPasswordResetService,
  createSsoService,
  type OidcService,
  type PasswordResetService,
  type SsoService,
} from './modules/auth/index.js';
import { type CatalogueService, createCatalogueService } from './modules/catalogue/index.js';
import { type CollectionService, createCollectionService } from './modules/collection/index.js';
import {
  type ClassAdminService,
  type CourseService,
  createClassAdminService,
  createCourseService,
  createStaffingService,
  guardCourse,
  type StaffingService,
} from './modules/course/index.js';
import { createDashboardService, type DashboardService } from './modules/dashboard/index.js';
import {
  createEchoAnswerService,
  createEchoAuthoringService,
  createEchoWeeklyService,
  ECHO_AUDIT_NAMES,
  type EchoAnswerService,
  type EchoAuthoringService,
  type EchoWeeklyService,
  latestAnswerChangeOf,
} from './modules/echo/index.js';
import { createInstitutionService, type InstitutionService } from './modules/institution/index.js';
import { createInternalService, type InternalService } from './modules/internal/index.js';
import {
  createLearnerAuthService,
  createLearningService,
  type LearnerAuthService,
  type LearningService,
  latestEventOf,
} from './modules/learner/index.js';
import { createLevelService, type LevelService } from './modules/level/index.js';
import {
  classesUsingPackage,
  classLibrariesOfCollections,
  createLibraryService,
  type LibraryService,
} from './modules/library/index.js';
import {
  createParentPasswordService,
  createParentService,
  type ParentPasswordService,
  type ParentService,
} from './modules/parent/index.js';
import { createReportService, type ReportService, type ReportSources } from './modules/report/index.js';
import {
  type AddStudentsCommand,
  type AdmissionService,
  type CardReprintService,
  createAddStudentsCommand,
  createAdmissionService,
  createCardReprintService,
  createImportService,
  createLoginCardService,
  createRosterFilesService,
  createRosterService,
  createStudentChangesService,
  type ImportService,
  type LoginCardService,
  type RosterFilesService,
  type RosterService,
  type StudentChangesService,
} from './modules/roster/index.js';
import {
  createLoginThrottle,
  createSessionService,
  type LoginThrottle,
  type SessionService,
} from './modules/session/index.js';
import { createStudentPageService, type StudentPageService } from './modules/student-page/index.js';

/** Every service of the app, each built once: the module graph. */
export interface Services {
  sessions: SessionService;
  throttle: LoginThrottle;
  catalogue: CatalogueService;
  courses: CourseService;
  staffing: StaffingService;
  institutions: InstitutionService;
  announcements: AnnouncementService;
  audit: AuditService;
  accounts: AccountService;
  invitations: InvitationService;
  emailChanges: EmailChangeService;
  staffAdmin: StaffService;
  teacherImports: TeacherImportService;
  parentPasswords: ParentPasswordService;
  parents: ParentService;
  internal: InternalService;
  auth: AuthService;
  passwordResets: PasswordResetService;
  sso: SsoService;
  oidc: OidcService;
  collections: CollectionService;
  libraries: LibraryService;
  classAdmin: ClassAdminService;
  assignments: AssignmentService;
  assignmentFiles: AssignmentFilesService;
  autoAssignments: AutoAssignmentService;
  learnerAuth: LearnerAuthService;
  learning: LearningService;
  loginCards: LoginCardService;
  addStudents: AddStudentsCommand;
  roster: RosterService;
  admissions: AdmissionService;
  studentChanges: StudentChangesService;
  cardReprints: CardReprintService;
  imports: ImportService;
  rosterFiles: RosterFilesService;
  echoAuthoring: EchoAuthoringService;
  echoWeekly: EchoWeeklyService;
  echoAnswers: EchoAnswerService;
  levels: LevelService;
  studentPages: StudentPageService;
  dashboards: DashboardService;
  reportSources: ReportSources;
  reports: ReportService;
}

/**
 * Builds the module graph once, when the app is built: each service from the context and the
 * services it uses, in the order they depend on each other. A piece in `swap` is used instead of
 * the one built here, and everything built after it uses the swapped piece.
 */
export function composeServices(ctx: AppContext, swap: Partial<Services> = {}): Services {
  const sessions = swap.sessions ?? createSessionService(ctx);
  const throttle = swap.throttle ?? createLoginThrottle(ctx);
  const catalogue = swap.catalogue ?? createCatalogueService(ctx, { classesUsing: classesUsingPackage });
  const courses =
    swap.courses ??
    createCourseService(ctx, { marks: { latestEvent: latestEventOf, latestAnswerChange: latestAnswerChangeOf } });
  const staffing = swap.staffing ?? createStaffingService(ctx);
  const institutions = swap.institutions ?? createInstitutionService(ctx);
  const announcements = swap.announcements ?? createAnnouncementService(ctx);
  const audit = swap.audit ?? createAuditService(ctx, { names: ECHO_AUDIT_NAMES });

  const accounts = swap.accounts ?? createAccountService(ctx, { sessions });
  const invitations = swap.invitations ?? createInvitationService(ctx, { throttle });
  const emailChanges = swap.emailChanges ?? createEmailChangeService(ctx, { sessions });
  const staffAdmin = swap.staffAdmin ?? createStaffService(ctx, { sessions, staffing, audit });
  const teacherImports = swap.teacherImports ?? createTeacherImportService(ctx, { invitations });
  const parentPasswords = swap.parentPasswords ?? createParentPasswordService(ctx, { sessions });
  const parents = swap.parents ?? createParentService(ctx, { sessions, throttle });
  const internal = swap.internal ?? createInternalService(ctx, { sessions, throttle });
  const auth = swap.auth ?? createAuthService({ accounts, internal, sessions, throttle });
  const passwordResets =
    swap.passwordResets ?? createPasswordResetService(ctx, { accounts, parentPasswords, throttle });
  const sso = swap.sso ?? createSsoService(ctx, { accounts, sessions, throttle });
  const oidc = swap.oidc ?? createOidcService(ctx, { accounts, sessions, throttle });

  const collections =
    swap.collections ?? createCollectionService(ctx, { catalogue, libraries: classLibrariesOfCollections });
  const libraries = swap.libraries ?? createLibraryService(ctx, { catalogue, collections });
  const classAdmin = swap.classAdmin ?? createClassAdminService(ctx, { courses, libraries, catalogue });
  const assignments = swap.assignments ?? createAssignmentService(ctx, { libraries });
  const assignmentFiles = swap.assignmentFiles ?? createAssignmentFilesService(ctx, { accounts, assignments });
  const autoAssignments = swap.autoAssignments ?? createAutoAssignmentService(ctx, { libraries });
  const learnerAuth = swap.learnerAuth ?? createLearnerAuthService(ctx, { sessions, throttle });
  const learning = swap.learning ?? createLearningService(ctx, { assignments });

  const loginCards = swap.loginCards ?? createLoginCardService(ctx);
  const addStudents = swap.addStudents ?? createAddStudentsCommand(ctx, { loginCards });
  const roster = swap.roster ?? createRosterService(ctx, { courses });
  const admissions = swap.admissions ?? createAdmissionService(ctx, { addStudents });
  const studentChanges = swap.studentChanges ?? createStudentChangesService(ctx, { courses, loginCards, sessions });
  const cardReprints = swap.cardReprints ?? createCardReprintService(ctx, { loginCards, sessions });
  const imports = swap.imports ?? createImportService(ctx, { addStudents });
  const rosterFiles = swap.rosterFiles ?? createRosterFilesService(ctx, { accounts, roster, loginCards });
  const echoAnswers = swap.echoAnswers ?? createEchoAnswerService(ctx, { accounts });

  const echoAuthoring = swap.echoAuthoring ?? createEchoAuthoringService(ctx, { libraries, catalogue });
  const echoWeekly = swap.echoWeekly ?? createEchoWeeklyService(ctx, { libraries });
  const levels = swap.levels ?? createLevelService(ctx);
  const studentPages = swap.studentPages ?? createStudentPageService(ctx, { courses });
  const dashboards = swap.dashboards ?? createDashboardService(ctx);

  const reportSources =
    swap.reportSources ??
    ({
      // Read as the staff member who asked, through the class guard: a report runs without a request.
      classOf: async (staff, courseId) => dashboards.members(await guardCourse(courses, staff, courseId, 'read')),
      dashboard: async (staff, courseId, window) =>
        dashboards.dashboard(staff, await courses.visibleRevision(staff, courseId), window),
      studentPage: async (staff, courseId, studentId) =>
        studentPages.page(await guardCourse(courses, staff, courseId, 'read'), studentId),
    } satisfies ReportSources);
  const reports = swap.reports ?? createReportService(ctx, { sources: reportSources });

  return {
    sessions,
    throttle,
    catalogue,
    courses,
    staffing,
    institutions,
    announcements,
    audit,
    accounts,
    invitations,
    emailChanges,
    staffAdmin,
    teacherImports,
    parentPasswords,
    parents,
    internal,
    auth,
    passwordResets,
    sso,
    oidc,
    collections,
    libraries,
    classAdmin,
    assignments,
    assignmentFiles,
    autoAssignments,
    learnerAuth,
    learning,
    loginCards,
    addStudents,
    roster,
    admissions,
    studentChanges,
    cardReprints,
    imports,
    rosterFiles,
    echoAuthoring,
    echoWeekly,
    echoAnswers,
    levels,
    studentPages,
    dashboards,
    reportSources,
    reports,
  };
}
