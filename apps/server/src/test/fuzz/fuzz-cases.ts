import type { z } from 'zod';
import { upload, zip } from '../../modules/roster/roster-test-files.js';
import { exampleOf, fieldsOf, type Hints } from './example-value.js';
import { formText, HOSTILE_VALUES, jsonText, percentEncode, RAW_SEGMENTS, textOf } from './hostile-values.js';

/** A registered API route and the zod schemas it validates with. */
export interface FuzzRoute {
  method: string;
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

/** One request of the fuzz: `group` gathers the requests whose refusals are checked together. */
export interface FuzzCase {
  group: string;
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A request body: its content type and bytes. */
interface Body {
  type: Record<string, string>;
  text: string | Buffer;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

/** Alternatives of a union of objects (learner sign-in: password or PIN), each fuzzed from its own valid example. */
function variantsOf(schema: z.ZodType): z.ZodType[] {
  const def = schema._zod.def as unknown as { type: string; options?: z.ZodType[] };
  return def.type === 'union' && def.options?.every((option) => Object.keys(fieldsOf(option)).length > 0)
    ? def.options
    : [schema];
}

const fieldNames = (schema: z.ZodType | undefined) => (schema ? Object.keys(fieldsOf(schema)) : []);

function pathOf(route: FuzzRoute, params: Record<string, string>): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
}

/** A path segment for a value: arrays as a comma list, the rest as text, percent-encoded. */
function segment(value: unknown): string {
  return percentEncode(Array.isArray(value) ? value.map(textOf).join(',') : textOf(value));
}

/** The address of a request to the route with these params and this query. */
export function requestUrl(route: FuzzRoute, params: Record<string, unknown>, query: Record<string, unknown>): string {
  const segments = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, segment(value)]));
  const text = formText(query);
  return `${pathOf(route, segments)}${text === '' ? '' : `?${text}`}`;
}

/**
 * A valid request of the route built from its schemas and the hints, or the parts it could not
 * build: a valid example is the background every hostile value is tried against.
 */
export function validExample(route: FuzzRoute, hints: Hints) {
  const problems: string[] = [];
  const build = (part: 'params' | 'querystring' | 'body', schema: z.ZodType | undefined) => {
    if (!schema) return undefined;
    const example = exampleOf(schema, hints);
    const result = schema.safeParse(example);
    if (!result.success) problems.push(`${part}: ${JSON.stringify(result.error.issues.map((issue) => issue.path))}`);
    return example;
  };
  const params = (build('params', route.params) ?? {}) as Record<string, unknown>;
  const query = (build('querystring', route.querystring) ?? {}) as Record<string, unknown>;
  const body = build('body', route.body);
  return { params, query, body, problems };
}

/**
 * Every malformed request of one route: each field of its params, query and body replaced in
 * turn by each hostile value (a body field in JSON, and some of them in a form too), raw URL
 * fragments, whole bodies that are not what the route reads, and, on routes that read no body
 * schema, hostile file uploads.
 */
export function fuzzCases(route: FuzzRoute, hints: Hints): FuzzCase[] {
  const example = validExample(route, hints);
  const baseParams = Object.fromEntries(Object.entries(example.params).map(([key, value]) => [key, segment(value)]));
  const urlWith = (params: Record<string, string>, query: string) =>
    `${pathOf(route, params)}${query === '' ? '' : `?${query}`}`;
  const baseQuery = formText(example.query);
  const cases: FuzzCase[] = [];
  const add = (group: string, label: string, url: string, body?: Body) =>
    cases.push({ group, label, url, headers: body?.type ?? {}, ...(body ? { payload: body.text } : {}) });
  const baseBody: Body | undefined = route.body ? { type: JSON_TYPE, text: jsonText(example.body) } : undefined;

  for (const name of fieldNames(route.params)) {
    const group = `params.${name}`;
    for (const { label, value } of HOSTILE_VALUES) {
      add(group, label, urlWith({ ...baseParams, [name]: segment(value) }, baseQuery), baseBody);
    }
    for (const raw of RAW_SEGMENTS) {
      add(group, `raw ${raw}`, urlWith({ ...baseParams, [name]: raw }, baseQuery), baseBody);
    }
  }

  for (const name of fieldNames(route.querystring)) {
    const group = `query.${name}`;
    for (const { label, value } of HOSTILE_VALUES) {
      add(group, label, urlWith(baseParams, formText({ ...example.query, [name]: value })), baseBody);
    }
    for (const raw of RAW_SEGMENTS) {
      add(group, `raw ${raw}`, urlWith(baseParams, `${baseQuery}&${name}=${raw}`), baseBody);
    }
  }
  for (const extra of ['__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '__proto__.polluted=1']) {
    add('query.extra', extra, urlWith(baseParams, baseQuery === '' ? extra : `${baseQuery}&${extra}`), baseBody);
  }

  const url = urlWith(baseParams, baseQuery);
  if (route.body) {
    for (const variant of variantsOf(route.body)) {
      const base = exampleOf(variant, hints) as Record<string, unknown>;
      for (const name of Object.keys(fieldsOf(variant))) {
        const group = `body.${name}`;
        for (const { label, value, form } of HOSTILE_VALUES) {
          add(group, `${label} (JSON)`, url, { type: JSON_TYPE, text: jsonText({ ...base, [name]: value }) });
          if (form) {
            add(group, `${label} (form)`, url, { type: FORM_TYPE, text: formText({ ...base, [name]: value }) });
          }
        }
      }
    }
    for (const [label, body] of wholeBodies(example.body)) add('body.whole', label, url, body);
  } else if (route.method === 'POST') {
    for (const [label, body] of hostileUploads()) add('upload', label, url, body);
  }
  return cases;
}

/** Bodies that are not the object the route reads: broken or hostile JSON, other content types, huge forms. */
function wholeBodies(example: unknown): [string, Body][] {
  const fields = typeof example === 'object' && example !== null ? (example as Record<string, unknown>) : {};
  const inner = jsonText(fields).slice(1, -1);
  const json = (text: string) => ({ type: JSON_TYPE, text });
  return [
    ['not JSON', json('not json')],
    ['truncated JSON', json('{"a":')],
    ['empty JSON body', json('')],
    ['JSON array', json('[]')],
    ['JSON null', json('null')],
    ['JSON string', json('"text"')],
    ['JSON number', json('123')],
    ['deep nesting', json(`${'['.repeat(20_000)}${']'.repeat(20_000)}`)],
    ['__proto__ key', json(`{"__proto__":{"polluted":true}${inner ? `,${inner}` : ''}}`)],
    ['constructor.prototype key', json(`{"constructor":{"prototype":{"polluted":true}}${inner ? `,${inner}` : ''}}`)],
    ['duplicate keys', json(`{${inner}${inner ? `,${inner}` : ''}}`)],
    ['3 MiB body', json(jsonText({ ...fields, padding: 'x'.repeat(3 * 1024 * 1024) }))],
    [
      'UTF-16 JSON',
      { type: { 'content-type': 'application/json; charset=utf-16le' }, text: Buffer.from('{}', 'utf16le') },
    ],
    ['invalid UTF-8', { type: JSON_TYPE, text: Buffer.from([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x3a, 0x31, 0x7d]) }],
    ['plain text', { type: { 'content-type': 'text/plain' }, text: 'hello' }],
    ['XML', { type: { 'content-type': 'application/xml' }, text: '<a>1</a>' }],
    ['form with prototype keys', { type: FORM_TYPE, text: `__proto__[polluted]=1&constructor[prototype][polluted]=1` }],
    ['form with repeated fields', { type: FORM_TYPE, text: `${formText(fields)}&${formText(fields)}` }],
    ['form with 5000 fields', { type: FORM_TYPE, text: Array.from({ length: 5000 }, (_, i) => `f${i}=1`).join('&') }],
    ['malformed form', { type: FORM_TYPE, text: '%E0%A4%A=%c0&=&&==' }],
  ];
}

let zipBomb: Buffer | undefined;
/** 50 MB of blanks packed into a small spreadsheet-looking zip; built once. */
function bomb(): Buffer {
  zipBomb ??= zip([
    { name: '[Content_Types].xml', data: Buffer.alloc(0) },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(50 * 1024 * 1024, 0x20) },
  ]);
  return zipBomb;
}

/** Files that are not what an import reads: not a spreadsheet, empty, a zip bomb, hostile names, broken multipart. */
function hostileUploads(): [string, Body][] {
  const asBody = (file: { filename: string; data: Buffer }) => {
    const { payload, headers } = upload(file);
    return { type: headers, text: payload };
  };
  return [
    ['text named .xlsx', asBody({ filename: 'students.xlsx', data: Buffer.from('hello, not a spreadsheet') })],
    ['empty file', asBody({ filename: 'students.csv', data: Buffer.alloc(0) })],
    ['zip bomb', asBody({ filename: 'students.xlsx', data: bomb() })],
    [
      'zip lying about its size',
      asBody({ filename: 'students.xlsx', data: zip([{ name: 'a', data: Buffer.alloc(10), declaredSize: 1 }]) }),
    ],
    ['executable', asBody({ filename: 'students.exe', data: Buffer.from('MZ\u0090\u0000') })],
    ['traversal file name', asBody({ filename: '../../etc/passwd', data: Buffer.from('username\r\nAnn') })],
    ['NUL in file name', asBody({ filename: 'a\u0000.csv', data: Buffer.from('username\r\nAnn') })],
    ['binary CSV', asBody({ filename: 'students.csv', data: Buffer.from([0x00, 0xff, 0xfe, 0xd8, 0x00, 0x0a]) })],
    [
      'broken multipart',
      {
        type: { 'content-type': 'multipart/form-data; boundary=xyz' },
        text: '--xyz\r\nContent-Disposition: form-data; name="file"',
      },
    ],
    ['multipart without boundary', { type: { 'content-type': 'multipart/form-data' }, text: 'nothing' }],
  ];
}
