import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInSession, startProductOnPostgres } from './servers.js';

// Lighthouse lives in its own folder outside the workspaces, installed on first use.
const TOOL = join(import.meta.dirname, '../../tools/lighthouse');

type Report = (name: string, value: unknown) => void;

interface Run {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  transferKb: number;
  requests: number;
  benchmarkIndex: number;
}

function installLighthouse() {
  if (existsSync(join(TOOL, 'node_modules/lighthouse'))) return;
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: TOOL, stdio: 'inherit' });
}

/** Lighthouse sometimes fails to record a page load's trace (NO_NAVSTART) and asks to be run again. */
const ATTEMPTS = 3;

function lighthouse(url: string, preset: 'mobile' | 'desktop', sessionFile?: string): Run {
  const args = [join(TOOL, 'run.mjs'), url, preset, ...(sessionFile ? [sessionFile] : [])];
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync('node', args, { cwd: TOOL, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
      return JSON.parse(out.trim().split('\n').at(-1)!) as Run;
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.warn(`Lighthouse could not measure ${url} (${preset}); running it again`);
    }
  }
}

/** The stored sign-in the web app reads at start (its `lms.auth` store), as a file for the runner. */
function sessionFileFor(token: string, user: Record<string, unknown>): string {
  const state = { ...user, token, isLogin: true, todayTimestamp: Date.now(), announcementsClosed: true };
  const file = join(mkdtempSync(join(tmpdir(), 'lms-lighthouse-')), 'session.json');
  writeFileSync(file, JSON.stringify({ key: 'lms.auth', value: JSON.stringify({ state, version: 1 }) }));
  return file;
}

/**
 * Lighthouse (mobile: simulated slow 4G and a mid-range phone; desktop) on the login page
 * and on a teacher's class list, against the built app served by the product's server.
 */
export async function benchLighthouse(report: Report, port: number, teacher: string) {
  installLighthouse();
  const product = await startProductOnPostgres(port);
  try {
    const { token, user } = await signInSession(product.base, teacher);
    const session = sessionFileFor(token, user);
    const pages = [
      { name: 'login page', url: `${product.base}/` },
      { name: 'class list', url: `${product.base}/course`, session },
    ];
    for (const page of pages) {
      const mobile = lighthouse(page.url, 'mobile', page.session);
      const desktop = lighthouse(page.url, 'desktop', page.session);
      if (page.name === 'login page') {
        report('login page transfer (kB; target <= 250) and requests', {
          kb: mobile.transferKb,
          requests: mobile.requests,
        });
      }
      const figures = ({ performance, accessibility, fcpMs, lcpMs, tbtMs, benchmarkIndex }: Run) => ({
        performance,
        accessibility,
        fcpMs,
        lcpMs,
        tbtMs,
        benchmarkIndex,
      });
      report(`Lighthouse ${page.name}, mobile (target perf >= 90, a11y 100)`, figures(mobile));
      report(`Lighthouse ${page.name}, desktop (target perf 100, a11y 100)`, figures(desktop));
    }
  } finally {
    await product.stop();
  }
}
