import {
  ACCOUNT_PATHS,
  accountMeResponse,
  emailChangeBody,
  emailChangeResponse,
  inviteBody,
  inviteResponse,
  okBody,
  passwordChangeBody,
  profileBody,
  staffDetailResponse,
  staffListResponse,
  staffParams,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import type { StaffPrincipal } from '../session/index.js';
import type { AccountService } from './account.service.js';
import type { EmailChangeService } from './email-change.service.js';
import type { InvitationService } from './invitation.service.js';
import type { StaffService } from './staff.service.js';

export function accountRoutes({
  accounts,
  emailChanges,
  invitations,
  staffAdmin,
}: {
  accounts: AccountService;
  emailChanges: EmailChangeService;
  invitations: InvitationService;
  staffAdmin: StaffService;
}): FastifyPluginAsyncZod {
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

    app.post(
      ACCOUNT_PATHS.email,
      {
        config: { access: 'staff', ownAccount: true },
        schema: {
          tags,
          summary: 'Change my sign-in e-mail: a link to confirm goes to the new address (needs my password)',
          body: emailChangeBody,
          response: { 200: emailChangeResponse },
        },
      },
      async (request) => success({ pending_email: await emailChanges.request(staffOf(request), request.body) }),
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

    app.post(
      ACCOUNT_PATHS.invite,
      {
        config: { access: 'admin', idempotent: true },
        schema: {
          tags,
          summary: 'Invite a teacher by e-mail (a link to set their password, valid 7 days)',
          body: inviteBody,
          response: { 200: inviteResponse },
        },
      },
      async (request) => success({ userid: await invitations.invite(staffOf(request), request.body) }),
    );

    const staffAction = (
      path: string,
      summary: string,
      act: (admin: StaffPrincipal, userId: number) => Promise<void>,
    ) =>
      app.post(
        path,
        { config: { access: 'admin' }, schema: { tags, summary, params: staffParams, response: { 200: okBody } } },
        async (request) => {
          await act(staffOf(request), request.params.userid);
          return success();
        },
      );
    staffAction(
      ACCOUNT_PATHS.inviteResend,
      'Send the invitation again with a new link (the old one stops working)',
      invitations.resend,
    );
    staffAction(
      ACCOUNT_PATHS.inviteWithdraw,
      'Withdraw an invitation (the invited account is removed)',
      invitations.withdraw,
    );
    staffAction(ACCOUNT_PATHS.suspend, 'Suspend a teacher (ends their sessions at once)', staffAdmin.suspend);
    staffAction(ACCOUNT_PATHS.reactivate, 'Reactivate a suspended teacher', staffAdmin.reactivate);

    app.get(
      ACCOUNT_PATHS.detail,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: "A staff member's details, classes and recent activity (administrators; a teacher for themself)",
          params: staffParams,
          response: { 200: staffDetailResponse },
        },
      },
      async (request) => success({ detail: await staffAdmin.detail(staffOf(request), request.params.userid) }),
    );
  };
}
