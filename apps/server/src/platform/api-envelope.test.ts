import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_KEYS: 'suraksha-demo-key,partner-key' } });
});
afterAll(() => t.close());

describe('X-Api-Key', () => {
  it('refuses a request without a key with the 401 envelope', async () => {
    const res = await t.app.inject({ url: '/api/footer' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'A valid API key is required (X-Api-Key header).' });
  });

  it('refuses a wrong key', async () => {
    const res = await t.app.inject({ url: '/api/footer', headers: { 'x-api-key': 'guess' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().result).toBe('error');
  });

  it('accepts every configured key', async () => {
    for (const key of ['suraksha-demo-key', 'partner-key']) {
      const res = await t.app.inject({ url: '/api/footer', headers: { 'x-api-key': key } });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toBe('success');
    }
  });

  it('checks the key before telling whether a path exists', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(401);
  });
});

describe('error envelope', () => {
  it('answers an unknown /api path with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no-such-thing', headers: apiHeaders });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'Not found.' });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { ...apiHeaders, 'content-type': 'application/json' },
      payload: '{"name": "Sita",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'The request body is not valid JSON.' });
  });

  it('answers a 2 MB body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/footer',
      headers: { ...apiHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'The request is too large.' });
  });

  it('masks an unexpected error as a 500 envelope with the request id and no stack trace', async () => {
    const broken = await createTestApp({
      beforeReady: (app) =>
        app.get('/api-boom', async () => {
          throw new Error('secret internals at /srv/app.ts:42');
        }),
    });
    try {
      const res = await broken.app.inject({ url: '/api-boom', headers: { 'x-request-id': 'req-123' } });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body).toEqual({ result: 'error', errorMessage: 'Something went wrong on our side. Please try again.', requestId: 'req-123' });
      expect(res.body).not.toContain('secret internals');
    } finally {
      await broken.close();
    }
  });

  it('answers a URL that does not decode (a stray %, invalid UTF-8) with the 400 envelope', async () => {
    for (const url of ['/api/products/%zz', '/api/pages/%', '/api/catalogues/%ED%A0%80']) {
      const res = await t.app.inject({ url, headers: apiHeaders });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ result: 'error', errorMessage: 'The address is not valid.' });
    }
  });

  it('answers a path parameter over the length limit with the 414 envelope', async () => {
    const res = await t.app.inject({ url: `/catalogues/${'a'.repeat(100_000)}/download` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'The address is too long.' });
  });

  it('answers a miss outside the /api routes (a documentation asset) with the 404 envelope', async () => {
    const res = await t.app.inject({ url: '/api/docs/static/no-such-file.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ result: 'error', errorMessage: 'Not found.' });
  });

  it('tags every response with a request id', async () => {
    const res = await t.app.inject({ url: '/api/footer', headers: apiHeaders });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });
});

describe('OpenAPI', () => {
  it('is generated from the contracts and served as JSON without a key', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/footer'].get.responses['200']).toBeDefined();
  });

  it('is browsable at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
