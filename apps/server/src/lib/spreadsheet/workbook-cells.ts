import { readXml, textCollector } from './xml-events.js';

/** What a workbook's cell shows: its shared strings, its date formats and the text of each cell. */

export function sharedStrings(xml: Buffer | undefined): string[] {
  const strings: string[] = [];
  const collect = textCollector('si', (text) => {
    strings.push(text);
  });
  if (xml) readXml(xml, collect);
  return strings;
}

// Excel's built-in number formats that show a date or a time.
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** A custom format shows a date when, outside quoted text and [colour] or [condition] brackets, it has date or time letters. */
const isDateFormat = (code: string) => /[ymdhsb]/i.test(code.replace(/\[[^\]]*\]/g, '').replace(/"[^"]*"/g, ''));

/** The cell styles (by index, as cells' `s` attribute names them) whose number format shows a date. */
export function dateStyles(xml: Buffer | undefined): Set<number> {
  const customDates = new Set<number>();
  const dates = new Set<number>();
  if (!xml) return dates;
  let inCellFormats = false;
  let index = 0;
  readXml(xml, {
    open(name, attributes) {
      const format = Number(attributes.numFmtId);
      if (name === 'numFmt' && isDateFormat(attributes.formatCode ?? '')) customDates.add(format);
      else if (name === 'cellXfs') inCellFormats = true;
      else if (name === 'xf' && inCellFormats) {
        if (BUILT_IN_DATE_FORMATS.has(format) || customDates.has(format)) dates.add(index);
        index += 1;
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
  });
  return dates;
}

const DAY_MS = 86_400_000;
// Day 25569 of Excel's 1900 date system is 1970-01-01; the 1904 system counts 1462 days fewer.
const UNIX_EPOCH_DAY = 25_569;
const DAYS_1900_TO_1904 = 1_462;

/** A date cell's serial number as YYYY-MM-DD, or the number itself when it is no representable date. */
function serialDate(serial: number, date1904: boolean): string {
  const time = Math.round((serial - UNIX_EPOCH_DAY + (date1904 ? DAYS_1900_TO_1904 : 0)) * DAY_MS);
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? String(serial) : date.toISOString().slice(0, 10);
}

export interface CellContext {
  strings: string[];
  dateStyles: Set<number>;
  date1904: boolean;
}

/** The text a spreadsheet shows for a cell, from its type (`t`), style (`s`), value (`<v>`) and inline text. */
export function cellText(type: string, style: number, value: string, inline: string, context: CellContext): string {
  switch (type) {
    case 's':
      return value === '' ? '' : (context.strings[Number.parseInt(value, 10)] ?? '');
    case 'inlineStr':
      return inline;
    case 'str':
      return value;
    case 'b':
      return value === '' ? '' : String(Number.parseInt(value, 10) !== 0);
    case 'e':
      return '';
    case 'd':
      return value.slice(0, 10);
    default: {
      if (value === '') return '';
      const number = Number.parseFloat(value);
      if (Number.isNaN(number)) return value;
      return context.dateStyles.has(style) ? serialDate(number, context.date1904) : String(number);
    }
  }
}
