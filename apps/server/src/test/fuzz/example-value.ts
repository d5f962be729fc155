import type { z } from 'zod';

/** Valid values for fields that a schema alone cannot produce: real ids of the caller's objects, dates. */
export type Hints = Readonly<Record<string, unknown>>;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Fields a request may leave out; a valid example leaves them out, the fuzz still replaces each. */
export function isOptional(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

/** The fields of an object schema (through optional, default and preprocess wrappers); empty for anything else. */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.innerType) return fieldsOf(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return defOf(def.in).type === 'transform' ? fieldsOf(def.out) : {};
  return {};
}

function exampleString(schema: z.ZodType): string {
  const { minLength, maxLength } = schema as unknown as { minLength: number | null; maxLength: number | null };
  const length = Math.min(Math.max(minLength ?? 1, 1), maxLength ?? Number.POSITIVE_INFINITY);
  return 'a'.repeat(length);
}

function exampleNumber(schema: z.ZodType): number {
  const { minValue, maxValue } = schema as unknown as { minValue: number | null; maxValue: number | null };
  const low = minValue !== null && Number.isFinite(minValue) ? Math.ceil(minValue) : 1;
  const candidate = Math.max(low, 1);
  return maxValue !== null && candidate > maxValue ? low : candidate;
}

/**
 * A value the schema accepts, built from its shape: a field named in `hints` takes the hint,
 * optional fields of an object are left out. May answer an invalid value (a pattern it cannot
 * guess); the caller checks the result against the schema.
 */
export function exampleOf(schema: z.ZodType, hints: Hints, name = ''): unknown {
  if (name !== '' && Object.hasOwn(hints, name)) return hints[name];
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const example: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (isOptional(field) && !Object.hasOwn(hints, key)) continue;
        example[key] = exampleOf(field, hints, key);
      }
      return example;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return exampleOf(def.innerType!, hints, name);
    case 'pipe':
      // z.preprocess is a pipe from a transform: the value must suit what the transform feeds.
      return exampleOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!, hints, name);
    case 'union':
      for (const option of def.options ?? []) {
        const example = exampleOf(option, hints, name);
        if (option.safeParse(example).success) return example;
      }
      return undefined;
    case 'array': {
      const { minLength } = schema as unknown as { minLength?: number | null };
      return Array.from({ length: Math.max(minLength ?? 1, 1) }, () => exampleOf(def.element!, hints, name));
    }
    case 'string':
      return exampleString(schema);
    case 'number':
      return exampleNumber(schema);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    default:
      return undefined;
  }
}
