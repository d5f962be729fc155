import { createInterface } from 'node:readline/promises';
import { LIMITS, passwordRuleProblem } from '@lms/shared';
import { randomSecret } from '../lib/secrets.js';
import { addInternalStaff, disableInternalStaff } from '../modules/internal/index.js';
import { openConfiguredDatabase } from './configured-database.js';

const USAGE = `Usage:
  npm run internal -- add <email> [name]   add a staff member of the company (or set a new password);
                                           asks for the password, or prints a generated one when
                                           the input is not a terminal or the answer is empty
  npm run internal -- disable <email>      stop their sign-in; their sessions end at once`;

/** A password typed at the terminal (not echoed), or a generated one. */
async function choosePassword(): Promise<{ password: string; generated: boolean }> {
  if (process.stdin.isTTY) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const muted = prompt as unknown as { _writeToOutput: (text: string) => void };
    process.stdout.write(
      `Password (at least ${LIMITS.passwordMin} characters, spaces not counted; empty for a generated one): `,
    );
    muted._writeToOutput = () => {};
    const typed = await prompt.question('');
    prompt.close();
    process.stdout.write('\n');
    if (typed.length > 0) {
      if (passwordRuleProblem(typed)) {
        throw new Error(`The password needs at least ${LIMITS.passwordMin} characters other than spaces.`);
      }
      return { password: typed, generated: false };
    }
  }
  return { password: randomSecret().slice(0, 20), generated: true };
}

/**
 * `npm run internal -- add <email> [name]` and `npm run internal -- disable <email>`: the
 * accounts of the product company's own staff, who sign in at /internal. Works on the
 * configured database (stop the server first when it is the embedded one).
 */
async function main(): Promise<void> {
  const [command, email, ...nameParts] = process.argv.slice(2);
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email) || (command !== 'add' && command !== 'disable')) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const { config, database } = await openConfiguredDatabase();
  try {
    await database.migrate();
    if (command === 'disable') {
      const found = await disableInternalStaff(database.db, email, new Date());
      console.log(found ? `${email} can no longer sign in.` : `No enabled staff member ${email}.`);
      return;
    }
    const { password, generated } = await choosePassword();
    const name = nameParts.join(' ').trim() || email.split('@')[0]!;
    await addInternalStaff(database.db, { email, name, password });
    console.log(`${email} can sign in at ${config.publicUrl}${config.basePath}internal`);
    if (generated) console.log(`Password: ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
