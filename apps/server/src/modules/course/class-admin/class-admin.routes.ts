import { CLASS_ADMIN_PATHS, courseBody, courseOptionsResponse, courseSavedResponse, idSchema } from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../../lib/success.js';
import { staffOf } from '../../../plugins/auth.js';
import type { ClassAdminService } from './class-admin.service.js';

/** Creating and changing classes: administrators of the school. */
export function classAdminRoutes({ classAdmin }: { classAdmin: ClassAdminService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['course'];

    app.get(
      CLASS_ADMIN_PATHS.options,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: "The class form's choices: active teachers, subscribed packages, the quota, each class's library",
          response: { 200: courseOptionsResponse },
        },
      },
      async (request) => success(await classAdmin.options(staffOf(request))),
    );

    app.post(
      CLASS_ADMIN_PATHS.create,
      {
        config: { access: 'admin', idempotent: true },
        schema: {
          tags,
          summary: 'Create a class with its teacher, limit, dates and (optionally) a subscribed package as library',
          body: courseBody,
          response: { 200: courseSavedResponse },
        },
      },
      async (request) => success({ courseid: await classAdmin.create(staffOf(request), request.body) }),
    );

    app.post(
      CLASS_ADMIN_PATHS.edit,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: "Change a class's fields; without pkgid its library stays as it is",
          params: z.object({ courseid: idSchema }),
          body: courseBody,
          response: { 200: courseSavedResponse },
        },
      },
      async (request) => {
        const courseid = await classAdmin.edit(staffOf(request), request.params.courseid, request.body);
        return success({ courseid });
      },
    );
  };
}
