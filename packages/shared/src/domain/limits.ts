/** Business constants from the product specification (SPEC §9) and the foundation issue. */
export const LIMITS = {
  requestTimeoutMs: 20_000,
  toastMs: 5_000,
  loadingMs: 400,
  passwordMin: 6,
  defaultStudentQuota: 400,
  expiringWithinDays: 30,
  resetLinkMinutes: 60,
  unauthorizedRedirectMs: 1_000,
  ssoCodeSeconds: 60,
  invitationDays: 7,
  /** How long the link confirming a new e-mail address works. */
  emailChangeHours: 24,
  /** The reason an internal staff member gives for support mode, shown to the school's administrators. */
  supportReasonMin: 3,
  supportReasonMax: 500,
} as const;
