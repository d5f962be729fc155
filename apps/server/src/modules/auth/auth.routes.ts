import {
  AUTH_PATHS,
  emailConfirmBody,
  emailConfirmResponse,
  forgotBody,
  invitationAcceptBody,
  invitationAcceptResponse,
  invitationCheckBody,
  invitationCheckResponse,
  languageBody,
  loginBody,
  loginResponse,
  meResponse,
  oidcFinishBody,
  oidcFinishResponse,
  oidcOptionsResponse,
  oidcSchoolQuery,
  oidcSettingsBody,
  oidcSettingsResponse,
  oidcStartResponse,
  okBody,
  resetLinkBody,
  resetPasswordBody,
  ssoCodeBody,
  ssoIssueResponse,
  ssoRedeemBody,
  ssoRedeemResponse,
} from '@lms/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/success.js';
import { staffOf } from '../../plugins/auth.js';
import { FLOOD_GUARD } from '../../plugins/rate-limit.js';
import type { EmailChangeService, InvitationService } from '../account/index.js';
import type { AuthService } from './auth.service.js';
import type { OidcService } from './oidc.service.js';
import type { PasswordResetService } from './password-reset.service.js';
import { SSO_SECRET_HEADER, type SsoService } from './sso.service.js';

export function authRoutes({
  auth,
  passwordResets: resets,
  sso,
  invitations,
  emailChanges,
  oidc,
}: {
  auth: AuthService;
  emailChanges: EmailChangeService;
  invitations: InvitationService;
  passwordResets: PasswordResetService;
  sso: SsoService;
  oidc: OidcService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];

    app.post(
      AUTH_PATHS.login,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Sign in with e-mail and password',
          body: loginBody,
          response: { 200: loginResponse },
        },
      },
      async (request) => success(await auth.login(request.body, request.ip)),
    );

    app.post(
      AUTH_PATHS.logout,
      {
        config: { access: 'staff', sessionOnly: true },
        schema: { tags, summary: 'Sign out (revokes the token)', response: { 200: okBody } },
      },
      async (request) => {
        await auth.logout(staffOf(request));
        return success();
      },
    );

    app.get(
      AUTH_PATHS.me,
      { config: { access: 'staff' }, schema: { tags, summary: 'The signed-in user', response: { 200: meResponse } } },
      async (request) => success({ user: await auth.me(staffOf(request)) }),
    );

    app.post(
      AUTH_PATHS.language,
      {
        config: { access: 'staff', ownAccount: true },
        schema: { tags, summary: 'Save the preferred language', body: languageBody, response: { 200: meResponse } },
      },
      async (request) => success({ user: await auth.setLanguage(staffOf(request), request.body.lang) }),
    );

    app.post(
      AUTH_PATHS.forgot,
      {
        config: { access: 'public', rateLimit: FLOOD_GUARD },
        schema: { tags, summary: 'Mail a password-reset link', body: forgotBody, response: { 200: okBody } },
      },
      async (request) => {
        await resets.requestLink(request.body.email);
        return success();
      },
    );

    app.post(
      AUTH_PATHS.resetPasswordCheck,
      {
        config: { access: 'public', rateLimit: FLOOD_GUARD },
        schema: {
          tags,
          summary: 'Whether a reset link can still set a password',
          body: resetLinkBody,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await resets.check(request.body, request.ip);
        return { status: 'success' as const };
      },
    );

    app.post(
      AUTH_PATHS.resetPassword,
      {
        config: { access: 'public', rateLimit: FLOOD_GUARD },
        schema: {
          tags,
          summary: 'Set a new password from a reset link',
          body: resetPasswordBody,
          response: { 200: okBody },
        },
      },
      async (request) => {
        await resets.reset(request.body, request.ip);
        return success();
      },
    );

    app.post(
      AUTH_PATHS.ssoIssue,
      {
        config: { access: 'staff', ownAccount: true },
        schema: { tags, summary: 'One-time code for the version-2 site', response: { 200: ssoIssueResponse } },
      },
      async (request) => success(await sso.issue(staffOf(request))),
    );

    app.post(
      AUTH_PATHS.ssoRedeem,
      {
        config: { access: 'public', rateLimit: FLOOD_GUARD },
        schema: {
          tags,
          summary: `Redeem a one-time code (called by the version-2 site, with the shared secret in ${SSO_SECRET_HEADER})`,
          body: ssoRedeemBody,
          response: { 200: ssoRedeemResponse },
        },
      },
      async (request) => {
        const callerSecret = request.headers[SSO_SECRET_HEADER];
        const caller = typeof callerSecret === 'string' ? callerSecret : null;
        return success({ user: await sso.redeem(request.body.code, request.ip, caller) });
      },
    );
    app.post(
      AUTH_PATHS.ssoLogin,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Sign in with a one-time code from version 2 (what /ssologin calls)',
          body: ssoCodeBody,
          response: { 200: loginResponse },
        },
      },
      async (request) => success(await sso.login(request.body.code, request.ip)),
    );
    app.get(
      AUTH_PATHS.oidcOptions,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Whether a school offers sign-in with a school account (OpenID Connect)',
          querystring: oidcSchoolQuery,
          response: { 200: oidcOptionsResponse },
        },
      },
      async (request) => success({ enabled: await oidc.available(request.query.school) }),
    );
    app.post(
      AUTH_PATHS.oidcStart,
      {
        config: { access: 'public', rateLimit: FLOOD_GUARD },
        schema: {
          tags,
          summary: "Start signing in at the school's OpenID provider: the address to send the browser to",
          body: oidcSchoolQuery,
          response: { 200: oidcStartResponse },
        },
      },
      async (request) => success(await oidc.start(request.body.school)),
    );
    app.post(
      AUTH_PATHS.oidcFinish,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Finish signing in with what the OpenID provider sent back to /oidc/callback',
          body: oidcFinishBody,
          response: { 200: oidcFinishResponse },
        },
      },
      async (request) => success(await oidc.finish(request.body, request.ip)),
    );
    app.get(
      AUTH_PATHS.oidcSettings,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: "The school's sign-in with its own accounts (OpenID Connect), without the client secret",
          response: { 200: oidcSettingsResponse },
        },
      },
      async (request) => success(await oidc.settings(staffOf(request))),
    );
    app.post(
      AUTH_PATHS.oidcSettings,
      {
        // Each save reads the provider: the flood guard keeps an administrator from using it to probe addresses.
        config: { access: 'admin', rateLimit: FLOOD_GUARD },
        schema: {
          tags,
          summary: "Set the school's OpenID provider, client and allowed e-mail domains (the provider is read now)",
          body: oidcSettingsBody,
          response: { 200: oidcSettingsResponse },
        },
      },
      async (request) => success(await oidc.configure(staffOf(request), request.body)),
    );
    app.post(
      AUTH_PATHS.oidcTry,
      {
        config: { access: 'admin', rateLimit: FLOOD_GUARD },
        schema: {
          tags,
          summary: "Try the school's sign-in at its provider: the address to open; finishing it signs nobody in",
          response: { 200: oidcStartResponse },
        },
      },
      async (request) => success(await oidc.tryOut(staffOf(request))),
    );

    app.post(
      AUTH_PATHS.invitationAccept,
      {
        config: { access: 'public', rateLimit: FLOOD_GUARD },
        schema: {
          tags,
          summary: "Set an invited teacher's first password from the invitation link",
          body: invitationAcceptBody,
          response: { 200: invitationAcceptResponse },
        },
      },
      async (request) => success(await invitations.accept(request.body, request.ip)),
    );

    app.post(
      AUTH_PATHS.invitationCheck,
      {
        config: { access: 'public', rateLimit: FLOOD_GUARD },
        schema: {
          tags,
          summary: 'Whether an invitation link can still set a password, and whose it is',
          body: invitationCheckBody,
          response: { 200: invitationCheckResponse },
        },
      },
      async (request) => success(await invitations.check(request.body.token, request.ip)),
    );

    app.post(
      AUTH_PATHS.emailConfirm,
      {
        config: { access: 'public', rateLimit: FLOOD_GUARD },
        schema: {
          tags,
          summary: 'Make a new e-mail the sign-in address from the link sent to it (ends every session)',
          body: emailConfirmBody,
          response: { 200: emailConfirmResponse },
        },
      },
      async (request) => success({ email: await emailChanges.confirm(request.body.token) }),
    );
  };
}
