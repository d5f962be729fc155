import { configDefaults, defineConfig } from 'vitest/config';

/** Every route × every caller (access), every route's fields × hostile values (fuzz). */
const proofSuites = [
  'src/plugins/access-matrix.test.ts',
  'src/plugins/internal-access.test.ts',
  'src/test/fuzz/**/*.test.ts',
];

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    // The sweeps over every registered route (minutes each) run on their own: `npm run test:proof`.
    include: process.env.LMS_PROOF ? proofSuites : ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.LMS_PROOF ? [] : proofSuites)],
    // Migrates one embedded database for the whole run; each test file loads its own copy.
    globalSetup: ['src/test/global-setup.ts'],
    // PGlite is WebAssembly with a large heap: separate processes keep each file's memory apart.
    pool: 'forks',
    // A test whose request is the first to use the worker pool waits for a thread to start and
    // compile its task modules: a second on a quiet machine, far more on a busy one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
