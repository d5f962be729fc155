/**
 * Bytes sent between threads arrive as plain Uint8Arrays (a Buffer's class does not travel):
 * the Buffer over the same memory, without copying.
 */
export const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
