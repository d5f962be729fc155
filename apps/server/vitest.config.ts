import { configDefaults, defineConfig } from 'vitest/config';
import { mockingFiles, proofSuites, serverTestOptions } from './vitest.shared.js';

export default defineConfig({
  test: {
    ...serverTestOptions,
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...mockingFiles, ...proofSuites],
    // Every file closes the app and the database it opened, so the next can share the modules.
    isolate: false,
  },
});
