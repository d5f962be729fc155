import { demo } from '@lms/demo';
import { openConfiguredDatabase } from '../cli/configured-database.js';
import { isDatabaseEmpty } from '../db/prepare.js';
import { dropEverything } from '../db/reset.js';
import { systemClock } from '../lib/clock.js';
import { createFileStore } from '../lib/file-store/create-file-store.js';
import { seedDemo } from './demo.js';

/**
 * `npm run seed` loads the demo into an empty database; `npm run seed -- --reset` first drops
 * everything in the configured database. Stop the server first: the embedded database
 * admits one process at a time.
 */
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const { config, database } = await openConfiguredDatabase();
  try {
    const where = config.databaseUrl ? 'PostgreSQL' : `${config.dataDir}/db`;
    if (reset) {
      console.log(`Dropping everything in ${where} …`);
      await dropEverything(database.db);
    }
    await database.migrate();
    if (!(await isDatabaseEmpty(database.db))) {
      console.log(`${where} already holds data; nothing loaded. Use \`npm run seed -- --reset\` to start over.`);
      return;
    }
    const started = performance.now();
    const { echo } = await seedDemo(database.db, systemClock, config.contentDir, demo, createFileStore(config));
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`Demo data loaded into ${where} in ${seconds(performance.now() - started)}.`);
    console.log(
      `Echo Valley: ${echo.quizzes} quizzes in ${echo.classes} classes, ${echo.answers} answers; ` +
        `${echo.scored} recordings scored in ${seconds(echo.scoringMs)}, written in ${seconds(echo.loadingMs)}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
