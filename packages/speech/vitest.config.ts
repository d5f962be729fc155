import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'speech',
    environment: 'node',
    // The evaluation over the committed clips (most of a minute) runs with the other long
    // sweeps in `npm run test:proof`; the unit tests run in `npm test`.
    include: process.env.LMS_PROOF ? ['eval/**/*.test.ts'] : ['src/**/*.test.ts'],
    testTimeout: 180_000,
    // Loading the recogniser and decoding the evaluation clips take tens of seconds on a busy machine.
    hookTimeout: 120_000,
  },
});
