// One Lighthouse run, as `npm run bench` asks for it:
//   node run.mjs <url> <mobile|desktop> [session.json]
// With a session file (a localStorage key and value), the page is opened once to store it,
// so the page under test loads signed in. Prints the figures as one JSON line.
import { readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const [url, preset, sessionFile] = process.argv.slice(2);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The headless flags the browser tests use.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
try {
  const page = await browser.newPage();
  if (sessionFile) {
    const { key, value } = JSON.parse(readFileSync(sessionFile, 'utf8'));
    await page.goto(new URL('./404', url).href);
    await page.evaluate((k, v) => localStorage.setItem(k, v), key, value);
    // Only the session is kept: the files that page loaded are not left in the cache.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const flags = {
    onlyCategories: ['performance', 'accessibility'],
    output: 'json',
    logLevel: 'error',
    // Keeps the stored session (Lighthouse would clear the origin's storage first).
    disableStorageReset: Boolean(sessionFile),
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
  const lhr = result.lhr;
  // A run that could not measure the page (no paint, a navigation error) says why instead of scoring 0.
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
  const ms = (audit) => Math.round(lhr.audits[audit].numericValue ?? 0);
  console.log(
    JSON.stringify({
      url: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      transferKb: Math.round(requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10,
      requests: requests.length,
      // Lighthouse's measure of this machine's speed: scores from machines far apart do not compare.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    }),
  );
} finally {
  await browser.close();
}
