import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The fuzz suite (minutes of hostile requests) runs on its own: `npm run test:fuzz`.
    exclude: [...configDefaults.exclude, ...(process.env.LMS_FUZZ ? [] : ['src/test/fuzz/**'])],
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
