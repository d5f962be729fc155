// The audit log (administrators).

export const AUDIT_PATHS = {
  list: '/account/audit',
  export: '/account/audit/export',
} as const;
