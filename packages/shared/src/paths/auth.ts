// Sign-in, sign-out, passwords, single sign-on and schools' OpenID Connect sign-in.

export const AUTH_PATHS = {
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  forgot: '/auth/forgot',
  resetPassword: '/auth/resetpassword',
  resetPasswordCheck: '/auth/resetpassword/check',
  language: '/auth/language',
  ssoIssue: '/auth/sso/issue',
  ssoRedeem: '/auth/sso/redeem',
  invitationAccept: '/auth/invitation/accept',
  invitationCheck: '/auth/invitation/check',
  ssoLogin: '/auth/sso/login',
  oidcOptions: '/auth/oidc/options',
  oidcStart: '/auth/oidc/start',
  oidcFinish: '/auth/oidc/finish',
  oidcSettings: '/auth/oidc/settings',
  oidcTry: '/auth/oidc/try',
  emailConfirm: '/auth/email/confirm',
} as const;
