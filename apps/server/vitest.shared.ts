import type { InlineConfig } from 'vitest/node';

/**
 * What the server's two test projects share. `server` runs its files one after another in
 * each worker with the modules already loaded (no module registry per file: half the time,
 * since every file would load the whole app and compile the embedded database again);
 * `server-isolated` gives each file its own modules, for the files that replace a module with
 * `vi.mock` (a module another file loaded first would never be replaced).
 */

/**
 * Every route × every caller (access), every route's fields × hostile values (fuzz), every CSV
 * export read with each separator, every route × hostile addresses (address sweep), every upload
 * route × hostile recordings, oversize bodies and slow clients (upload sweep): `npm run test:proof`.
 */
export const proofSuites = [
  'src/plugins/access-matrix.test.ts',
  'src/plugins/internal-access.test.ts',
  'src/test/fuzz/**/*.test.ts',
  'src/test/csv-exports.test.ts',
  'src/test/address-sweep/**/*.test.ts',
  'src/test/upload-sweep/**/*.test.ts',
];

/** The files that replace a module with `vi.mock` (the sweeps above do too). */
export const mockingFiles = ['src/plugins/access.test.ts', 'src/modules/session/login-throttle.test.ts'];

export const serverTestOptions: InlineConfig = {
  environment: 'node',
  // Migrates one embedded database for the run; each test file loads its own copy.
  globalSetup: ['src/test/global-setup.ts'],
  // PGlite is WebAssembly with a large heap: separate processes keep the workers' memory apart.
  pool: 'forks',
  // A test whose request is the first to use the worker pool waits for a thread to start and
  // compile its task modules: a second on a quiet machine, far more on a busy one. The tests that
  // score readings or build reports and cards wait for CPU-bound work on the worker threads: on
  // 2 cores with a second suite running beside this one, several took just over 60 s.
  testTimeout: 180_000,
  // On a Citus cluster a test file's database is copied and dropped on every node.
  hookTimeout: process.env.CITUS_URL ? 300_000 : 60_000,
};
