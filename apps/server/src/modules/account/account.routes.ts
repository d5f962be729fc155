import {
  ACCOUNT_PATHS,
  accountMeResponse,
  okBody,
  passwordChangeBody,
  profileBody,
  staffListResponse,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import type { AccountService } from './account.service.js';

export function accountRoutes({ accounts }: { accounts: AccountService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account'];

    app.get(
      ACCOUNT_PATHS.me,
      { config: { access: 'staff' }, schema: { tags, summary: 'My profile', response: { 200: accountMeResponse } } },
      async (request) => success({ profile: await accounts.profile(staffOf(request)) }),
    );

    app.post(
      ACCOUNT_PATHS.profile,
      {
        config: { access: 'staff', ownAccount: true },
        schema: { tags, summary: 'Change my name and avatar', body: profileBody, response: { 200: accountMeResponse } },
      },
      async (request) => success({ profile: await accounts.updateProfile(staffOf(request), request.body) }),
    );

    app.post(
      ACCOUNT_PATHS.password,
      {
        config: { access: 'staff', ownAccount: true },
        schema: {
          tags,
          summary: 'Change my password (signs out my other sessions)',
          body: passwordChangeBody,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await accounts.changePassword(staffOf(request), request.body);
        return success();
      },
    );

    app.get(
      ACCOUNT_PATHS.list,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: "The institution's teachers and administrators",
          response: { 200: staffListResponse },
        },
      },
      async (request) => success({ record: await accounts.list(staffOf(request)) }),
    );
  };
}
