import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'speech',
    environment: 'node',
    include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
