import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // antd under jsdom renders slowly on a 2-core machine that runs the server suite beside it;
    // the longest form journeys (create and edit an assignment) take several seconds even then.
    testTimeout: 60_000,
  },
});
