import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlog, createPage, createService, createTraining } from '../test/factories/content.ts';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';

// Decision 0080: text PostgreSQL or our pages cannot hold (NUL, other control characters, lone
// surrogates) is refused before it reaches SQL. PGlite takes NUL where PostgreSQL answers
// "invalid byte sequence for encoding UTF8: 0x00", so these pass on PGlite for the wrong reason
// unless the answer itself is checked: each test asserts the status and the envelope.

let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({
    // A route declared without any schema, as a new one might be: the boundary guard still holds.
    beforeReady: (app) => {
      app.get('/api/zz-untyped/:id', async (request) => ({ result: 'success', echo: request.params, query: request.query }));
      app.post('/api/zz-untyped', async (request) => ({ result: 'success', echo: request.body }));
    },
  });
  await createBlog(t.database.db, { slug: 'cctv-basics' });
  await createTraining(t.database.db, { slug: 'installer-course' });
  await createPage(t.database.db, { slug: 'about-us' });
  await createService(t.database.db, { slug: 'installation' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: apiHeaders });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: apiHeaders, payload, remoteAddress: `10.8.0.${(++ip % 250) + 1}` });

const UNSTORABLE = { unstorable: 'Please remove the invisible control characters from this field.' } as const;

describe('a path with text we cannot store names nothing: the 404 envelope', () => {
  const paths = ['blogs', 'trainings', 'careers', 'pages', 'services', 'products', 'packages', 'catalogues', 'categories'];
  it.each(paths.flatMap((p) => ['%00', 'a%00b', '%01', 'about-us%00', '%7F', '%C2%85'].map((s) => `/api/${p}/${s}`)))('%s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: 'error', errorMessage: expect.any(String) });
    expect(res.json().message).toBeUndefined();
  });

  it.each(['%00', 'a%00b', '%1B'])('/api/brands/%s/products', async (slug) => {
    const res = await get(`/api/brands/${slug}/products`);
    expect(res.statusCode).toBe(404);
    expect(res.json().result).toBe('error');
  });

  it('the same slugs without the control character are found', async () => {
    for (const url of ['/api/blogs/cctv-basics', '/api/trainings/installer-course', '/api/pages/about-us', '/api/services/installation']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });
});

describe('a body field with text we cannot store: the 400 envelope naming the field', () => {
  it('order tracking (orderNumber)', async () => {
    const res = await post('/api/order/tracking', { email: 'sita@example.com', orderNumber: 'SRK-7KQ2\u00009XHD' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'error', message: { orderNumber: UNSTORABLE.unstorable } });
  });

  it('support ticket status (ticket_number)', async () => {
    const res = await post('/api/support-tickets/status', { ticket_number: 'T-7QK\u00004M2', email: 'sita@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'error', message: { ticket_number: UNSTORABLE.unstorable } });
  });

  it('contact (name, subject and message at once)', async () => {
    const res = await post('/api/contact', {
      name: 'Sita\u0000 Sharma',
      email: 'sita@example.com',
      subject: 'Cameras\u0000',
      message: 'Please call me about\u0000 four dome cameras for the shop.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      result: 'error',
      message: { name: UNSTORABLE.unstorable, subject: UNSTORABLE.unstorable, message: UNSTORABLE.unstorable },
    });
  });

  it.each([
    ['a lone surrogate', 'Please call me \ud800 about four dome cameras.'],
    ['an escape character', 'Please call me \u001b[31m about four dome cameras.'],
    ['a C1 control character', 'Please call me \u0085 about four dome cameras.'],
  ])('contact message with %s', async (_what, message) => {
    const res = await post('/api/contact', { name: 'Sita Sharma', email: 'sita@example.com', message });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ message: UNSTORABLE.unstorable });
  });

  it('keeps tabs and line breaks in a message', async () => {
    const res = await post('/api/contact', {
      name: 'Sita Sharma',
      email: 'sita@example.com',
      message: 'Please call me about:\r\n\t- four dome cameras\n\t- one recorder',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a query field with text we cannot store: the 400 envelope naming the field', () => {
  it.each(['/api/blogs?search=cam%00era', '/api/trainings?search=%00', '/api/products?search=cam%00era', '/api/products?brands=hik%00'])(
    '%s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().message)).toEqual([UNSTORABLE.unstorable]);
    },
  );
});

describe('a route no contract checks still refuses it (the boundary guard)', () => {
  it('a path: 404', async () => {
    const res = await get('/api/zz-untyped/a%00b');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'Not found.' });
  });

  it('a query field: 400 naming it', async () => {
    const res = await get('/api/zz-untyped/ok?note=%ED%A0%80&q=a%01b');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: 'error',
      errorMessage: 'Please correct the highlighted fields.',
      message: { q: UNSTORABLE.unstorable },
    });
  });

  it('a nested body field or key: 400 naming it', async () => {
    const bad = await post('/api/zz-untyped', { order: { lines: [{ note: 'fine' }, { note: 'not\u0000fine' }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({ 'order.lines.1.note': UNSTORABLE.unstorable });
    const key = await post('/api/zz-untyped', { 'k\ud800': 1 });
    expect(key.statusCode).toBe(400);
  });

  it('lets ordinary text through, lines and all', async () => {
    const res = await post('/api/zz-untyped', { note: 'नमस्ते\r\n\tSita 😀' });
    expect(res.statusCode).toBe(200);
    expect(res.json().echo).toEqual({ note: 'नमस्ते\r\n\tSita 😀' });
  });
});
