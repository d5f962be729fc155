import { configDefaults, defineConfig } from 'vitest/config';
import { mockingFiles, proofSuites, serverTestOptions } from './vitest.shared.js';

export default defineConfig({
  test: {
    ...serverTestOptions,
    name: 'server',
    include: ['src/**/*.test.ts'],
    // The checks that only mean something on a Citus cluster run with `npm run test:citus`.
    exclude: [
      ...configDefaults.exclude,
      ...mockingFiles,
      ...proofSuites,
      ...(process.env.CITUS_URL ? [] : ['src/**/*.citus.test.ts']),
    ],
    // Every file closes the app and the database it opened, so the next can share the modules.
    isolate: false,
  },
});
