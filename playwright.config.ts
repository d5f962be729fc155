import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests drive the system Chromium against the built app served by the real
// server, once at the root path and once under BASE_PATH=/lms/, each on a fresh
// embedded database with the demo data.
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Under /lms/ the journeys that exercise routing, assets and the API prefix run again.
// E2E_PORT moves both servers (and the test OpenID provider, two ports up), so that two checkouts
// can run their journeys side by side.
const port = Number(process.env.E2E_PORT ?? 3100);
/** The secret the servers share with "version 2", so e2e/sso.spec.ts can mint /ssologin codes. */
export const E2E_SSO_SECRET = 'e2e-secret-shared-with-version-two-0123456789';
/** Where the tests' OpenID provider listens (on this machine, over plain HTTP: the servers are told they may reach it). */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? port + 2);
const servers = [
  { name: 'root', port, basePath: '/', testMatch: /.*\.spec\.ts/ },
  { name: 'base-path', port: port + 1, basePath: '/lms/', testMatch: /(foundation|deep-link)\.spec\.ts/ },
];

// Each server's data folder, under one root the test workers inherit (they load this file
// again), so a test can read the mail a server wrote to its outbox (e2e/outbox.ts).
process.env.E2E_DATA_ROOT ??= mkdtempSync(join(tmpdir(), 'lms-e2e-'));
const dataDir = (name: string) => {
  const dir = join(process.env.E2E_DATA_ROOT ?? '', name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

export default defineConfig({
  testDir: 'e2e',
  // The longest journeys (roster, assignment) take about half a minute on a loaded 2-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  use: {
    locale: 'en-US',
    // The app honours the system's reduced-motion setting: dialogs and menus appear at once,
    // so no click lands on one that is still animating in.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: servers.map((s) => ({
    name: s.name,
    testMatch: s.testMatch,
    use: { baseURL: `http://localhost:${s.port}${s.basePath}` },
  })),
  webServer: servers.map((s) => ({
    command: 'node --import tsx apps/server/src/server.ts',
    url: `http://localhost:${s.port}${s.basePath}api/health`,
    // Both servers load the whole demo (its history, scored recordings and level tests) at once.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(s.port),
      BASE_PATH: s.basePath,
      DATA_DIR: dataDir(s.name),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Where a school's OpenID provider sends the browser back (e2e/sso.spec.ts), the secret
      // version 2 signs its /ssologin codes with, and the provider's own address, which is private.
      PUBLIC_URL: `http://localhost:${s.port}`,
      SSO_SHARED_SECRET: E2E_SSO_SECRET,
      OUTBOUND_PRIVATE_ORIGINS: `http://127.0.0.1:${E2E_OIDC_PORT}`,
    },
  })),
});
