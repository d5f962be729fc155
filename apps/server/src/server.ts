import { demo } from '@lms/demo';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, loadEnvFile } from './config.js';
import { prepareDatabase } from './db/prepare.js';
import { unavailableCause } from './db/unavailable.js';
import { systemClock } from './lib/clock.js';
import { createFileStore } from './lib/file-store/create-file-store.js';
import { seedDemo } from './seed/demo.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  // The one hand-off of the demo: the database's preparation loads it only when handed it.
  const { database, seeded } = await prepareDatabase(config, async (db) => {
    await seedDemo(db, systemClock, config.contentDir, demo, createFileStore(config));
  });
  const app = await buildApp(config, { database, readyWorkers: true });
  app.addHook('onClose', () => database.close());

  await app.listen({ port: config.port, host: '0.0.0.0' });

  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}/db` : 'PostgreSQL';
  console.log(`\nEcho LMS is running at http://localhost:${config.port}${config.basePath}  (${where})`);
  if (seeded) console.log('Demo data loaded.');
  console.log(`Demo sign-ins (password ${demo.password}, when the demo data is loaded):`);
  for (const { email, who } of demo.signIns) console.log(`  ${email.padEnd(20)} ${who}`);

  // Stop taking new connections, let requests in flight finish, then close the database.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  // The last line of defence: a broken database connection that reaches no one must not end the
  // process, which answers 503 until the database is back. Any other stray failure still ends it.
  const survive = (kind: string) => (error: unknown) => {
    const unavailable = unavailableCause(error);
    if (unavailable) {
      app.log.warn({ database: unavailable }, `database unavailable (${kind})`);
      return;
    }
    app.log.fatal({ err: error }, kind);
    process.exit(1);
  };
  process.on('unhandledRejection', survive('unhandled rejection'));
  process.on('uncaughtException', survive('uncaught exception'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
