import { loadConfig, loadEnvFile } from '../config.js';
import { openDatabase } from '../db/client.js';

/** For a command: the configuration from the environment (and `.env`), and its database, opened. */
export async function openConfiguredDatabase() {
  loadEnvFile();
  const config = loadConfig();
  const database = await openDatabase(config);
  return { config, database };
}
