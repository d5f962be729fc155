import { createServer, type Server, Socket } from 'node:net';

/**
 * A TCP relay in front of the database, for tests of an outage: `stop()` closes its port and
 * cuts every connection through it (the database "goes away"), `start()` opens the same port
 * again. Only on 127.0.0.1.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the relay's. */
  urlFor(url: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let boundPort = port;

  const relay = (incoming: Socket) => {
    const outgoing = new Socket();
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A reset on one side ends both; the error itself is the outage under test.
      socket.on('error', () => {
        incoming.destroy();
        outgoing.destroy();
      });
    }
    outgoing.connect(target.port, target.host);
    incoming.pipe(outgoing).pipe(incoming);
  };

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer(relay);
      listening.once('error', reject);
      listening.listen(boundPort, '127.0.0.1', () => {
        const address = listening.address();
        if (address && typeof address === 'object') boundPort = address.port;
        server = listening;
        resolve();
      });
    });

  const stop = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await start();
  return {
    get port() {
      return boundPort;
    },
    urlFor(url) {
      const relayed = new URL(url);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(boundPort);
      return relayed.toString();
    },
    start,
    stop,
  };
}
