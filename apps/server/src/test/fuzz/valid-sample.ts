import fc from 'fast-check';
import { z } from 'zod';
import { FACTORY_PASSWORD } from '../factories/accounts.ts';

/**
 * A valid-looking value for a route's zod schema, so that one hostile field among valid ones gets
 * past validation of the others and reaches the service, the SQL and the mail beneath.
 * It walks the JSON Schema zod writes for the input side (the same one the OpenAPI page shows).
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
};

/** Field names whose values the shop checks beyond their type (a real address, a 6-digit code…). */
const BY_FIELD_NAME: Record<string, unknown> = {
  email: 'fuzz.customer@example.com',
  phone: '9800000000',
  mobile: '9800000000',
  password: FACTORY_PASSWORD,
  current_password: FACTORY_PASSWORD,
  password_confirmation: FACTORY_PASSWORD,
  code: '123456',
};

export function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function sampleString(schema: JsonSchema, field: string | undefined, hints: Record<string, string>): string {
  if (field && field in hints) return hints[field] as string;
  if (schema.format === 'email') return 'fuzz.customer@example.com';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 64;
  const plain = 'fuzz value'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, 10)));
  if (!schema.pattern || new RegExp(schema.pattern, 'u').test(plain)) return plain;
  return matching(schema.pattern);
}

const matchingCache = new Map<string, string>();
/** A string the pattern accepts; fast-check builds such a generator slowly (a second for \p{…}), hence the cache. */
function matching(pattern: string): string {
  let value = matchingCache.get(pattern);
  if (value === undefined) {
    value = fc.sample(fc.stringMatching(new RegExp(pattern, 'u')), { numRuns: 1, seed: 1 })[0] ?? '';
    matchingCache.set(pattern, value);
  }
  return value;
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  const value = Math.max(low, Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, 1));
  return integer ? Math.ceil(value) : value;
}

/** One valid-looking value for `schema`; `field` is the property name it sits under, `hints` known slugs. */
export function validSample(schema: JsonSchema, field?: string, hints: Record<string, string> = {}): unknown {
  if (field && field in BY_FIELD_NAME && !(field in hints)) return BY_FIELD_NAME[field];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    const branch = branches.find((b) => b.type !== 'null') ?? branches[0];
    return validSample(branch as JsonSchema, field, hints);
  }
  if (schema.allOf?.length) return validSample(schema.allOf[0] as JsonSchema, field, hints);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) out[key] = validSample(sub, key, hints);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => validSample(schema.items ?? {}, field, hints));
    case 'string':
      return sampleString(schema, field, hints);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return field && field in hints ? hints[field] : 'fuzz';
  }
}

/** The property names of an object schema (the fields a hostile value can replace). */
export function fieldNames(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const branch = (schema.anyOf ?? schema.oneOf)?.find((b) => b.type === 'object') ?? schema;
  return Object.keys(branch.properties ?? {});
}
