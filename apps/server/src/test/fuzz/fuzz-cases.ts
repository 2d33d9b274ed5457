import fc from 'fast-check';
import {
  HOSTILE_STRING_EXAMPLES,
  type Hostile,
  hostileJsonValue,
  hostilePathSegment,
  hostileString,
  hostileNumber,
  percentEncode,
  RawJson,
  toJsonText,
  wrongShape,
} from './hostile-values.ts';
import { fieldNames, toJsonSchema, validSample } from './valid-sample.ts';

/** A route as Fastify registered it: what the fuzzer needs to aim at it. */
export interface FuzzRoute {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown; consumes?: readonly string[] } | undefined;
}

/** One request the fuzzer sends, with the input class it tries. */
export interface FuzzCase {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  signedIn: boolean;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PROTO_POLLUTION = new Map<string, unknown>([
  ['__proto__', { polluted: 'yes' }],
  ['constructor', { prototype: { polluted: 'yes' } }],
]);

const JSON_TYPE = { 'content-type': 'application/json' };

/** Fills the route's `:params` (and a trailing `*`) with baseline values, one of them hostile when given. */
function buildPath(route: FuzzRoute, params: Record<string, unknown>, hostile?: { name: string; raw: string }): string {
  return route.url
    .split('/')
    .map((segment) => {
      const name = segment.startsWith(':') ? segment.slice(1) : segment === '*' ? '*' : undefined;
      if (name === undefined) return segment;
      if (hostile?.name === name) return hostile.raw;
      return percentEncode(String(params[name] ?? 'fuzz'));
    })
    .join('/');
}

function queryText(entries: [string, string][]): string {
  return entries.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
}

/** A hostile value as query text: numbers go as their JSON text, shapes as repeated or bracketed keys. */
function hostileQueryEntries(field: string, hostile: Hostile): [string, string][] {
  const { value } = hostile;
  if (value instanceof RawJson) return [[field, value.text]];
  if (Array.isArray(value))
    return [
      [field, 'a'],
      [field, 'b'],
      [`${field}[]`, 'c'],
    ];
  if (value !== null && typeof value === 'object')
    return [
      [`${field}[a]`, '1'],
      [`${field}.b`, '2'],
    ];
  return [[field, String(value)]];
}

function withHostileField(base: unknown, field: string, value: unknown): unknown {
  const object = base !== null && typeof base === 'object' && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  return { ...object, [field]: value };
}

const malformedJson = fc.constantFrom(
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '\u0000',
  '{"a":"\\ud800"}',
  '\ufeff{}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `{"a":"${'b'.repeat(2_000_000)}"}`,
);

const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'multipart/form-data',
  'application/octet-stream',
  '\u0000/json',
);

/**
 * A multipart form's fields are read by the handler, not declared in the route's schema: the
 * shop's usual form fields stand in for them.
 */
const MULTIPART_FIELDS = {
  name: 'Fuzz Customer',
  email: 'fuzz.customer@example.com',
  phone: '9800000000',
  message: 'Fuzz message',
  subject: 'Fuzz',
};

/** Malformed multipart bodies: no or wrong boundary, truncated parts, hostile part headers and names. */
function malformedMultipart(formFields: Record<string, unknown>): fc.Arbitrary<{ kind: string; contentType: string; payload: Buffer }> {
  const boundary = 'fuzzboundary';
  const part = (headers: string, body: string | Buffer) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`, 'latin1'), Buffer.from(body), Buffer.from('\r\n')]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const fields = Object.entries(formFields).map(([k, v]) => part(`Content-Disposition: form-data; name="${k}"`, String(v)));
  const ok = `multipart/form-data; boundary=${boundary}`;
  return fc.oneof(
    fc.constant({ kind: 'multipart-no-boundary', contentType: 'multipart/form-data', payload: Buffer.concat([...fields, end]) }),
    fc.constant({
      kind: 'multipart-wrong-boundary',
      contentType: 'multipart/form-data; boundary=other',
      payload: Buffer.concat([...fields, end]),
    }),
    fc.constant({ kind: 'multipart-truncated', contentType: ok, payload: Buffer.concat(fields).subarray(0, 40) }),
    fc.constant({ kind: 'multipart-empty', contentType: ok, payload: Buffer.alloc(0) }),
    fc.constant({ kind: 'multipart-no-disposition', contentType: ok, payload: Buffer.concat([part('X-Nothing: 1', 'value'), end]) }),
    fc.constant({
      kind: 'multipart-file-name-hostile',
      contentType: ok,
      payload: Buffer.concat([
        ...fields,
        part(
          'Content-Disposition: form-data; name="attachment"; filename="../../a\u0000.pdf"\r\nContent-Type: application/pdf',
          '%PDF-1.4',
        ),
        end,
      ]),
    }),
    fc.constant({
      kind: 'multipart-prototype-field',
      contentType: ok,
      payload: Buffer.concat([
        ...fields,
        part('Content-Disposition: form-data; name="__proto__"', 'x'),
        part('Content-Disposition: form-data; name="constructor"', 'x'),
        end,
      ]),
    }),
    fc.constant({
      kind: 'multipart-huge-header',
      contentType: ok,
      payload: Buffer.concat([part(`Content-Disposition: form-data; name="${'n'.repeat(100_000)}"`, 'x'), end]),
    }),
    fc.constant({
      kind: 'multipart-many-parts',
      contentType: ok,
      payload: Buffer.concat([...Array.from({ length: 2_000 }, (_, i) => part(`Content-Disposition: form-data; name="f${i}"`, 'x')), end]),
    }),
    fc
      .tuple(fc.constantFrom(...(Object.keys(formFields).length ? Object.keys(formFields) : ['name'])), hostileString)
      .map(([name, hostile]) => ({
        kind: `multipart-field-${hostile.kind}`,
        contentType: ok,
        payload: Buffer.concat([
          ...Object.entries(formFields)
            .filter(([k]) => k !== name)
            .map(([k, v]) => part(`Content-Disposition: form-data; name="${k}"`, String(v))),
          part(`Content-Disposition: form-data; name="${name}"`, hostile.value),
          end,
        ]),
      })),
  );
}

const MULTIPART_CASES = malformedMultipart(MULTIPART_FIELDS);

/** A valid-looking request for the route, which each case spoils in one place. */
function baseline(route: FuzzRoute, hints: Record<string, string>) {
  const schemas = {
    params: toJsonSchema(route.schema?.params),
    query: toJsonSchema(route.schema?.querystring),
    body: toJsonSchema(route.schema?.body),
  };
  const params = (schemas.params ? validSample(schemas.params, undefined, hints) : {}) as Record<string, unknown>;
  for (const name of route.url.match(/:(\w+)/g) ?? []) params[name.slice(1)] ??= hints[name.slice(1)] ?? 'fuzz';
  const query = (schemas.query ? validSample(schemas.query, undefined, hints) : {}) as Record<string, unknown>;
  return {
    schemas,
    params,
    body: schemas.body ? validSample(schemas.body, undefined, hints) : {},
    baseQuery: Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
    path: buildPath(route, params),
    multipart: route.schema?.consumes?.includes('multipart/form-data') ?? false,
    hasBody: BODY_METHODS.has(route.method),
  };
}

const withQuery = (p: string, entries: [string, string][]) => (entries.length ? `${p}?${queryText(entries)}` : p);

/**
 * Every field of the route — path parameters, querystring and JSON body — once with each hostile
 * string class, signed in: a NUL byte in the one field that reaches SQL unchecked is not left to chance.
 */
export function fieldSweep(route: FuzzRoute, hints: Record<string, string>): FuzzCase[] {
  const { schemas, params, body, baseQuery, path, multipart, hasBody } = baseline(route, hints);
  const json = hasBody && !multipart ? { payload: toJsonText(body), headers: JSON_TYPE } : { headers: {} };
  const cases: FuzzCase[] = [];
  for (const hostile of HOSTILE_STRING_EXAMPLES) {
    const common = { method: route.method, signedIn: true };
    for (const name of fieldNames(schemas.params)) {
      const url = withQuery(buildPath(route, params, { name, raw: percentEncode(hostile.value) }), baseQuery);
      cases.push({ ...common, ...json, kind: `path-${hostile.kind}`, url });
    }
    for (const field of fieldNames(schemas.query)) {
      const url = withQuery(path, [...baseQuery.filter(([k]) => k !== field), [field, hostile.value]]);
      cases.push({ ...common, ...json, kind: `query-${hostile.kind}`, url });
    }
    if (hasBody && !multipart) {
      for (const field of fieldNames(schemas.body)) {
        const payload = toJsonText(withHostileField(body, field, hostile.value));
        cases.push({ ...common, kind: `body-${hostile.kind}`, url: path, headers: JSON_TYPE, payload });
      }
    }
  }
  return cases;
}

/**
 * The hostile requests for one route, drawn from its own schemas: its path params, querystring and
 * body each get one hostile value among valid ones, or a body of the wrong type or shape.
 */
export function fuzzCases(route: FuzzRoute, hints: Record<string, string>): fc.Arbitrary<FuzzCase> {
  const { schemas, params, body, baseQuery, path, multipart, hasBody } = baseline(route, hints);
  type Draft = Omit<FuzzCase, 'signedIn' | 'method'>;

  const kinds: fc.Arbitrary<Draft>[] = [];
  const segments = [...(route.url.match(/:(\w+)/g) ?? []).map((s) => s.slice(1)), ...(route.url.endsWith('*') ? ['*'] : [])];
  if (segments.length > 0) {
    kinds.push(
      fc.tuple(fc.constantFrom(...segments), hostilePathSegment).map(([name, hostile]) => ({
        kind: hostile.kind,
        url: withQuery(buildPath(route, params, { name, raw: hostile.value }), baseQuery),
        headers: {},
        ...(hasBody && !multipart ? { payload: toJsonText(body), headers: JSON_TYPE } : {}),
      })),
    );
  }
  const queryFields = fieldNames(schemas.query);
  kinds.push(
    fc
      .tuple(fc.constantFrom(...(queryFields.length ? queryFields : ['q', 'page', '__proto__'])), hostileJsonValue)
      .map(([field, hostile]) => ({
        kind: `query-${hostile.kind}`,
        url: withQuery(path, [...baseQuery.filter(([k]) => k !== field), ...hostileQueryEntries(field, hostile)]),
        headers: {},
      })),
    fc.constant({
      kind: 'query-prototype-keys',
      url: `${path}?${queryText([...baseQuery, ['__proto__', 'x'], ['__proto__[polluted]', 'yes'], ['constructor[prototype][polluted]', 'yes']])}`,
      headers: {},
    }),
  );
  if (hasBody && multipart) {
    kinds.push(
      MULTIPART_CASES.map(({ kind, contentType, payload }) => ({
        kind,
        url: path,
        headers: { 'content-type': contentType },
        payload,
      })),
    );
  }
  if (hasBody) {
    const fields = fieldNames(schemas.body);
    const onePerField = fc
      .tuple(fc.constantFrom(...(fields.length ? fields : ['name', 'email'])), hostileJsonValue)
      .map(([field, hostile]) => ({
        kind: `body-${hostile.kind}`,
        url: path,
        headers: JSON_TYPE,
        payload: toJsonText(withHostileField(body, field, hostile.value)),
      }));
    const whole = fc.oneof(
      fc.constant({ kind: 'body-prototype-keys', payload: toJsonText(new Map([...Object.entries(body as object), ...PROTO_POLLUTION])) }),
      fc.constant({
        kind: 'body-prototype-keys-nested',
        payload: toJsonText(withHostileField(body, fields[0] ?? 'a', new Map(PROTO_POLLUTION))),
      }),
      malformedJson.map((payload) => ({ kind: 'body-malformed-json', payload })),
      fc.constantFrom('[]', '"text"', 'null', '0', 'true', '1e309').map((payload) => ({ kind: 'body-wrong-top-level', payload })),
      fc.oneof(hostileNumber, wrongShape).map((h) => ({ kind: `body-top-level-${h.kind}`, payload: toJsonText(h.value) })),
    );
    kinds.push(
      onePerField,
      onePerField,
      whole.map((w) => ({ ...w, url: path, headers: JSON_TYPE })),
      fc.constantFrom<Draft>(
        { kind: 'body-empty-json', url: path, headers: JSON_TYPE, payload: '' },
        { kind: 'body-empty-no-type', url: path, headers: {}, payload: '' },
        { kind: 'body-missing', url: path, headers: {} },
      ),
      wrongContentType.map((type) => ({
        kind: 'body-wrong-content-type',
        url: path,
        headers: { 'content-type': type },
        payload: multipart ? toJsonText(body) : 'name=a&email=b',
      })),
    );
  }
  return fc
    .tuple(fc.oneof(...kinds), fc.boolean())
    .map(([draft, signedIn]) => ({ ...draft, method: route.method, signedIn }) satisfies FuzzCase);
}
