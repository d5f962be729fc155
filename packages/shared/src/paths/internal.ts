// The product company's own staff: sign-in at /internal, the school they look at, support mode.

export const INTERNAL_PATHS = {
  login: '/internal/login',
  schools: '/internal/schools',
  switch: '/internal/switch',
  support: '/internal/support',
} as const;
