import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface LoadFigures {
  p50_ms: number;
  p99_ms: number;
  requests_per_s: number;
  errors: number;
  /** The machine's run queue over the last minute, when the run ended: other work on the cores lowers every figure. */
  load_average: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Replace `[<id>]` in the body with a unique id per request (idempotency keys). */
  idReplacement?: boolean;
}

/** Drives one URL with a fixed number of concurrent connections for a bounded time (loopback only). */
export async function measureLoad(url: string, options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    idReplacement: options.idReplacement ?? false,
  });
  return figuresOf(result);
}

/** The figures of a finished autocannon run. */
export function figuresOf(result: autocannon.Result): LoadFigures {
  return {
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    requests_per_s: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
    load_average: Math.round(loadavg()[0]! * 10) / 10,
  };
}

export interface ColdFigures {
  p50_ms: number;
  max_ms: number;
  samples: number;
}

/**
 * One request at a time, each right after `change` (say, a student's new learning event), so
 * no answer a process kept can serve it: what a teacher waits for when the data has just moved.
 */
export async function measureCold(
  request: () => Promise<Response>,
  change: (sample: number) => Promise<unknown>,
  samples = 20,
): Promise<ColdFigures> {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    await change(i);
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`cold request failed: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50_ms: round(times[Math.floor(samples / 2)]!), max_ms: round(times.at(-1)!), samples };
}
