import {
  childStatistics,
  idSchema,
  LEARNER_PATHS,
  parentChildrenResponse,
  parentLoginBody,
  parentLoginResponse,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/success.js';
import { parentOf } from '../../plugins/auth.js';
import type { ParentService } from './parent.service.js';

/** The parent app's API: sign-in and the children's learning of the last 30 days. */
export function parentRoutes({ parents }: { parents: ParentService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['parent'];

    app.post(
      LEARNER_PATHS.parentLogin,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Parent sign-in with e-mail and password',
          body: parentLoginBody,
          response: { 200: parentLoginResponse },
        },
      },
      async (request) => success(await parents.login(request.body, request.ip)),
    );

    app.get(
      LEARNER_PATHS.parentChildren,
      {
        config: { access: 'parent' },
        schema: {
          tags,
          summary: "Each child's books read, minutes and rewards over the last 30 days",
          response: { 200: parentChildrenResponse },
        },
      },
      async (request) => success({ record: await parents.children(parentOf(request)) }),
    );

    app.get(
      `${LEARNER_PATHS.parentChildren}/:stuid`,
      {
        config: { access: 'parent' },
        schema: {
          tags,
          summary: "One child's learning over the last 30 days",
          params: z.object({ stuid: idSchema }),
          response: { 200: z.object({ status: z.literal('success'), child: childStatistics }) },
        },
      },
      async (request) => success({ child: await parents.child(parentOf(request), request.params.stuid) }),
    );
  };
}
