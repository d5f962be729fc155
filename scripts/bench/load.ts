import autocannon from 'autocannon';

export interface LoadFigures {
  p50_ms: number;
  p99_ms: number;
  requests_per_s: number;
  errors: number;
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
  return {
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    requests_per_s: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}
