// Second pass of `npm test`: the API suite again, against PostgreSQL, when TEST_DATABASE_URL
// names a server. Each test file creates (and drops) a database of its own there. The server's
// unit tests (`*.unit.test.ts`: rules, parsers, workers, no database) ran in the first pass and
// would only run again alike.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API suite ran on the embedded database only.');
} else {
  console.log('Running the API suite again on PostgreSQL (TEST_DATABASE_URL).');
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'server', '--project', 'server-isolated', '--exclude', '**/*.unit.test.ts'],
    {
      stdio: 'inherit',
    },
  );
  process.exitCode = run.status ?? 1;
}
