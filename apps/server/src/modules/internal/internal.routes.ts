import {
  INTERNAL_PATHS,
  internalLoginBody,
  internalSchoolsResponse,
  internalSupportBody,
  internalSwitchBody,
  loginResponse,
  meResponse,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import type { InternalService } from './internal.service.js';

export function internalRoutes({ internal }: { internal: InternalService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['internal'];
    app.post(
      INTERNAL_PATHS.login,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "Sign in as the product company's own staff (/internal)",
          body: internalLoginBody,
          response: { 200: loginResponse },
        },
      },
      async (request) => success(await internal.login(request.body, request.ip)),
    );
    app.get(
      INTERNAL_PATHS.schools,
      {
        config: { access: 'internal' },
        schema: {
          tags,
          summary: 'The schools an internal session can look at',
          response: { 200: internalSchoolsResponse },
        },
      },
      async () => success({ record: await internal.schools() }),
    );
    app.post(
      INTERNAL_PATHS.switch,
      {
        config: { access: 'internal' },
        schema: {
          tags,
          summary: 'Look at another school (read-only again)',
          body: internalSwitchBody,
          response: { 200: loginResponse },
        },
      },
      async (request) => success(await internal.switchSchool(staffOf(request), request.body.institution)),
    );
    app.post(
      INTERNAL_PATHS.support,
      {
        config: { access: 'internal' },
        schema: {
          tags,
          summary: 'Support mode on with a reason (changes allowed and audited), or off with null',
          body: internalSupportBody,
          response: { 200: meResponse },
        },
      },
      async (request) => success({ user: await internal.setSupport(staffOf(request), request.body.reason) }),
    );
  };
}
