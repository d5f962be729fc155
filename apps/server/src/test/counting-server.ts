import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server answers to a path. */
export interface CannedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface CountingServer {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The connections made to it so far: a test of the outbound rules expects none where they refuse. */
  connections(): number;
  /** The paths asked for so far (a kept-alive connection carries several). */
  requests(): string[];
  close(): Promise<void>;
}

/**
 * An HTTP server on 127.0.0.1 (a port of its own) that counts the connections made to it and
 * answers each request as `answer` says: a stand-in for whatever the server must not reach, or
 * for a provider that answers oddly.
 */
export async function startCountingServer(answer: (path: string) => CannedAnswer): Promise<CountingServer> {
  let connections = 0;
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '/');
    const { status, headers, body } = answer(request.url ?? '/');
    response.writeHead(status, headers).end(body);
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    connections: () => connections,
    requests: () => [...requests],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
