import { describe, expect, it } from 'vitest';
import { runOutage } from './outage-run.js';
import { systemPort } from './server-process.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('a server process whose database goes away under load', () => {
  it('lives, answers 503 quickly while it is gone, serves again within 5 s and loses no acknowledged write', async () => {
    const figures = await runOutage({
      serverUrl: serverUrl!,
      port: systemPort(0),
      relayPort: systemPort(1),
      downMs: 3_000,
      workers: 8,
    });
    expect(figures).toMatchObject({
      server_alive: true,
      other_failures: 0,
      writes_lost: 0,
      ready_while_down: 503,
      ready_after: 200,
    });
    expect(figures.answered_503).toBeGreaterThan(0);
    expect(figures.slowest_503_ms).toBeLessThan(2_000);
    expect(figures.writes_acknowledged).toBeGreaterThan(0);
    expect(figures.seconds_to_recover).not.toBeNull();
    expect(figures.seconds_to_recover!).toBeLessThan(5);
  });
});
