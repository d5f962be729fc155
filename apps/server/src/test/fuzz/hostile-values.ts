/** A JSON token written into a body as it is, for numbers JSON.stringify cannot write (1e309, -0, 1.0). */
export class RawJson {
  constructor(readonly text: string) {}
}

const MEBIBYTE = 1024 * 1024;

/** Objects with an own `__proto__` or `constructor.prototype`, as a hostile client's JSON parser would build them. */
const protoKey = JSON.parse('{"__proto__":{"polluted":true}}') as unknown;
const constructorKey = JSON.parse('{"constructor":{"prototype":{"polluted":true}}}') as unknown;

/**
 * What a hostile or careless client puts in a field: wrong types, huge and empty strings, unicode
 * edge cases, numbers beyond the columns, impossible dates, arrays and objects for scalars, injection and traversal
 * strings, prototype keys. Each is sent in place of one field of an otherwise valid request; those
 * marked `form` are sent form-encoded as well (arrays as repeated fields), as the web app sends bodies.
 */
export const HOSTILE_VALUES: readonly { label: string; value: unknown; form?: true }[] = [
  // Wrong types
  { label: 'true', value: true },
  { label: 'false', value: false },
  { label: 'null', value: null },
  { label: 'empty object', value: {} },
  { label: 'empty array', value: [] },
  { label: 'object', value: { a: 1 } },
  // Empty and huge strings
  { label: 'empty string', value: '', form: true },
  { label: 'blank', value: '   ' },
  { label: 'line breaks', value: '\r\n\t' },
  { label: '1 MiB string', value: 'x'.repeat(MEBIBYTE), form: true },
  { label: '10k string', value: 'a'.repeat(10_001) },
  // Unicode edge cases
  { label: 'NUL inside', value: 'a\u0000b', form: true },
  { label: 'NUL alone', value: '\u0000' },
  { label: 'lone high surrogate', value: 'x\ud800', form: true },
  { label: 'lone low surrogate', value: '\udc00x', form: true },
  { label: 'half an emoji', value: '\ud83d' },
  { label: 'right-to-left override', value: '\u202egnp.exe', form: true },
  { label: 'direction marks', value: '\u200f\u200e\u2066a\u2069' },
  { label: 'emoji and a family', value: '😀👨‍👩‍👧', form: true },
  { label: 'combining marks', value: 'e\u0301\u0301\u0301\u0301' },
  { label: 'byte-order mark', value: '\ufeffname' },
  { label: 'non-characters', value: '\uffff\ufffe' },
  { label: 'terminal escape', value: '\u0007\u001b[31mred' },
  { label: 'line separators', value: '\u2028\u2029' },
  { label: 'other digits', value: '١٢٣' },
  { label: 'full-width digit', value: '１' },
  // Numbers beyond the columns, and numbers written loosely
  { label: '2^31', value: 2 ** 31 },
  { label: 'int4 max', value: 2 ** 31 - 1 },
  { label: '-2^31-1', value: -(2 ** 31) - 1 },
  { label: '2^53', value: 2 ** 53 },
  { label: '2^53+2', value: 2 ** 53 + 2 },
  { label: '-1', value: -1 },
  { label: '0', value: 0 },
  { label: '1.5', value: 1.5 },
  { label: 'JSON -0', value: new RawJson('-0') },
  { label: 'JSON 1e309', value: new RawJson('1e309') },
  { label: 'JSON 1.0', value: new RawJson('1.0') },
  { label: 'JSON 1e1', value: new RawJson('1e1') },
  { label: '"2147483648"', value: '2147483648', form: true },
  { label: '"9007199254740993"', value: '9007199254740993' },
  { label: '"-1"', value: '-1' },
  { label: '"0"', value: '0' },
  { label: '"1e309"', value: '1e309' },
  { label: '"NaN"', value: 'NaN' },
  { label: '"Infinity"', value: 'Infinity' },
  { label: '"1e1"', value: '1e1', form: true },
  { label: '"0x10"', value: '0x10', form: true },
  { label: '" 1"', value: ' 1', form: true },
  { label: '"1 "', value: '1 ' },
  { label: '"+1"', value: '+1' },
  { label: '"1.0"', value: '1.0', form: true },
  { label: '400 digits', value: '9'.repeat(400) },
  // Dates that do not exist or that PostgreSQL cannot hold
  { label: 'February 30th', value: '2023-02-30' },
  { label: 'year 0', value: '0000-01-01T00:00:00Z' },
  { label: 'beyond year 9999', value: '+275760-09-13T00:00:00Z' },
  { label: 'offset out of range', value: '2024-01-01T00:00:00+99:99' },
  // Arrays and objects where a scalar belongs
  { label: 'array of a string', value: ['1'] },
  { label: 'array of numbers', value: [1, 2], form: true },
  { label: 'nested array', value: [[1]] },
  { label: 'array of null', value: [null] },
  { label: '10k-item array', value: Array.from({ length: 10_001 }, (_, i) => i + 1) },
  { label: 'operator object', value: { $gt: '' } },
  { label: 'toString object', value: { toString: 'x', valueOf: 1 } },
  // Injection
  { label: 'SQL quote', value: "' OR '1'='1' --", form: true },
  { label: 'SQL statement', value: '1; DROP TABLE students; --' },
  { label: 'SQL sleep', value: "'; SELECT pg_sleep(5); --" },
  { label: 'script tag', value: '<script>alert(1)</script>', form: true },
  { label: 'attribute break-out', value: '"><img src=x onerror=alert(1)>' },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder sent as text is the point.
  { label: 'template', value: '${7*7}{{7*7}}#{7*7}' },
  { label: 'format string', value: '%s%n%x%d' },
  { label: 'spreadsheet formula', value: '=HYPERLINK("http://x","y")' },
  // Traversal
  { label: 'dot-dot path', value: '../../etc/passwd', form: true },
  { label: 'encoded dot-dot', value: '..%2f..%2fetc%2fpasswd' },
  { label: 'encoded dots', value: '%2e%2e%2f%2e%2e%2f' },
  { label: 'backslash path', value: '..\\..\\windows\\win.ini' },
  { label: 'file URL', value: 'file:///etc/passwd' },
  // Prototype keys
  { label: '"__proto__"', value: '__proto__', form: true },
  { label: '"constructor.prototype"', value: 'constructor.prototype' },
  { label: '__proto__ key', value: protoKey },
  { label: 'constructor.prototype key', value: constructorKey },
];

/**
 * Path segments sent as they are, not encoded: malformed percent-encoding, NUL, overlong UTF-8
 * and traversal that only appears once the router decodes.
 */
export const RAW_SEGMENTS: readonly string[] = [
  '%E0%A4%A',
  '%c0',
  '%c0%af',
  '%00',
  '%',
  '%ZZ',
  '..',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%ud800',
];

/** The text a URL or form field carries for a value; arrays become repeated fields, so this is one item's text. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** JSON text of a body, with RawJson tokens written as they are. */
export function jsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawJson)) return value;
    raws.push(value.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_, index: string) => raws[Number(index)]!);
}

const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;

/** The three bytes a careless UTF-16 to UTF-8 conversion writes for a lone surrogate (%ED%A0%80 for U+D800). */
function surrogateBytes(unit: string): string {
  const code = unit.charCodeAt(0);
  return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');
}

/** Percent-encoding that, unlike encodeURIComponent, does not throw on a lone surrogate. */
export function percentEncode(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((part, index) => (index % 2 === 0 ? encodeURIComponent(part) : surrogateBytes(part)))
    .join('');
}

/** A form-encoded body or query string: arrays as repeated fields, objects as their JSON text. */
export function formText(fields: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${percentEncode(key)}=${percentEncode(textOf(item))}`);
    }
  }
  return pairs.join('&');
}
