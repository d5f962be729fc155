import { idSchema, STUDENT_PAGE_PATHS, studentNoteBody, studentNoteResponse, studentPageResponse } from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText, success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import { courseOf, courseRevisionOf } from '../course/index.js';
import type { StudentPageService } from './student-page.service.js';

const params = z.object({ courseid: idSchema, stuid: idSchema });

/** A student's page in a class and the teachers' private notes on it. */
export function studentPageRoutes({ studentPages }: { studentPages: StudentPageService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['student page'];

    app.get(
      STUDENT_PAGE_PATHS.page,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary:
            "A student's page in a class: time spent, reading history, completed materials, assignments, Echo Valley answers, level history, rewards and notes",
          params,
          response: { 200: studentPageResponse },
        },
      },
      // Sent as the kept JSON text (already a StudentPageResponse, so the untyped reply); the
      // schema above documents it and the tests check answers against it.
      async (request, reply) =>
        sendJsonText(
          reply,
          await studentPages.pageBody(staffOf(request), courseRevisionOf(request), request.params.stuid),
        ),
    );

    app.post(
      STUDENT_PAGE_PATHS.note,
      {
        config: { access: 'staff', course: 'change', idempotent: true },
        schema: {
          tags,
          summary: "Add a teacher's private note (1–2000 characters) to a student's page in a class",
          params,
          body: studentNoteBody,
          response: { 200: studentNoteResponse },
        },
      },
      async (request) =>
        success({
          note: await studentPages.addNote(
            staffOf(request),
            courseOf(request),
            request.params.stuid,
            request.body.text,
          ),
        }),
    );
  };
}
