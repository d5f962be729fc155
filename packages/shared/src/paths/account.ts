export const ACCOUNT_PATHS = {
  me: '/account/me',
  profile: '/account/profile',
  password: '/account/password',
  list: '/account/list',
  invite: '/account/invite',
  inviteResend: '/account/invite/resend/:userid',
  inviteWithdraw: '/account/invite/withdraw/:userid',
  suspend: '/account/suspend/:userid',
  reactivate: '/account/reactivate/:userid',
  detail: '/account/detail/:userid',
  handover: '/account/handover/:userid',
  email: '/account/email',
} as const;
