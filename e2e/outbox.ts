import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The body of a mail file as text: quoted-printable soft breaks joined and its escapes decoded. */
function decodedText(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/**
 * The newest mail the project's server wrote to its outbox (DATA_DIR/outbox, see
 * playwright.config.ts) for `to`, waited for, as decoded text.
 */
export async function mailTo(projectName: string, to: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_ROOT ?? '', projectName, 'outbox');
  let found = '';
  await expect
    .poll(async () => {
      const names = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
      for (const name of names) {
        const text = decodedText(await readFile(join(outbox, name), 'utf8'));
        if (text.includes(`To: ${to}`)) {
          found = text;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found;
}
