// `npm run test:citus`: the server's API suites on a Citus cluster (CITUS_URL names its
// coordinator, which must know at least two workers). The migrations and the distribution
// run once on a new database there; every test file works on a copy of it, with the app's
// connections refusing any statement that would run on more than one shard unless the code
// works across schools on purpose. Then the cluster's own checks (`*.citus.test.ts`: every
// table where its kind says, two schools on different workers, the router check) and the
// access matrix and fuzz sweeps.
import { spawnSync } from 'node:child_process';

if (!process.env.CITUS_URL) {
  console.error('Set CITUS_URL to a Citus coordinator (see docs/SCALE.md).');
  process.exit(2);
}
const env = { ...process.env, TEST_DATABASE_URL: '' };
const runs = [
  ['vitest', 'run', '--project', 'server', '--project', 'server-isolated', '--exclude', '**/*.unit.test.ts'],
  ['vitest', 'run', '--project', 'server-isolated'],
];
for (const [index, args] of runs.entries()) {
  const run = spawnSync('npx', args, { stdio: 'inherit', env: index === 1 ? { ...env, LMS_PROOF: '1' } : env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
