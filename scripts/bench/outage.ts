import { runOutage } from '../../apps/server/system/outage-run.js';
import { PG_ADMIN_URL } from './servers.js';

/**
 * The database going away under load: the server in its own process reaches PostgreSQL through
 * a TCP relay that is stopped for 5 s and started again, while 8 teachers add students and read
 * the roster.
 */
export async function benchOutage(report: (name: string, value: unknown) => void, ports: [number, number]) {
  const figures = await runOutage({
    serverUrl: PG_ADMIN_URL,
    port: ports[0],
    relayPort: ports[1],
    downMs: 5_000,
    workers: 8,
  });
  report('outage: requests answered 503 while the database was gone', figures.answered_503);
  report('outage: other failures (target 0)', figures.other_failures);
  report('outage: slowest 503 (ms; target < 2000)', figures.slowest_503_ms);
  report('outage: seconds to recover after the database returned (target <= 5)', figures.seconds_to_recover);
  report('outage: acknowledged writes lost (target 0)', `${figures.writes_lost} of ${figures.writes_acknowledged}`);
  report('outage: server process alive afterwards', figures.server_alive);
}
