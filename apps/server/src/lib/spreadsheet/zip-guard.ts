import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

/** Bounds on what a spreadsheet may unpack to, checked before any XML parser sees it. */
export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 200,
  /** A 1,000-student workbook unpacks to well under 1 MB; 10 MB leaves room for styles and pictures. */
  maxUnpackedBytes: 10 * 1024 * 1024,
};

export class UnsafeZipError extends Error {
  override name = 'UnsafeZipError';
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

function endOfCentralDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = zip.length - EOCD_SIZE; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw new UnsafeZipError('no end of central directory');
}

/**
 * Reads a zip's central directory and unpacks every entry with a hard output limit, so a
 * zip bomb (or an entry lying about its size) is refused after at most `maxUnpackedBytes`
 * of work instead of exhausting memory in a parser. Answers the unpacked entries by name:
 * readers take the parts from here, never from the archive again, so they see only what
 * was checked.
 */
export function unpackZip(zip: Buffer, limits: ZipLimits = ZIP_LIMITS): Map<string, Buffer> {
  if (zip.length < EOCD_SIZE) throw new UnsafeZipError('too short');
  const eocd = endOfCentralDirectory(zip);
  const entries = zip.readUInt16LE(eocd + 10);
  const directorySize = zip.readUInt32LE(eocd + 12);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  // Multi-disk and zip64 archives are never spreadsheets a school saves.
  if (zip.readUInt16LE(eocd + 4) !== 0 || entries === 0xffff || directoryOffset === 0xffffffff) {
    throw new UnsafeZipError('multi-disk or zip64');
  }
  if (entries > limits.maxEntries) throw new UnsafeZipError('too many entries');
  if (directoryOffset + directorySize > eocd) throw new UnsafeZipError('directory out of bounds');

  const parts = new Map<string, Buffer>();
  let unpacked = 0;
  let at = directoryOffset;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > eocd || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new UnsafeZipError('bad directory entry');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const checksum = zip.readUInt32LE(at + 16);
    const packedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    if (flags & 0x1) throw new UnsafeZipError('encrypted entry');
    if (method !== 0 && method !== 8) throw new UnsafeZipError('unsupported compression');
    const budget = limits.maxUnpackedBytes - unpacked;
    if (size > budget) throw new UnsafeZipError('unpacks too large');
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) {
      throw new UnsafeZipError('bad local header');
    }
    const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    if (start + packedSize > zip.length) throw new UnsafeZipError('entry out of bounds');
    const packed = zip.subarray(start, start + packedSize);
    let data: Buffer;
    try {
      data = method === 0 ? packed : inflateRawSync(packed, { maxOutputLength: Math.max(1, budget) });
    } catch {
      throw new UnsafeZipError('entry does not unpack within the limit');
    }
    if (data.length !== size) throw new UnsafeZipError('entry size does not match the directory');
    // A damaged file: what it unpacks to is not what was packed.
    if (crc32(data) !== checksum) throw new UnsafeZipError('entry checksum does not match');
    unpacked += data.length;
    parts.set(name, data);
  }
  return parts;
}
