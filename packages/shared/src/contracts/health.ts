import { z } from 'zod';

export const HEALTH_PATHS = {
  /** Liveness: the process answers; the database is not asked. */
  live: '/health',
  /** Readiness, for load balancers: 200 while the database answers, 503 `common.unavailable` while not. */
  ready: '/health/ready',
} as const;

const databaseKind = z.enum(['pglite', 'postgres']);

export const healthResponse = z.object({ status: z.literal('ok'), db: databaseKind });
export type HealthResponse = z.infer<typeof healthResponse>;

/** `db_ms`: how long the database took to answer a trivial query. */
export const readinessResponse = healthResponse.extend({ db_ms: z.number().nonnegative() });
export type ReadinessResponse = z.infer<typeof readinessResponse>;
