// Development: the API restarting on change (port 3000) and the Vite dev server
// (port 5173) proxying /api and /cms to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@lms/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@lms/web'], { stdio: 'inherit' }),
];

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
