import { defineConfig } from 'vitest/config';

/**
 * The system suites (`npm run test:system`): real server processes on PostgreSQL
 * (TEST_DATABASE_URL), killed or run side by side. One file at a time, as each starts servers
 * on the same ports (SYSTEM_TEST_PORT and the next ones).
 */
export default defineConfig({
  test: {
    name: 'system',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
