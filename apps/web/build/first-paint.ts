// After `vite build`: draws the login page as HTML in every language (dist/first-paint/<language>.html),
// for the server to put in index.html (see src/app/first-paint/login-page.tsx).
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_CONFIG_META_NAME, FIRST_PAINT_MARKS, LANGUAGES } from '@lms/shared/plain';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

const WEB = join(import.meta.dirname, '..');
const ENTRY = 'src/app/first-paint/login-page.tsx';

// Inside the workspace, so the built module finds the app's packages.
const out = join(WEB, 'node_modules/.first-paint');

/** Every style sheet of the app's build, as one text. */
async function builtStyles(dist: string): Promise<string> {
  const files = (await readdir(join(dist, 'assets'))).filter((file) => file.endsWith('.css'));
  return (await Promise.all(files.map((file) => readFile(join(dist, 'assets', file), 'utf8')))).join('\n');
}

function classNames(html: string): string[] {
  return [...new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)))];
}

try {
  await build({
    root: WEB,
    logLevel: 'warn',
    build: { ssr: ENTRY, outDir: out, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: 'entry.js' } } },
  });
  // The app's modules read the page (its settings, drawn with marks the server replaces) and the
  // browser's storage as they load.
  const settings = { basePath: FIRST_PAINT_MARKS.basePath, variant: 'global', links: FIRST_PAINT_MARKS.links };
  const head = `<meta name="${APP_CONFIG_META_NAME}" content='${JSON.stringify(settings)}'>`;
  const { window } = new JSDOM(`<!doctype html><html><head>${head}</head><body></body></html>`, {
    url: 'http://localhost/',
  });
  for (const name of ['window', 'document', 'localStorage', 'navigator'] as const) {
    Object.defineProperty(globalThis, name, { value: window[name], configurable: true });
  }
  const { loginPageHtml } = await import(pathToFileURL(join(out, 'entry.js')).href);
  const dist = join(WEB, 'dist');
  const styles = await builtStyles(dist);
  await mkdir(join(dist, 'first-paint'), { recursive: true });
  for (const language of LANGUAGES) {
    const html: string = await loginPageHtml(language);
    const unstyled = classNames(html).filter((name) => !styles.includes(`.${name}`));
    if (unstyled.length > 0) throw new Error(`the drawn login page uses classes the app's build lacks: ${unstyled}`);
    await writeFile(join(dist, 'first-paint', `${language}.html`), html);
  }
} finally {
  await rm(out, { recursive: true, force: true });
}
