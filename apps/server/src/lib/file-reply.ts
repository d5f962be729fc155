import type { FastifyReply } from 'fastify';

/** A file name that survives every browser: an ASCII fallback plus the UTF-8 original (RFC 6266). */
export function disposition(kind: 'attachment' | 'inline', name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/** Sends a written file (a spreadsheet, say) as a download named `name` with the file's extension. */
export function sendFile(
  reply: FastifyReply,
  file: { data: Buffer; contentType: string; extension: string },
  name: string,
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', disposition('attachment', `${name}.${file.extension}`))
    .send(file.data);
}
