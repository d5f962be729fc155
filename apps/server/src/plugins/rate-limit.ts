import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/**
 * Per-IP ceiling for public endpoints that send mail or check secrets. It is kept per
 * process (a coarse flood guard); the sign-in limits that protect passwords live in the database.
 */
export const FLOOD_GUARD = { max: 20, timeWindow: '1 minute' } as const;

export function installRateLimit(app: FastifyInstance): void {
  app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('common.rate_limited'),
  });
}
