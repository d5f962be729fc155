import { sql } from 'drizzle-orm';
import type { AuditSubjectNames } from '../audit/index.js';
import { students } from '../school/index.js';
import { echoAnswers, echoQuizzes } from './echo.tables.js';

/** What the audit log calls Echo Valley's things: a quiz by its name, an answer by its student's. */
export const ECHO_AUDIT_NAMES: AuditSubjectNames = {
  quiz: (entityId, institutionId) => sql`(select ${echoQuizzes.name} from ${echoQuizzes}
    where ${echoQuizzes.id} = ${entityId} and ${echoQuizzes.institutionId} = ${institutionId})`,
  answer: (entityId, institutionId) => sql`(select ${students.username} from ${echoAnswers}
    join ${students} on ${students.id} = ${echoAnswers.studentId} and ${students.institutionId} = ${institutionId}
    where ${echoAnswers.id} = ${entityId} and ${echoAnswers.institutionId} = ${institutionId})`,
};
