import { request } from 'node:http';
import { connect } from 'node:net';

/** The body the attack sends, unless the server answers first. */
export const HUGE_BYTES = 500 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);
const BOUNDARY = 'hugebodyboundary';

/** What the server answered, and how much of the body had gone out when it did. */
export interface EarlyAnswer {
  status: number;
  code: string | undefined;
  sentBytes: number;
}

const codeOf = (body: string): string | undefined => {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return undefined;
  }
};

/**
 * Sends 500 MB as one multipart part, `part`, a file or a text field, with its length declared
 * in Content-Length or streamed in chunks (`declared: false`), as fast as the server reads it,
 * until the server answers.
 */
export function sendHugeBody(
  target: { port: number; path: string; headers: Record<string, string> },
  body: { part: string; field: boolean; declared: boolean },
): Promise<EarlyAnswer> {
  const disposition = `form-data; name="${body.part}"${body.field ? '' : '; filename="huge.bin"'}`;
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const outgoing = request({
      host: '127.0.0.1',
      port: target.port,
      method: 'POST',
      path: target.path,
      headers: {
        ...target.headers,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(body.declared ? { 'content-length': String(head.length + HUGE_BYTES) } : {}),
      },
    });
    outgoing.on('response', (response) => {
      answered = true;
      const sentBytes = sent;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      const settle = () => {
        resolve({ status: response.statusCode ?? 0, code: codeOf(text), sentBytes });
        outgoing.destroy();
      };
      response.on('end', settle);
      response.on('error', settle);
    });
    outgoing.on('error', (error) => {
      if (!answered) reject(new Error(`no answer after ${sent} bytes: ${error.message}`));
    });
    const write = () => {
      while (!answered && sent < HUGE_BYTES) {
        const chunk = sent === 0 ? head : CHUNK;
        sent += chunk.length;
        if (!outgoing.write(chunk)) {
          outgoing.once('drain', write);
          return;
        }
      }
      if (!answered) outgoing.end();
    };
    write();
  });
}

/** How a slow client's connection ended: the server's answer (if any) and the bytes of body it had sent. */
export interface SlowEnd {
  answer: string;
  sentBytes: number;
  bodyBytes: number;
}

/**
 * A client that sends its request's headers, then its body one byte every `everyMs`: resolves
 * when the server closes the connection, with what the server said. `headersOnly` trickles the
 * headers themselves instead.
 */
export function slowClient(
  target: { port: number; path: string; headers: Record<string, string> },
  options: { everyMs: number; headersOnly?: boolean },
): Promise<SlowEnd> {
  const bodyBytes = 100_000;
  const headerLines = Object.entries({
    ...target.headers,
    host: '127.0.0.1',
    'content-type': 'multipart/form-data; boundary=slow',
    'content-length': String(bodyBytes),
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  const head = `POST ${target.path} HTTP/1.1\r\n${options.headersOnly ? '' : `${headerLines.join('')}\r\n`}`;
  const trickle = options.headersOnly ? headerLines.join('') : 'x'.repeat(bodyBytes);
  return new Promise((resolve) => {
    const socket = connect(target.port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sentBytes: sent, bodyBytes });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++]!);
      }, options.everyMs);
    });
  });
}
