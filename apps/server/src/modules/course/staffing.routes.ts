import {
  ACCOUNT_PATHS,
  COURSE_TEACHER_PATH,
  courseTeacherBody,
  handoverBody,
  handoverResponse,
  idSchema,
  okBody,
  staffParams,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import type { StaffingService } from './staffing.service.js';

export function staffingRoutes({ staffing }: { staffing: StaffingService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['course'];

    app.post(
      COURSE_TEACHER_PATH,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: "Change a class's teacher",
          params: z.object({ courseid: idSchema }),
          body: courseTeacherBody,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await staffing.changeTeacher(staffOf(request), request.params.courseid, request.body.userid);
        return success();
      },
    );

    app.post(
      ACCOUNT_PATHS.handover,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['account'],
          summary: "Hand all of a teacher's classes to another teacher",
          params: staffParams,
          body: handoverBody,
          response: { 200: handoverResponse },
        },
      },
      async (request) =>
        success({ classes: await staffing.handOverAll(staffOf(request), request.params.userid, request.body.to) }),
    );
  };
}
