import { readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loadConfig } from '../config.ts';
import { googleRedirectRoute } from '../modules/accounts/google-routes.ts';
import { registerApiModules } from '../modules/api-modules.ts';
import { registerCatalogueChanges } from './catalogue-changes.ts';
import { registerMemoryRelease } from './memory-release.ts';

// Decision 0080: every string a caller sends passes the contracts' text rule. This walks the input
// schemas of every registered route (Fastify's own list, so a new route is covered without anyone
// remembering) and every request schema the contracts export (multipart forms are parsed in their
// handlers), and finds each string in them: a string that takes ordinary text must refuse the same
// text with NUL, another control character or a lone surrogate in it. A bare z.string() fails here.

type Schema = z.ZodType;
interface Leaf {
  where: string;
  schema: Schema;
}

/** The string schemas a request value meets first (a transform's output is the route's business). */
function stringLeaves(schema: Schema, where: string, out: Leaf[] = []): Leaf[] {
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  const walk = (child: unknown, at = where) => stringLeaves(child as Schema, at, out);
  switch (def.type) {
    case 'string':
      out.push({ where, schema });
      break;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, `${where}.${key}`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      walk(def.innerType);
      break;
    case 'array':
      walk(def.element, `${where}[]`);
      break;
    case 'union':
      for (const option of def.options as unknown[]) walk(option);
      break;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      break;
    case 'record':
      walk(def.keyType, `${where}{key}`);
      walk(def.valueType, `${where}{}`);
      break;
    case 'tuple':
      for (const item of def.items as unknown[]) walk(item);
      break;
    case 'pipe': {
      // z.preprocess(fn, schema): the value reaches `schema` (nearly) as sent; otherwise the input side meets it.
      const inner = (def.in as { def: { type: string } }).def.type;
      walk(inner === 'transform' ? def.out : def.in);
      break;
    }
    case 'lazy':
      walk((def.getter as () => unknown)());
      break;
    case 'any':
    case 'unknown':
      out.push({ where: `${where} (any)`, schema });
      break;
  }
  return out;
}

const ORDINARY = [
  'abc',
  'Sita Sharma',
  'sita@example.com',
  'SRK-7KQ29XHD',
  'T-7QK4M2',
  '9841234567',
  '123456',
  'mustard-lantern-42',
  'hikvision-4mp-bullet',
  'Kalanki Chowk, Ward 14, Kathmandu',
];

/** The same text with one character replaced by each kind of text we cannot store. */
const spoiled = (text: string) => {
  const at = Math.floor(text.length / 2);
  return ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff'].map((bad) => text.slice(0, at) + bad + text.slice(at + 1));
};

/** What a leaf lets through that it must not: empty when it keeps the rule. */
function breaches(leaf: Leaf): string[] {
  if (leaf.where.endsWith('(any)')) return ['takes any value'];
  const accepted = ORDINARY.find((text) => leaf.schema.safeParse(text).success);
  if (accepted === undefined) return []; // takes no ordinary text at all (an enum-like pattern)
  return spoiled(accepted)
    .filter((text) => leaf.schema.safeParse(text).success)
    .map((text) => JSON.stringify(text));
}

const routes: RouteOptions[] = [];
beforeAll(async () => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => void routes.push(route));
  app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
  registerCatalogueChanges(app, {});
  registerMemoryRelease(app);
  await app.register(googleRedirectRoute, { prefix: '/api' });
  await app.register(registerApiModules, { prefix: '/api' });
  await app.ready();
  await app.close();
});

describe('the text rule holds for every input (decision 0080)', () => {
  it('every route input refuses control characters and lone surrogates in each of its strings', () => {
    expect(routes.length).toBeGreaterThan(40);
    const found: Record<string, string[]> = {};
    let strings = 0;
    for (const route of routes) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
        if (!schema[part]) continue;
        for (const leaf of stringLeaves(schema[part] as Schema, `${String(route.method)} ${route.url} ${part}`)) {
          strings++;
          const bad = breaches(leaf);
          if (bad.length > 0) found[leaf.where] = bad;
        }
      }
    }
    expect(strings).toBeGreaterThan(100);
    expect(found).toEqual({});
  });

  it('every request schema the contracts export does too (forms sent as multipart are parsed in their handlers)', async () => {
    const dir = path.resolve(import.meta.dirname, '../../../../packages/contracts/src');
    const found: Record<string, string[]> = {};
    let walked = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const exports = (await import(path.join(dir, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (!/(Body|Query|Params|Fields|Request|Segment)$/.test(name) || typeof value !== 'object' || value === null || !('_zod' in value))
          continue;
        walked++;
        for (const leaf of stringLeaves(value as Schema, `${file} ${name}`)) {
          const bad = breaches(leaf);
          if (bad.length > 0) found[leaf.where] = bad;
        }
      }
    }
    expect(walked).toBeGreaterThan(20);
    expect(found).toEqual({});
  });
});
