import { errorEnvelope } from '@suraksha/contracts/error-envelope';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/factories/accounts.ts';
import { SHOP_ORIGIN, createSignedInStaff } from '../test/factories/staff.ts';
import { createBrand, createCategory, createProduct } from '../test/factories/catalog.ts';
import { createBlog, createPage, createService, createTraining } from '../test/factories/content.ts';
import { createOrder } from '../test/factories/orders.ts';
import { type FuzzCase, type FuzzRoute, fieldSweep, fuzzCases } from '../test/fuzz/fuzz-cases.ts';
import { type Finding, describeFindings, routeSeed } from '../test/fuzz/findings.ts';
import { recordRoutes } from '../test/fuzz/registered-routes.ts';
import { watchTables } from '../test/fuzz/table-checksums.ts';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The route fuzzer (docs/decisions/0088): every route Fastify registered gets FUZZ_RUNS hostile
 * requests drawn from its own schemas, signed in and not. No answer may be a 5xx, every 4xx of the
 * API is the error envelope, a refused request changes no row, and Object.prototype stays clean.
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run --project server route-fuzz
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 13_2026);

let t: TestApp;
let routes: FuzzRoute[];
let auth: { authorization: string; cookie: string };
const hints: Record<string, string> = {};

beforeAll(async () => {
  const recorder = recordRoutes();
  t = await createTestApp();
  routes = recorder.routes();
  const { db } = t.database;
  const customer = await createSignedInUser(db);
  // Signed in means both: a customer's bearer token and an owner's back-office session.
  const owner = await createSignedInStaff(db, 'owner');
  auth = { ...customer.auth, cookie: owner.session.cookie };
  const brand = await createBrand(db);
  const category = await createCategory(db);
  const product = await createProduct(db, { brandId: brand.id, categoryId: category.id });
  const { order } = await createOrder(db, { userId: customer.user.id, email: customer.user.email });
  Object.assign(hints, {
    brandId: brand.slug,
    categoryId: category.slug,
    productId: product.slug,
    product_slug: product.slug,
    slug: product.slug,
    blogId: (await createBlog(db)).slug,
    trainingId: (await createTraining(db)).slug,
    serviceId: (await createService(db)).slug,
    orderId: order.orderNumber,
    email: customer.user.email,
  });
  await createPage(db);
  // The first signed-in call stamps the token's last use (once an hour): done here, not inside a case.
  await t.app.inject({ method: 'GET', url: '/api/customer/profile', headers: { ...apiHeaders, ...auth } });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

let clientNumber = 0;
/** A new client address per request: per-IP rate limits must not turn a 5xx into a 429 and hide it. */
function nextClientAddress(): string {
  clientNumber++;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

const isJson = (res: { headers: Record<string, unknown> }) => String(res.headers['content-type'] ?? '').includes('json');

function envelopeProblem(res: { headers: Record<string, unknown>; body: string }, method: string): string | undefined {
  if (!isJson(res)) return `content-type ${String(res.headers['content-type'])}`;
  if (method === 'HEAD') return undefined;
  try {
    const parsed = errorEnvelope.strict().safeParse(JSON.parse(res.body));
    return parsed.success ? undefined : 'not the error envelope';
  } catch {
    return 'not JSON';
  }
}

async function send(c: FuzzCase) {
  return t.app.inject({
    method: c.method as 'GET',
    url: c.url,
    // From the shop's own origin, so back-office writes reach their handlers (the origin check has its own tests).
    headers: { ...apiHeaders, origin: SHOP_ORIGIN, ...c.headers, ...(c.signedIn ? auth : {}) },
    remoteAddress: nextClientAddress(),
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });
}

describe('every registered route, fed hostile input from its own schema', () => {
  it('never answers 5xx; API refusals are the envelope and change no row; Object.prototype stays clean', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const tables = await watchTables(t.database.db);
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).toSorted();
    const findings: Finding[] = [];
    let sent = 0;

    for (const route of routes) {
      const seed = routeSeed(SEED, route);
      const sweep = route.method === 'HEAD' ? [] : fieldSweep(route, hints);
      for (const c of [...sweep, ...fc.sample(fuzzCases(route, hints), { numRuns: RUNS, seed })]) {
        const res = await send(c);
        sent++;
        const changed = await tables.changes();
        const found = (problem: string) => findings.push({ route, seed, fuzzCase: c, status: res.statusCode, body: res.body, problem });
        if (res.statusCode >= 500) found(`answered ${res.statusCode}`);
        else if (res.statusCode >= 400) {
          const bad = route.url.startsWith('/api/') || isJson(res) ? envelopeProblem(res, c.method) : undefined;
          if (bad) found(`a ${res.statusCode} that is ${bad}`);
          if (changed.length) found(`refused with ${res.statusCode} yet changed ${changed.join(', ')}`);
        }
      }
      const nowKeys = Object.getOwnPropertyNames(Object.prototype).toSorted();
      if (nowKeys.join() !== prototypeKeys.join()) {
        findings.push({ route, seed, problem: `Object.prototype gained ${nowKeys.filter((k) => !prototypeKeys.includes(k)).join(', ')}` });
      }
    }

    expect(
      describeFindings(findings, SEED),
      `${routes.length} routes, ${sent} requests (a sweep of every field, then ${RUNS} drawn cases per route), seed ${SEED}`,
    ).toBe('no findings');
  }, 300_000); // every route × hundreds of cases: about 3 minutes on a loaded two-core CI host.
});
