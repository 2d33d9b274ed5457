import fc from 'fast-check';

/**
 * The hostile values the route fuzzer puts where a route expects input, each with the name of its
 * class: a finding is reported per route and class, so one bug is one line however often it fires.
 */

/** JSON text that JSON.stringify cannot write (1e309, -0…): spliced into the body as is. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export interface Hostile<T = unknown> {
  /** The input class, e.g. 'nul-byte' or 'number-1e309'. */
  kind: string;
  value: T;
}

const HUGE = 100_000;

const labelled = <T>(kind: string, arb: fc.Arbitrary<T>): fc.Arbitrary<Hostile<T>> => arb.map((value) => ({ kind, value }));

/** A short, readable filler around the hostile character, so a field's minLength is met. */
const filler = fc.string({ unit: fc.constantFrom('a', 'b', '1', ' ', '-'), minLength: 2, maxLength: 6 });

const CONTROL = [...Array(32).keys()].filter((c) => c !== 0).map((c) => String.fromCharCode(c));

/** Strings that a careless route passes to SQL, a header, a file name or a log line. */
export const hostileString: fc.Arbitrary<Hostile<string>> = fc.oneof(
  labelled(
    'nul-byte',
    fc.tuple(filler, filler).map(([a, b]) => `${a}\u0000${b}`),
  ),
  labelled(
    'control-character',
    fc.tuple(filler, fc.constantFrom(...CONTROL, '\u007f', '\u0085', '\u2028'), filler).map(([a, c, b]) => `${a}${c}${b}`),
  ),
  labelled(
    'lone-surrogate',
    fc.tuple(filler, fc.constantFrom('\ud800', '\udfff', '\udc00\ud800'), filler).map(([a, s, b]) => `${a}${s}${b}`),
  ),
  labelled(
    'huge-string',
    fc.constantFrom('a', 'é', '%', '\u0000').map((c) => c.repeat(HUGE)),
  ),
  labelled('empty-string', fc.constant('')),
  labelled(
    'sql-and-markup',
    fc.constantFrom("' or 1=1 --", '"; drop table users; --', '<script>alert(1)</script>', '../../etc/passwd', '%s%n%x'),
  ),
);

/** One example of each hostile string class, which the sweep puts in every field of every route. */
export const HOSTILE_STRING_EXAMPLES: readonly Hostile<string>[] = [
  { kind: 'nul-byte', value: 'ab\u0000cd' },
  { kind: 'control-character', value: 'ab\u001b[2Jcd' },
  { kind: 'lone-surrogate', value: 'ab\ud800cd' },
  { kind: 'huge-string', value: 'a'.repeat(HUGE) },
  { kind: 'empty-string', value: '' },
  { kind: 'sql-and-markup', value: "' or 1=1 --<script>" },
];

/** Numbers at the edges of JSON and of JavaScript; written as JSON text where JSON cannot carry them. */
export const hostileNumber: fc.Arbitrary<Hostile> = fc.constantFrom<Hostile>(
  { kind: 'number-nan', value: new RawJson('NaN') },
  { kind: 'number-1e309', value: new RawJson('1e309') },
  { kind: 'number-minus-1e309', value: new RawJson('-1e309') },
  { kind: 'number-minus-zero', value: new RawJson('-0') },
  { kind: 'number-2^53+1', value: new RawJson('9007199254740993') },
  { kind: 'number-huge-exponent', value: new RawJson('1e-400') },
  { kind: 'number-negative', value: -1 },
  { kind: 'number-fraction', value: 0.1 },
  { kind: 'number-max-value', value: Number.MAX_VALUE },
  { kind: 'number-as-string', value: '12abc' },
);

/** Values of the wrong shape: arrays and objects where a scalar belongs, and the prototype's own keys. */
export const wrongShape: fc.Arbitrary<Hostile> = fc.oneof(
  labelled('array-for-scalar', fc.constantFrom<unknown[]>([], ['a', 'b'], [[1]], [null])),
  labelled('object-for-scalar', fc.constantFrom<unknown>({}, { a: 1 }, { toString: 'x', valueOf: 1 })),
  labelled('null', fc.constant(null)),
  labelled('boolean', fc.boolean()),
  labelled('prototype-key-value', fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString')),
);

/** Any hostile value for a JSON field. */
export const hostileJsonValue: fc.Arbitrary<Hostile> = fc.oneof(
  { arbitrary: hostileString as fc.Arbitrary<Hostile>, weight: 3 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: wrongShape, weight: 2 },
);

/**
 * Path segments as raw URL text: percent-encoded control bytes, invalid UTF-8 (how a lone
 * surrogate travels in a URL), traversal, and a 100 KB segment.
 */
export const hostilePathSegment: fc.Arbitrary<Hostile<string>> = fc.constantFrom<Hostile<string>>(
  { kind: 'path-nul-byte', value: 'a%00b' },
  { kind: 'path-nul-byte', value: '%00' },
  { kind: 'path-control-character', value: '%01%1b%7f' },
  { kind: 'path-invalid-utf8', value: '%ED%A0%80' },
  { kind: 'path-invalid-utf8', value: '%FF%FE' },
  { kind: 'path-bad-percent', value: '%' },
  { kind: 'path-bad-percent', value: '%zz' },
  { kind: 'path-traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { kind: 'path-backslash', value: '%5C..%5Cwin.ini' },
  { kind: 'path-huge', value: 'a'.repeat(HUGE) },
  { kind: 'path-prototype-key', value: '__proto__' },
  { kind: 'path-prototype-key', value: 'constructor' },
  { kind: 'path-number-edge', value: '9007199254740993' },
  { kind: 'path-number-edge', value: '-0' },
  { kind: 'path-number-edge', value: '1e309' },
  { kind: 'path-number-edge', value: 'NaN' },
);

/**
 * Percent-encodes a string the way a browser would, and a lone surrogate the way a hostile client
 * can (its WTF-8 bytes, which are not UTF-8): encodeURIComponent refuses to.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/**
 * JSON text of a value that may hold RawJson markers (numbers JSON cannot write) and keys such as
 * `__proto__`, which an object literal would turn into a prototype instead of a key.
 */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value instanceof Map) {
    return `{${[...value].map(([k, v]) => `${JSON.stringify(String(k))}:${toJsonText(v)}`).join(',')}}`;
  }
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
