import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'speech',
    environment: 'node',
    include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
    testTimeout: 120_000,
    // Loading the recogniser and decoding the evaluation clips take tens of seconds on a busy machine.
    hookTimeout: 120_000,
  },
});
