import { posix } from 'node:path';
import { AppError } from '../app-error.js';
import type { RowTaker } from './table-rows.js';
import { type CellContext, cellText, dateStyles, sharedStrings } from './workbook-cells.js';
import { attribute, readXml, textCollector } from './xml-events.js';
import { UnsafeZipError, unpackZip } from './zip-guard.js';

/**
 * The rows of an XLSX workbook's first sheet, read as a stream of XML events from the parts
 * the zip guard unpacked, so reading stops at the row where the taker has had enough instead
 * of building the whole workbook in memory first. Cells give the text a spreadsheet shows for
 * them: shared and inline strings (rich text joined), numbers, booleans, formula results and
 * dates as YYYY-MM-DD.
 */

type Parts = Map<string, Buffer>;
/** A sheet of students has a handful of columns; cells past this one are not read. */
const MAX_COLUMNS = 256;

const malformed = () => new AppError('import.malformed');

interface Relationship {
  id: string;
  type: string;
  path: string;
}

/** The workbook's relationships, their targets resolved to part names (`worksheets/sheet1.xml` → `xl/worksheets/sheet1.xml`). */
function relationships(parts: Parts): Relationship[] {
  const xml = parts.get('xl/_rels/workbook.xml.rels');
  if (!xml) throw malformed();
  const found: Relationship[] = [];
  readXml(xml, {
    open(name, attributes) {
      if (name !== 'Relationship' || !attributes.Id || !attributes.Target) return;
      const target = attributes.Target;
      const path = target.startsWith('/') ? target.slice(1) : posix.join('xl', target);
      found.push({ id: attributes.Id, type: attributes.Type ?? '', path });
    },
  });
  return found;
}

/** The first sheet in the workbook's own order (not the first file in the zip), and its date system. */
function firstSheet(parts: Parts, workbook: Buffer, rels: Relationship[]): { xml: Buffer; date1904: boolean } {
  let relationId: string | undefined;
  let date1904 = false;
  readXml(
    workbook,
    {
      open(name, attributes) {
        if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
        if (name === 'sheet' && relationId === undefined) relationId = attribute(attributes, 'id');
      },
    },
    () => relationId !== undefined,
  );
  const xml = parts.get(rels.find((rel) => rel.id === relationId)?.path ?? '');
  if (!xml) throw malformed();
  return { xml, date1904 };
}

const partOfType = (parts: Parts, rels: Relationship[], type: string) =>
  parts.get(rels.find((rel) => rel.type.endsWith(`/${type}`))?.path ?? '');

/** Zero-based column of a cell reference such as `B7` or `AA12`. */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** Hands the sheet's rows to `take` as the XML is read; stops reading when `take` wants no more. */
function readSheet(xml: Buffer, context: CellContext, take: RowTaker): void {
  let stopped = false;
  let row = 0;
  let cells: string[] = [];
  let column = -1;
  let cell = { type: 'n', style: 0, value: '' };
  let inValue = false;
  let inline = '';
  const inlineText = textCollector('is', (text) => {
    inline = text;
  });
  readXml(
    xml,
    {
      open(name, attributes) {
        if (stopped) return;
        inlineText.open?.(name, attributes);
        if (name === 'row') {
          row = Number.parseInt(attributes.r ?? '', 10) || row + 1;
          cells = [];
          column = -1;
        } else if (name === 'c') {
          column = attributes.r ? columnOf(attributes.r) : column + 1;
          cell = { type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: '' };
          inline = '';
        } else if (name === 'v') inValue = true;
      },
      text(text) {
        if (stopped) return;
        inlineText.text?.(text);
        if (inValue) cell.value += text;
      },
      close(name) {
        if (stopped) return;
        inlineText.close?.(name);
        if (name === 'v') inValue = false;
        else if (name === 'c' && column >= 0 && column < MAX_COLUMNS) {
          cells[column] = cellText(cell.type, cell.style, cell.value, inline, context);
        } else if (name === 'row') {
          stopped = !take({ row, cells: Array.from(cells, (text) => text ?? '') });
        }
      },
    },
    () => stopped,
  );
}

/**
 * Hands the rows of an XLSX file's first sheet to `take`, stopping when it wants no more.
 * Anything the zip guard refuses, or that is not a readable workbook, is malformed.
 */
export function readWorkbookRows(data: Buffer, take: RowTaker): void {
  let parts: Parts;
  try {
    parts = unpackZip(data);
  } catch (error) {
    if (error instanceof UnsafeZipError) throw malformed();
    throw error;
  }
  // Every workbook has these parts; a zip without them is not a spreadsheet.
  const workbook = parts.get('xl/workbook.xml');
  if (!workbook || !parts.has('[Content_Types].xml')) throw malformed();
  const rels = relationships(parts);
  const { xml, date1904 } = firstSheet(parts, workbook, rels);
  const context: CellContext = {
    strings: sharedStrings(partOfType(parts, rels, 'sharedStrings')),
    dateStyles: dateStyles(partOfType(parts, rels, 'styles')),
    date1904,
  };
  readSheet(xml, context, take);
}
