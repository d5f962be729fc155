export const HEALTH_PATHS = {
  /** Liveness: the process answers; the database is not asked. */
  live: '/health',
  /** Readiness, for load balancers: 200 while the database answers, 503 `common.unavailable` while not. */
  ready: '/health/ready',
} as const;
