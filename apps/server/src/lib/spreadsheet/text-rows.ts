import Papa from 'papaparse';
import { AppError } from '../app-error.js';
import type { RowTaker } from './table-rows.js';

const malformed = () => new AppError('import.malformed');
const TEXT_CHUNK = 64 * 1024;

/** Most bytes of UTF-16 Latin text are zero in every other position; UTF-8 text has none. */
function looksLikeUtf16le(data: Buffer): boolean {
  const sample = data.subarray(0, 2_000);
  let zeros = 0;
  for (let i = 1; i < sample.length; i += 2) if (sample[i] === 0) zeros++;
  return sample.length >= 4 && zeros > sample.length / 4;
}

/**
 * CSV as saved by spreadsheet programs: UTF-8 with or without a byte-order mark, or Excel's
 * "Unicode text" (UTF-16, tab-separated). Other encodings are refused rather than misread.
 */
function decodeText(data: Buffer): string {
  const decode = (encoding: string, bytes: Uint8Array) => new TextDecoder(encoding, { fatal: true }).decode(bytes);
  let text: string;
  try {
    if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) text = decode('utf-8', data.subarray(3));
    else if (data[0] === 0xff && data[1] === 0xfe) text = decode('utf-16le', data.subarray(2));
    else if (data[0] === 0xfe && data[1] === 0xff) text = decode('utf-16be', data.subarray(2));
    else text = decode(looksLikeUtf16le(data) ? 'utf-16le' : 'utf-8', data);
  } catch {
    throw malformed();
  }
  // No text format a spreadsheet program writes contains NUL or other binary control characters.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting binary content is the point.
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) throw malformed();
  return text;
}

/**
 * The rows of a CSV or tab-separated file, handed to `take` as they are parsed; parsing
 * stops as soon as `take` wants no more. Unbalanced quotes make the file malformed.
 */
export function readTextRows(data: Buffer, take: RowTaker): void {
  let row = 0;
  let badQuotes = false;
  Papa.parse<string[]>(decodeText(data), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
    // In pieces, so that stopping early leaves the rest of the text unsplit and unparsed.
    chunkSize: TEXT_CHUNK,
    step: (result, parser) => {
      row += 1;
      if (result.errors.some((error) => error.type === 'Quotes')) badQuotes = true;
      if (badQuotes || !take({ row, cells: result.data })) parser.abort();
    },
  });
  if (badQuotes) throw malformed();
}
