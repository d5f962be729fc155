import { z } from 'zod';

const databaseKind = z.enum(['pglite', 'postgres']);

export const healthResponse = z.object({ status: z.literal('ok'), db: databaseKind });
export type HealthResponse = z.infer<typeof healthResponse>;

/** `db_ms`: how long the database took to answer a trivial query. */
export const readinessResponse = healthResponse.extend({ db_ms: z.number().nonnegative() });
export type ReadinessResponse = z.infer<typeof readinessResponse>;
