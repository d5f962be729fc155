// `npm run typecheck`: every workspace's TypeScript check, two at a time (one per core), in
// order of size so the largest start first. Prints each project's errors; fails if any has one.
import { spawn } from 'node:child_process';

const PROJECTS = ['apps/web', 'apps/server', 'packages/shared', 'packages/speech', 'packages/demo', 'e2e'];
const LANES = 2;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...PROJECTS];
const failed = [];
await Promise.all(
  Array.from({ length: LANES }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      if (result.code !== 0) {
        failed.push(project);
        process.stdout.write(result.output);
      }
    }
  }),
);
if (failed.length > 0) {
  console.error(`TypeScript errors in: ${failed.join(', ')}`);
  process.exitCode = 1;
} else {
  console.log(`TypeScript: ${PROJECTS.length} projects checked, no errors.`);
}
