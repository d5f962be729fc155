import { COURSE_PATHS, courseInfoResponse, courseListResponse, idSchema } from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import { courseOf } from './course.guard.js';
import type { CourseService } from './course.service.js';

export function courseRoutes({ courses }: { courses: CourseService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['course'];

    app.get(
      COURSE_PATHS.list,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: "Active and expired classes: a teacher's own, or the whole institution's for an administrator",
          response: { 200: courseListResponse },
        },
      },
      async (request) => success(await courses.list(staffOf(request))),
    );

    app.get(
      COURSE_PATHS.info,
      {
        config: { access: 'staff', course: 'read' },
        schema: {
          tags,
          summary: 'One class for the class page frame: name, grade, teacher, seats, expiry and state',
          params: z.object({ courseid: idSchema }),
          response: { 200: courseInfoResponse },
        },
      },
      async (request) => success({ course: courses.info(staffOf(request), courseOf(request)) }),
    );
  };
}
