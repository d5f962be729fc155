import type { z } from 'zod';
import type { FuzzRoute } from '../fuzz/fuzz-cases.js';

/** Names that say a field may hold an address the server could store and later fetch. */
const ADDRESS_NAME =
  /url|uri|issuer|endpoint|host|origin|href|link|webhook|callback|server|site|domain|feed|jwks|discovery|address/i;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  format?: string;
  checks?: { _zod: { def: { format?: string } } }[];
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** A string read as a URL (`z.url()`, or a string with a URL check). */
const readsUrl = (def: Def) =>
  def.type === 'string' &&
  (def.format === 'url' || (def.checks ?? []).some((check) => check._zod.def.format === 'url'));

function collect(schema: z.ZodType, path: string, found: Set<string>): void {
  const def = defOf(schema);
  if (readsUrl(def)) found.add(path);
  for (const [name, field] of Object.entries(def.type === 'object' ? (def.shape ?? {}) : {})) {
    const at = `${path}.${name}`;
    if (ADDRESS_NAME.test(name)) found.add(at);
    collect(field, at, found);
  }
  for (const inner of [def.innerType, def.element, def.in, def.out, ...(def.options ?? [])]) {
    if (inner) collect(inner, path, found);
  }
}

/**
 * The fields of a route that may hold an address: named like one (url, issuer, endpoint, host,
 * webhook…) or read as a URL, in its params, query or body, nested ones too (`body.a.b`).
 */
export function addressFields(route: FuzzRoute): string[] {
  const found = new Set<string>();
  if (route.params) collect(route.params, 'params', found);
  if (route.querystring) collect(route.querystring, 'query', found);
  if (route.body) collect(route.body, 'body', found);
  return [...found];
}
